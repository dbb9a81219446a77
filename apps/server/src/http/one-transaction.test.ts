import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoTenantIds, type TestApp } from "../test/harness";
import { call, demoStaffCookies } from "../test/http";

/*
 * A oneTransaction route (http/serve.ts): on PostgreSQL its session lookup goes in the message that opens the tenant
 * transaction, its reads join that transaction, and the connection goes back to the pool whatever the answer.
 */

let t: TestApp;
let cookies: { admin: string; staff: string; summit: string };
let demoId: string;
const DEMO = "demo.localhost:3000";

beforeAll(async () => {
  t = await createTestApp();
  cookies = await demoStaffCookies(t.app);
  demoId = (await demoTenantIds(t)).demo;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string, host = DEMO) => call(t.app, "GET", url, undefined, { host, cookie });

/** The texts PostgreSQL receives while `fn` runs (every pg client of this process). */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0];
    seen.push(typeof config === "string" ? config : ((config as { text?: string }).text ?? ""));
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

describe("one transaction per hot read", () => {
  it("answers the hot routes as before, for the member of the host's workspace only", async () => {
    const list = await get(`/api/tenants/${demoId}/contacts?limit=5`, cookies.staff);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(5);
    expect(Number(list.headers["x-total-count"])).toBeGreaterThan(5);
    const tickets = await get(`/api/helpdesk/tickets/tenant/${demoId}`, cookies.admin);
    expect(tickets.statusCode).toBe(200);
    expect(Array.isArray(tickets.json())).toBe(true);
    expect((await get("/api/notifications/unread-count", cookies.staff)).statusCode).toBe(200);
    // Another workspace's member, no session, a session cookie that names nothing.
    expect((await get(`/api/tenants/${demoId}/contacts`, cookies.summit)).statusCode).toBe(403);
    expect((await get(`/api/tenants/${demoId}/contacts`)).statusCode).toBe(401);
    expect((await get(`/api/tenants/${demoId}/contacts`, "es_session=forged")).statusCode).toBe(401);
  });

  it("ends a signed-out session at once", async () => {
    const own = await demoStaffCookies(t.app);
    expect((await get(`/api/tenants/${demoId}/contacts?limit=1`, own.staff)).statusCode).toBe(200);
    const out = await call(t.app, "POST", "/api/auth/logout", {}, { host: DEMO, cookie: own.staff });
    expect(out.statusCode).toBeLessThan(300);
    expect((await get(`/api/tenants/${demoId}/contacts?limit=1`, own.staff)).statusCode).toBe(401);
  });

  it("on PostgreSQL, looks the session up in the message that opens the transaction, and reads inside it", async () => {
    const texts = await statementsDuring(() => get(`/api/tenants/${demoId}/contacts?limit=5`, cookies.staff));
    // PGlite (one connection, no pool) is not reached through pg.Client: nothing to count there.
    if (t.db.kind === "postgres") {
      const opening = texts.filter((text) => text.startsWith("begin;"));
      expect(opening).toHaveLength(1);
      expect(opening[0]).toMatch(/set_config\('app\.tenant_id'.*from "staff_sessions"/s);
      // No lookup of its own, and one commit for the whole request.
      expect(texts.filter((text) => /from "staff_sessions"/.test(text))).toHaveLength(1);
      expect(texts.filter((text) => text === "commit")).toHaveLength(1);
    } else expect(texts).toEqual([]);
  });

  it("gives every connection back, whatever the answer (200, 400, 401, 403, 404)", async () => {
    const answers = [];
    for (let round = 0; round < 5; round++) {
      answers.push(
        (await get(`/api/tenants/${demoId}/contacts?limit=2`, cookies.staff)).statusCode,
        (await get(`/api/tenants/${demoId}/contacts?cursor=not-a-cursor`, cookies.staff)).statusCode,
        (await get(`/api/tenants/${demoId}/contacts`, cookies.summit)).statusCode,
        (await get(`/api/tenants/${demoId}/contacts/00000000-0000-4000-8000-000000000000`, cookies.staff)).statusCode,
        (await get(`/api/helpdesk/tickets/tenant/${demoId}?cursor=nope`, cookies.staff)).statusCode,
      );
    }
    expect(new Set(answers)).toEqual(new Set([200, 400, 403, 404]));
    const pool = (t.db.app.db as { $client?: unknown }).$client;
    if (pool instanceof pg.Pool) {
      expect(pool.waitingCount).toBe(0);
      expect(pool.idleCount).toBe(pool.totalCount);
    }
    // And the database still answers every request after them.
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => get(`/api/tenants/${demoId}/contacts?limit=1`, cookies.staff)),
    );
    expect(burst.every((res) => res.statusCode === 200)).toBe(true);
  });
});
