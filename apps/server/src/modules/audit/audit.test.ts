import { AUDIT_MESSAGES, type AuditEvent } from "@engagesuite/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom } from "../../test/http";
import { deleteExpiredAuditEvents } from "./queries";
import { auditEvents } from "./schema";

let t: TestApp;
let ids: { demo: string; summit: string };
let demoAdmin: string;
let demoStaff: string;
let summitAdmin: string;
let adminId: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";

async function signIn(host: string, username: string, password: string) {
  const res = await call(t.app, "POST", "/api/auth/tenant/login", { username, password }, { host });
  expect(res.statusCode).toBe(200);
  return { cookie: cookieFrom(res), id: res.json().user.id as string };
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  const admin = await signIn(DEMO, DEMO_LOGINS.demoAdmin.username, DEMO_LOGINS.demoAdmin.password);
  demoAdmin = admin.cookie;
  adminId = admin.id;
  demoStaff = (await signIn(DEMO, DEMO_LOGINS.demoStaff.username, DEMO_LOGINS.demoStaff.password)).cookie;
  summitAdmin = (await signIn(SUMMIT, DEMO_LOGINS.summitAdmin.username, DEMO_LOGINS.summitAdmin.password)).cookie;
});
afterAll(() => t.close());

const path = () => `/api/tenants/${ids.demo}/audit-events`;
const asAdmin = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie: demoAdmin });
async function events(query = ""): Promise<{ events: AuditEvent[]; nextCursor: string | null; total: number }> {
  const res = await asAdmin("GET", `${path()}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("audit log: what is recorded", () => {
  it("records staff sign-ins with who and the IP, and a known account's failed sign-in", async () => {
    const signIns = (await events(`?action=sign_in&person=${adminId}`)).events;
    expect(signIns[0]).toMatchObject({
      actorId: adminId,
      actorName: "Avery Morgan",
      action: "sign_in",
      ip: "127.0.0.1",
    });

    const bad = { username: DEMO_LOGINS.demoStaff.username, password: "wrong-password-1" };
    const failed = await call(t.app, "POST", "/api/auth/tenant/login", bad, { host: DEMO, remoteAddress: "10.1.2.3" });
    expect(failed.statusCode).toBe(401);
    const [latest] = (await events("?action=sign_in_failed")).events;
    expect(latest).toMatchObject({ actorName: "Riley Chen", action: "sign_in_failed", ip: "10.1.2.3" });
    // An unknown login names no one: nothing is recorded.
    const before = (await events("?action=sign_in_failed")).total;
    const unknown = { username: "nobody-here", password: "wrong-password-1" };
    await call(t.app, "POST", "/api/auth/tenant/login", unknown, { host: DEMO, remoteAddress: "10.1.2.4" });
    expect((await events("?action=sign_in_failed")).total).toBe(before);
  });

  it("records contact import, export and delete", async () => {
    const csv = "name,email\nAudit Person,audit.person@example.com\n";
    expect((await asAdmin("POST", `/api/tenants/${ids.demo}/contacts/import`, { csv })).statusCode).toBe(200);
    expect((await events("?action=contacts_import")).events[0]).toMatchObject({
      actorId: adminId,
      target: "1 contacts",
    });

    expect((await asAdmin("GET", `/api/tenants/${ids.demo}/contacts/export?search=audit`)).statusCode).toBe(200);
    expect((await events("?action=contacts_export")).events[0]).toMatchObject({ actorId: adminId });

    const [contact] = (await asAdmin("GET", `/api/tenants/${ids.demo}/contacts?search=audit%20person`)).json();
    expect((await asAdmin("DELETE", `/api/contacts/${contact.id}`)).statusCode).toBe(204);
    expect((await events("?action=contact_delete")).events[0]).toMatchObject({ actorId: adminId, target: contact.id });
  });

  it("records the staff MFA rule change", async () => {
    const res = await asAdmin("PUT", `/api/tenants/${ids.demo}/staff-mfa`, { required: false });
    expect(res.statusCode).toBe(200);
    const [event] = (await events("?action=staff_mfa_rule")).events;
    expect(event).toMatchObject({ actorId: adminId, target: "Not required" });
  });
});

describe("audit log: reading it", () => {
  it("filters by person and action and pages with a cursor and a total", async () => {
    const all = await events();
    expect(all.total).toBeGreaterThanOrEqual(8);
    for (const e of (await events(`?person=${adminId}`)).events) expect(e.actorId).toBe(adminId);
    for (const e of (await events("?action=contacts_export")).events) expect(e.action).toBe("contacts_export");

    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page = await events(`?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.total).toBe(all.total);
      expect(page.events.length).toBeLessThanOrEqual(3);
      seen.push(...page.events.map((e) => e.id));
      cursor = page.nextCursor;
    }
    expect(seen.length).toBe(all.total);
    expect(new Set(seen).size).toBe(seen.length);
    const times = (await events("?limit=100")).events.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("answers 400 for a bad cursor, action or person and writes nothing", async () => {
    for (const q of ["?cursor=bm9wZQ", "?action=hack", "?person=nope", "?limit=0"]) {
      expect((await asAdmin("GET", `${path()}${q}`)).statusCode).toBe(400);
    }
    expect((await asAdmin("GET", `${path()}?cursor=bm9wZQ`)).json().message).toBe(AUDIT_MESSAGES.invalidCursor);
  });

  it("is for administrators: staff get 403 with the declared message", async () => {
    const res = await call(t.app, "GET", path(), undefined, { host: DEMO, cookie: demoStaff });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUDIT_MESSAGES.adminOnly);
    expect((await call(t.app, "GET", path(), undefined, { host: DEMO })).statusCode).toBe(401);
  });

  it("keeps tenants apart: another tenant's admin cannot read them", async () => {
    const res = await call(t.app, "GET", path(), undefined, { host: SUMMIT, cookie: summitAdmin });
    expect([403, 404]).toContain(res.statusCode);
    const own = await call(t.app, "GET", `/api/tenants/${ids.summit}/audit-events`, undefined, {
      host: SUMMIT,
      cookie: summitAdmin,
    });
    expect(own.statusCode).toBe(200);
    for (const e of own.json().events as AuditEvent[]) {
      expect(e.actorId).not.toBe(adminId);
      expect(e.ip).not.toBe("10.1.2.3");
    }
  });
});

describe("audit log: it cannot be edited", () => {
  it("has no route that changes or deletes an event", async () => {
    const [event] = (await events()).events;
    const urls = [path(), `${path()}/${event!.id}`];
    for (const url of urls) {
      for (const method of ["PUT", "PATCH", "DELETE", "POST"] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { host: DEMO, cookie: demoAdmin, origin: `http://${DEMO}` },
          payload: { action: "sign_in", target: "forged" },
        });
        expect([404, 405]).toContain(res.statusCode);
      }
    }
    expect((await events()).events[0]).toEqual(event);
  });
});

describe("audit log: retention", () => {
  it("deletes events older than a year, idempotently", async () => {
    const old = new Date(Date.now() - 400 * 24 * 3_600_000);
    await withTenant(t.db.app.db, ids.demo, (tx) =>
      tx.insert(auditEvents).values({ tenantId: ids.demo, action: "sign_in", actorName: "Old", createdAt: old }),
    );
    const before = (await events()).total;
    expect(await deleteExpiredAuditEvents(t.db.app.db, 365)).toBe(1);
    expect(await deleteExpiredAuditEvents(t.db.app.db, 365)).toBe(0);
    expect((await events()).total).toBe(before - 1);
  });
});
