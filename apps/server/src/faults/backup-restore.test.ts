import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../db/seed/accounts";
import { type Send, socketClient } from "../test/clients";
import { dumpDatabase, dumpRoles, restoreDatabase, restoreRoles } from "./backup";
import { createClusterDatabase, type PrivateCluster, startPrivateCluster } from "./private-cluster";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * The restore drill (issue 25 point 7): the backup procedure of docs/OPERATIONS.md taken from a cluster while a server
 * writes to it, restored into a second, fresh cluster, and a server started on the restored database passes a smoke:
 * sign-in, the data written before the backup with its ids, tenant isolation, new writes. And the PGlite procedure: a
 * copy of a stopped server's DATA_DIR serves the same data.
 */

const L = DEMO_LOGINS;
const clusters: PrivateCluster[] = [];
const servers: ServerProcess[] = [];
const scratch: string[] = [];

let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), "engagesuite-backup-"));
  scratch.push(workDir);
});

afterAll(async () => {
  for (const s of servers) await s.kill();
  for (const c of clusters) await c.destroy();
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

async function startServer(env: Record<string, string>): Promise<{ server: ServerProcess; send: Send }> {
  const server = await startServerProcess(env);
  servers.push(server);
  const send = socketClient(server.port);
  const ready = async () => {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    return (await send("GET", "/api/health").catch(() => ({ status: 0 }))).status;
  };
  await expect.poll(ready, { timeout: 60_000, interval: 100 }).toBe(200);
  return { server, send };
}

/** SIGTERM: the server's own shutdown (PGlite closed cleanly), as `systemctl stop` ends it. */
async function stopServer(server: ServerProcess): Promise<void> {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

/** A staff session on a tenant host of the server: its cookie and tenant id. */
async function signIn(send: Send, port: number, sub: string, login: { username: string; password: string }) {
  const host = `${sub}.localhost:${port}`;
  const answer = await send("POST", "/api/auth/tenant/login", login, { host });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const cookie = answer.cookies.join("; ");
  const me = await send("GET", "/api/auth/me", undefined, { host, cookie });
  expect(me.status).toBe(200);
  const tenantId = me.body.user.tenantId as string;
  const as = (method: "GET" | "POST", url: string, body?: unknown) => send(method, url, body, { host, cookie });
  return { tenantId, as };
}

/**
 * Every table of the app's data with its row count: what a restore must bring back unchanged. Left out: what a running
 * server writes on its own timers (the job queue's schema, the per-minute health figures), which may move between the
 * dump and the server's stop.
 */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') and table_name <> 'api_health_minutes'
       order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${name}`);
      counts[name] = rows[0]!.n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** What the app role sees of one contact inside a transaction bound to `tenantId`, as the app binds every request. */
async function contactVisibleTo(appUrl: string, tenantId: string, contactId: string): Promise<number> {
  const client = new pg.Client({ connectionString: appUrl });
  await client.connect();
  try {
    await client.query("begin");
    await client.query("select set_config('app.tenant_id', $1, true)", [tenantId]);
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from contacts where id = $1", [
      contactId,
    ]);
    await client.query("rollback");
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe("a pg_dump restored into a fresh cluster", () => {
  it("serves the data written before the backup, with its ids, isolated per tenant, and takes new writes", async () => {
    // The source: a migrated, demo-seeded database, written to by a running server.
    const source = await startPrivateCluster();
    clusters.push(source);
    const created = await createClusterDatabase(source, { appPoolSize: 2 });
    await created.database.close();
    const env = (ownerUrl: string, appUrl: string) => ({
      DATABASE_URL: appUrl,
      MIGRATION_DATABASE_URL: ownerUrl,
      SEED_DEMO: "false",
    });
    const first = await startServer(env(created.ownerUrl, created.appUrl));
    const before = await signIn(first.send, first.server.port, "demo", L.demoAdmin);
    const contact = await before.as("POST", `/api/tenants/${before.tenantId}/contacts`, {
      name: "Rowan Backupsworth",
      email: "rowan@restore-drill.example",
    });
    expect(contact.status).toBe(201);
    const ticket = await before.as("POST", "/api/helpdesk/tickets", {
      title: "Restore drill ticket",
      description: "Written before the backup",
    });
    expect(ticket.status).toBe(201);

    // The backup, taken while the server still runs: roles, then the database.
    const rolesFile = path.join(workDir, "roles.sql");
    const dumpFile = path.join(workDir, "engagesuite.dump");
    await dumpRoles(source.url, rolesFile);
    await dumpDatabase(created.ownerUrl, dumpFile);
    await stopServer(first.server);
    const counts = await rowCounts(created.ownerUrl);
    expect(counts["public.contacts"]).toBeGreaterThan(0);

    // The source is gone for good; a new cluster gets the roles, then the database.
    await source.destroy();
    const target = await startPrivateCluster();
    clusters.push(target);
    await restoreRoles(target.url, rolesFile);
    await restoreDatabase(target.url, dumpFile);
    const onTarget = (url: string) => {
      const u = new URL(url);
      u.port = String(target.port);
      return u.toString();
    };
    const ownerUrl = onTarget(created.ownerUrl);
    const appUrl = onTarget(created.appUrl);
    expect(await rowCounts(ownerUrl)).toEqual(counts);

    // The smoke, on a server whose app role signs in with the restored password hash.
    const { server, send } = await startServer(env(ownerUrl, appUrl));
    const health = await send("GET", "/api/health");
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ database: "up" });

    const after = await signIn(send, server.port, "demo", L.demoAdmin);
    expect(after.tenantId).toBe(before.tenantId);
    const restoredContact = await after.as("GET", `/api/tenants/${after.tenantId}/contacts/${contact.body.id}`);
    expect(restoredContact.status).toBe(200);
    expect(restoredContact.body).toMatchObject({ id: contact.body.id, name: "Rowan Backupsworth" });
    const listed = await after.as("GET", `/api/tenants/${after.tenantId}/contacts?search=Backupsworth`);
    expect(listed.body.map((c: { id: string }) => c.id)).toEqual([contact.body.id]);
    const restoredTicket = await after.as("GET", `/api/helpdesk/tickets/${ticket.body.id}`);
    expect(restoredTicket.status).toBe(200);
    expect(restoredTicket.body).toMatchObject({
      id: ticket.body.id,
      number: ticket.body.number,
      title: "Restore drill ticket",
    });

    // Isolation survived: the other tenant's admin cannot reach the contact, nor can the app role bound to it.
    const summit = await signIn(send, server.port, "summit", L.summitAdmin);
    expect(summit.tenantId).not.toBe(after.tenantId);
    const summitList = await summit.as("GET", `/api/tenants/${summit.tenantId}/contacts?search=Backupsworth`);
    expect(summitList.status).toBe(200);
    expect(summitList.body).toEqual([]);
    const crossTenant = await summit.as("GET", `/api/tenants/${after.tenantId}/contacts/${contact.body.id}`);
    expect([403, 404]).toContain(crossTenant.status);
    expect(await contactVisibleTo(appUrl, summit.tenantId, contact.body.id)).toBe(0);
    expect(await contactVisibleTo(appUrl, after.tenantId, contact.body.id)).toBe(1);

    // New writes go on where the backup left off (counters and sequences restored).
    const next = await after.as("POST", "/api/helpdesk/tickets", {
      title: "After the restore",
      description: "Written on the restored database",
    });
    expect(next.status).toBe(201);
    expect(next.body.number).toBe(ticket.body.number + 1);
    const newContact = await after.as("POST", `/api/tenants/${after.tenantId}/contacts`, { name: "Post Restore" });
    expect(newContact.status).toBe(201);
  }, 240_000);
});

describe("a copy of a stopped PGlite server's DATA_DIR", () => {
  it("serves the same data on a server started on the copy", async () => {
    const original = mkdtempSync(path.join(tmpdir(), "engagesuite-data-"));
    const copy = `${original}-copy`;
    scratch.push(original, copy);

    const first = await startServer({ DATA_DIR: original });
    const before = await signIn(first.send, first.server.port, "demo", L.demoAdmin);
    const contact = await before.as("POST", `/api/tenants/${before.tenantId}/contacts`, { name: "Pglite Copyfield" });
    expect(contact.status).toBe(201);
    await stopServer(first.server);

    cpSync(original, copy, { recursive: true });
    rmSync(original, { recursive: true, force: true });

    const { server, send } = await startServer({ DATA_DIR: copy });
    const after = await signIn(send, server.port, "demo", L.demoAdmin);
    expect(after.tenantId).toBe(before.tenantId);
    const restored = await after.as("GET", `/api/tenants/${after.tenantId}/contacts/${contact.body.id}`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: contact.body.id, name: "Pglite Copyfield" });
    const next = await after.as("POST", `/api/tenants/${after.tenantId}/contacts`, { name: "Pglite Afterwards" });
    expect(next.status).toBe(201);
  }, 240_000);
});
