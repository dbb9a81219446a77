import { TENANT_DATA_MESSAGES, TENANT_DELETION_GRACE_DAYS } from "@engagesuite/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { queryRows } from "../../db/client";
import { GLOBAL_TABLES_WITH_TENANT_ID, mailOutbox, TENANT_TABLES, tenants } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createFileStorage } from "../../providers/storage";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, platformCookie } from "../../test/http";
import { purgeDueTenants } from "./deletion";
import { buildExport } from "./export";
import { tenantDataExports } from "./schema";

let t: TestApp;
let ids: { demo: string; summit: string };
let demoAdmin: string;
let demoStaff: string;
let summitAdmin: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
type Method = "GET" | "POST" | "DELETE";

async function staffCookie(host: string, username: string, password: string) {
  const res = await call(t.app, "POST", "/api/auth/tenant/login", { username, password }, { host });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  demoAdmin = await staffCookie(DEMO, DEMO_LOGINS.demoAdmin.username, DEMO_LOGINS.demoAdmin.password);
  demoStaff = await staffCookie(DEMO, DEMO_LOGINS.demoStaff.username, DEMO_LOGINS.demoStaff.password);
  summitAdmin = await staffCookie(SUMMIT, DEMO_LOGINS.summitAdmin.username, DEMO_LOGINS.summitAdmin.password);
});
afterAll(() => t.close());

const as = (host: string, cookie: string) => (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, body, { host, cookie });

/** The entries of a ZIP, each as text. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

/** Rows per table that belong to the tenant (as the owner, past RLS). */
async function rowsPerTable(tenantId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [...TENANT_TABLES, ...GLOBAL_TABLES_WITH_TENANT_ID]) {
    const [row] = await queryRows<{ n: number }>(
      t.db.owner.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${tenantId}::uuid`,
    );
    counts[table] = row!.n;
  }
  return counts;
}

describe("the workspace's data export", () => {
  it("is the administrator's: a member and another workspace are refused", async () => {
    expect((await as(DEMO, demoStaff)("POST", `/api/tenants/${ids.demo}/data-exports`)).statusCode).toBe(403);
    expect((await as(SUMMIT, summitAdmin)("POST", `/api/tenants/${ids.demo}/data-exports`)).statusCode).toBe(403);
    expect((await as(SUMMIT, summitAdmin)("GET", `/api/tenants/${ids.demo}/data-exports`)).statusCode).toBe(403);
  });

  it("builds a ZIP of every record as CSV and JSON, with the stored files, and e-mails the administrator", async () => {
    const admin = as(DEMO, demoAdmin);
    const started = await admin("POST", `/api/tenants/${ids.demo}/data-exports`);
    expect(started.statusCode).toBe(202);
    const { id } = started.json() as { id: string };
    // A second one while the first is being prepared waits for it.
    const again = await admin("POST", `/api/tenants/${ids.demo}/data-exports`);
    expect([202, 409]).toContain(again.statusCode);

    let state = "queued";
    for (let i = 0; i < 300 && state !== "ready" && state !== "failed"; i++) {
      const list = (await admin("GET", `/api/tenants/${ids.demo}/data-exports`)).json() as {
        id: string;
        state: string;
        progress: number;
      }[];
      state = list.find((row) => row.id === id)!.state;
      if (state !== "ready") await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state).toBe("ready");

    // Another workspace's administrator cannot download it.
    const foreign = await as(SUMMIT, summitAdmin)("GET", `/api/tenants/${ids.demo}/data-exports/${id}/download`);
    expect(foreign.statusCode).toBe(403);
    const download = await admin("GET", `/api/tenants/${ids.demo}/data-exports/${id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    const entries = await unzip(download.rawPayload);

    const contacts = JSON.parse(entries.get("contacts.json")!.toString()) as { tenant_id: string; name: string }[];
    const [stored] = await queryRows<{ n: number }>(
      t.db.owner.db,
      sql`select count(*)::int as n from contacts where tenant_id = ${ids.demo}::uuid`,
    );
    expect(contacts.length).toBe(stored!.n);
    expect(new Set(contacts.map((row) => row.tenant_id))).toEqual(new Set([ids.demo]));
    const csv = entries.get("contacts.csv")!.toString();
    expect(csv.split("\n")[0]).toContain("name");
    expect(csv).toContain(contacts[0]!.name);
    for (const name of ["tickets", "ticket_comments", "documents", "appointments", "audit_events", "users"]) {
      expect(entries.has(`${name}.csv`), name).toBe(true);
      expect(entries.has(`${name}.json`), name).toBe(true);
    }
    // Users, without a credential.
    const users = entries.get("users.csv")!.toString();
    expect(users).toContain(DEMO_LOGINS.demoAdmin.email);
    expect(users.split("\n")[0]).not.toMatch(/password|secret|token/);
    expect(users).not.toContain(DEMO_LOGINS.summitAdmin.email);
    // The portal documents' bytes.
    const files = [...entries.keys()].filter((name) => name.startsWith("files/documents/"));
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((name) => name.startsWith(`files/documents/${ids.demo}/`))).toBe(true);
    expect(entries.get(files[0]!)!.length).toBeGreaterThan(0);
    expect(JSON.parse(entries.get("manifest.json")!.toString())).toMatchObject({ tenantId: ids.demo });

    const mails = await t.db.owner.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, DEMO_LOGINS.demoAdmin.email));
    expect(mails.map((mail) => mail.subject)).toContain("Your Demo Health Clinic data export is ready");
  });

  it("is built once when its job runs twice, at the same time or again after it finished: one ZIP, one e-mail", async () => {
    const [row] = await t.db.owner.db
      .insert(tenantDataExports)
      .values({ tenantId: ids.summit, requestedBy: "Twice" })
      .returning({ id: tenantDataExports.id });
    const deps = { db: t.db.app.db, storage: createFileStorage(t.config), now: () => new Date() };
    let mailed = 0;
    const whenReady = async () => {
      mailed += 1;
    };
    const [a, b] = await Promise.all([
      buildExport(deps, ids.summit, row!.id, whenReady),
      buildExport(deps, ids.summit, row!.id, whenReady),
    ]);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(mailed).toBe(1);
    // A retry after the first run finished (its node died before pg-boss heard of it) does nothing.
    expect(await buildExport(deps, ids.summit, row!.id, whenReady)).toBeGreaterThan(0);
    expect(mailed).toBe(1);
    const [after] = await t.db.owner.db
      .select({ state: tenantDataExports.state, progress: tenantDataExports.progress })
      .from(tenantDataExports)
      .where(eq(tenantDataExports.id, row!.id));
    expect(after).toEqual({ state: "ready", progress: 100 });
  });

  it("answers 400 for a malformed export id and 404 for another's", async () => {
    const admin = as(DEMO, demoAdmin);
    expect((await admin("GET", `/api/tenants/${ids.demo}/data-exports/not-an-id/download`)).statusCode).toBe(400);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const missing = await admin("GET", `/api/tenants/${ids.demo}/data-exports/${unknown}/download`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TENANT_DATA_MESSAGES.exportNotFound);
  });
});

