import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { queryRows } from "../db/client";
import { dnsZones, mailOutbox, tenants } from "../db/schema";
import { PROVISIONING_QUEUE } from "../modules/onboarding/tenant-service";
import { onboardTenant, socketClient } from "../test/clients";
import { APP_TEST_ROLE, APP_TEST_ROLE_PASSWORD } from "../test/constants";
import { createTestDatabase, type TestDatabase } from "../test/harness";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * A real server process is killed (SIGKILL: no shutdown hook runs) in the middle of a tenant's provisioning, after the
 * DNS step. The next server process started on the same database finishes it, and every step happens exactly once.
 */

/** The job of a dead worker is retried after this; short, so the test does not wait the production minute. */
const EXPIRE_SECONDS = 5;

let db: TestDatabase;
const servers: ServerProcess[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  db = await createTestDatabase();
  const ownerUrl = db.ownerUrl!;
  const appUrl = new URL(ownerUrl);
  appUrl.username = APP_TEST_ROLE;
  appUrl.password = APP_TEST_ROLE_PASSWORD;
  env = {
    DATABASE_URL: appUrl.toString(),
    MIGRATION_DATABASE_URL: ownerUrl,
    SEED_DEMO: "false",
    PROVISIONING_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
  };
});

afterAll(async () => {
  for (const s of servers) await s.kill();
  await db?.close();
});

async function startServer(extraEnv: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({ ...env, ...extraEnv });
  servers.push(server);
  const send = socketClient(server.port);
  const ready = async () => {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    return (await send("GET", "/api/health").catch(() => ({ status: 0 }))).status;
  };
  await expect.poll(ready, { timeout: 45_000, interval: 100 }).toBe(200);
  return server;
}

async function tenantRow(id: string) {
  const [row] = await db.owner.db
    .select({ status: tenants.provisioningStatus, steps: tenants.provisioningSteps })
    .from(tenants)
    .where(eq(tenants.id, id));
  return row;
}

const welcomeMails = (email: string) => db.owner.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe("a server killed during onboarding provisioning", () => {
  it("is finished by the next server process, each step exactly once", async () => {
    // The first server pauses after each provisioning step (fault injection), so the kill lands between two steps.
    const first = await startServer({ FAULT_PROVISIONING_STEP_DELAY_MS: "60000" });
    const email = "owner@killed-midway.example";
    const tenantId = await onboardTenant(socketClient(first.port), "killed-midway", email, "Killed Midway Co");

    await expect
      .poll(() => tenantRow(tenantId), { timeout: 20_000, interval: 25 })
      .toEqual({
        status: "in_progress",
        steps: ["dns"],
      });
    await first.kill();
    expect(first.child.signalCode).toBe("SIGKILL");
    // Killed half-way: DNS done, no certificate step, no invitation sent.
    expect(await tenantRow(tenantId)).toEqual({ status: "in_progress", steps: ["dns"] });
    expect(await welcomeMails(email)).toHaveLength(0);

    // A new process on the same database: its workers pick the dead worker's job up once it expires.
    await startServer();
    await expect
      .poll(async () => (await tenantRow(tenantId))?.status, { timeout: 45_000, interval: 100 })
      .toBe("complete");

    expect(await tenantRow(tenantId)).toEqual({ status: "complete", steps: ["dns", "ssl", "invite"] });
    expect(await welcomeMails(email)).toHaveLength(1);
    const rows = await db.owner.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.subdomain, "killed-midway"));
    expect(rows).toEqual([{ id: tenantId }]);
    expect(await db.owner.db.select().from(dnsZones).where(eq(dnsZones.subdomain, "killed-midway"))).toHaveLength(1);

    // One provisioning job for the tenant, completed by a retry (the dead worker's run never finished).
    const jobs = () =>
      queryRows<{ state: string; retry_count: number }>(
        db.owner.db,
        sql`select state, retry_count from pgboss.job
            where name = ${PROVISIONING_QUEUE} and singleton_key = ${tenantId}`,
      );
    await expect
      .poll(async () => (await jobs()).map((j) => j.state), { timeout: 10_000, interval: 100 })
      .toEqual(["completed"]);
    expect((await jobs())[0]!.retry_count).toBeGreaterThanOrEqual(1);
  });
});

describe("the fault-injection knob", () => {
  it("is off by default and refused in production", () => {
    expect(loadConfig({}).FAULT_PROVISIONING_STEP_DELAY_MS).toBe(0);
    expect(loadConfig({ FAULT_PROVISIONING_STEP_DELAY_MS: "250" }).FAULT_PROVISIONING_STEP_DELAY_MS).toBe(250);
    expect(() => loadConfig({ NODE_ENV: "production", FAULT_PROVISIONING_STEP_DELAY_MS: "250" })).toThrow(
      /FAULT_PROVISIONING_STEP_DELAY_MS/,
    );
  });
});