describe("the workspace's deletion", () => {
  it("needs the subdomain typed, waits 14 days, can be cancelled, then removes every row of the workspace and nothing else", async () => {
    const admin = as(SUMMIT, summitAdmin);
    const url = `/api/tenants/${ids.summit}/deletion`;
    expect(
      (await as(DEMO, demoStaff)("POST", `/api/tenants/${ids.demo}/deletion`, { confirm: "demo" })).statusCode,
    ).toBe(403);
    const wrong = await admin("POST", url, { confirm: "demo" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.confirm).toEqual([TENANT_DATA_MESSAGES.confirmMismatch]);
    expect((await admin("GET", url)).json()).toEqual({ scheduledFor: null, requestedBy: null });

    const scheduled = await admin("POST", url, { confirm: " Summit " });
    expect(scheduled.statusCode).toBe(200);
    const due = new Date(scheduled.json().scheduledFor).getTime();
    expect(Math.abs(due - (Date.now() + TENANT_DELETION_GRACE_DAYS * 86_400_000))).toBeLessThan(60_000);
    expect((await admin("POST", url, { confirm: "summit" })).statusCode).toBe(409);
    expect((await admin("DELETE", url)).json()).toEqual({ scheduledFor: null, requestedBy: null });
    expect((await admin("DELETE", url)).statusCode).toBe(409);
    expect((await admin("POST", url, { confirm: "summit" })).statusCode).toBe(200);

    const storage = createFileStorage(t.config);
    const log = t.app.log;
    const demoBefore = await rowsPerTable(ids.demo);
    const summitBefore = await rowsPerTable(ids.summit);
    expect(Object.values(summitBefore).reduce((a, b) => a + b, 0)).toBeGreaterThan(20);
    // Not yet: a day before it is due, nothing goes.
    expect(await purgeDueTenants(t.db.app.db, storage, new Date(due - 86_400_000), log)).toBe(0);
    expect(await rowsPerTable(ids.summit)).toEqual(summitBefore);
    expect(await purgeDueTenants(t.db.app.db, storage, new Date(due + 1000), log)).toBe(1);

    const summitAfter = await rowsPerTable(ids.summit);
    expect(Object.entries(summitAfter).filter(([, n]) => n > 0)).toEqual([]);
    expect(await t.db.owner.db.select().from(tenants).where(eq(tenants.id, ids.summit))).toEqual([]);
    expect(await rowsPerTable(ids.demo)).toEqual(demoBefore);
  });

  it("the super admin can schedule and cancel any workspace's deletion; a tenant's admin cannot use that route", async () => {
    const superAdmin = await platformCookie(t.app, DEMO_LOGINS.superAdmin.email, DEMO_LOGINS.superAdmin.password);
    const url = `/api/platform/tenants/${ids.demo}/deletion`;
    const asTenantAdmin = await call(t.app, "POST", url, { confirm: "demo" }, { host: DEMO, cookie: demoAdmin });
    expect(asTenantAdmin.statusCode).toBeGreaterThanOrEqual(401);
    expect(asTenantAdmin.statusCode).toBeLessThan(500);
    expect((await call(t.app, "POST", url, { confirm: "nope" }, { cookie: superAdmin })).statusCode).toBe(400);
    const scheduled = await call(t.app, "POST", url, { confirm: "demo" }, { cookie: superAdmin });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().requestedBy).toBe("EngageSuite support");
    // The workspace's own administrator sees it, and can cancel it.
    expect((await as(DEMO, demoAdmin)("GET", `/api/tenants/${ids.demo}/deletion`)).json().scheduledFor).toBe(
      scheduled.json().scheduledFor,
    );
    // The registry shows it on the workspace's row until it is cancelled.
    const registryDate = async () =>
      (
        (await call(t.app, "GET", "/api/platform/tenants", undefined, { cookie: superAdmin })).json() as {
          id: string;
          deletionScheduledFor: string | null;
        }[]
      ).find((row) => row.id === ids.demo)?.deletionScheduledFor;
    expect(await registryDate()).toBe(scheduled.json().scheduledFor);
    const cancelled = await call(t.app, "DELETE", url, undefined, { cookie: superAdmin });
    expect(cancelled.json()).toEqual({ scheduledFor: null, requestedBy: null });
    expect(await registryDate()).toBeNull();
  });
});
