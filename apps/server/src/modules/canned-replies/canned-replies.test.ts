import { CANNED_REPLY_MESSAGES, CANNED_REPLY_TITLE_MAX } from "@engagesuite/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, demoStaffCookies } from "../../test/http";
import { cannedReplies } from "../helpdesk/schema";

let t: TestApp;
let ids: { demo: string; summit: string };
let admin: string;
let staff: string;
let summit: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const _L = DEMO_LOGINS;
const URL = "/api/helpdesk/canned-replies";

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  ({ admin, staff, summit } = await demoStaffCookies(t.app));
});
afterAll(() => t.close());

const demo = (cookie: string, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie });
const rowsOf = async (tenantId: string) =>
  t.db.owner.db.select().from(cannedReplies).where(eq(cannedReplies.tenantId, tenantId));

describe("canned replies", () => {
  it("lists the demo tenant's seeded replies by title, to staff too, and only its own", async () => {
    const res = await demo(staff, "GET", URL);
    expect(res.statusCode).toBe(200);
    const titles = res.json().map((r: { title: string }) => r.title);
    expect(titles.length).toBeGreaterThanOrEqual(3);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(res.json()[0].body).toContain("{{");
    const theirs = (await call(t.app, "GET", URL, undefined, { host: SUMMIT, cookie: summit })).json();
    const mine = new Set(res.json().map((r: { id: string }) => r.id));
    expect(theirs.length).toBeGreaterThan(0);
    for (const reply of theirs) expect(mine.has(reply.id)).toBe(false);
  });

  it("lets the admin add, edit and delete one", async () => {
    const created = await demo(admin, "POST", URL, { title: " Out of office ", body: "Hi {{contact.first_name}}" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: "Out of office", body: "Hi {{contact.first_name}}" });
    const id = created.json().id;
    const edited = await demo(admin, "PATCH", `${URL}/${id}`, { body: "Back on Monday, {{staff.name}}" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: "Out of office", body: "Back on Monday, {{staff.name}}" });
    expect((await demo(staff, "GET", URL)).json().some((r: { id: string }) => r.id === id)).toBe(true);
    expect((await demo(admin, "DELETE", `${URL}/${id}`)).statusCode).toBe(204);
    expect((await demo(admin, "DELETE", `${URL}/${id}`)).statusCode).toBe(404);
  });

  it("keeps changes from staff (403) and writes nothing", async () => {
    const before = await rowsOf(ids.demo);
    const [one] = before;
    const created = await demo(staff, "POST", URL, { title: "Staff one", body: "x" });
    expect(created.statusCode).toBe(403);
    expect(created.json().message).toBe("Only a workspace administrator can change canned replies");
    expect((await demo(staff, "PATCH", `${URL}/${one!.id}`, { title: "Mine now" })).statusCode).toBe(403);
    expect((await demo(staff, "DELETE", `${URL}/${one!.id}`)).statusCode).toBe(403);
    expect(await rowsOf(ids.demo)).toEqual(before);
  });

  it("answers 400 for an empty or too long title or body, 409 for a title taken in any case, and writes nothing", async () => {
    const before = await rowsOf(ids.demo);
    const existing = before[0]!;
    const cases: Array<[object, number, string]> = [
      [{ title: "  ", body: "x" }, 400, CANNED_REPLY_MESSAGES.titleRequired],
      [{ title: "x".repeat(CANNED_REPLY_TITLE_MAX + 1), body: "x" }, 400, CANNED_REPLY_MESSAGES.titleTooLong],
      [{ title: "Fine", body: "   " }, 400, CANNED_REPLY_MESSAGES.bodyRequired],
      [{ title: "Fine", body: "x".repeat(5_001) }, 400, CANNED_REPLY_MESSAGES.bodyTooLong],
      [{ title: "Fine" }, 400, CANNED_REPLY_MESSAGES.bodyRequired],
      [{ title: existing.title.toUpperCase(), body: "x" }, 409, CANNED_REPLY_MESSAGES.titleTaken],
    ];
    for (const [body, status, message] of cases) {
      const res = await demo(admin, "POST", URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const other = before[1]!;
    const rename = await demo(admin, "PATCH", `${URL}/${other.id}`, { title: ` ${existing.title.toLowerCase()} ` });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(CANNED_REPLY_MESSAGES.titleTaken);
    expect((await demo(admin, "PATCH", `${URL}/${other.id}`, {})).statusCode).toBe(400);
    expect((await demo(admin, "PATCH", `${URL}/not-a-uuid`, { title: "x" })).statusCode).toBe(400);
    expect(await rowsOf(ids.demo)).toEqual(before);
    // Renaming to its own title in another case is no twin.
    const same = await demo(admin, "PATCH", `${URL}/${existing.id}`, { title: existing.title.toUpperCase() });
    expect(same.statusCode).toBe(200);
    await demo(admin, "PATCH", `${URL}/${existing.id}`, { title: existing.title });
  });

  it("never reads or changes another tenant's reply (404), and a title may repeat across tenants", async () => {
    const [theirs] = await rowsOf(ids.summit);
    const before = await rowsOf(ids.summit);
    expect((await demo(admin, "PATCH", `${URL}/${theirs!.id}`, { title: "Hijacked" })).statusCode).toBe(404);
    expect((await demo(admin, "DELETE", `${URL}/${theirs!.id}`)).statusCode).toBe(404);
    expect(await rowsOf(ids.summit)).toEqual(before);
    const twin = await demo(admin, "POST", URL, { title: theirs!.title, body: "Same title, other workspace" });
    expect(twin.statusCode).toBe(201);
    const [count] = await t.db.owner.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cannedReplies)
      .where(sql`lower(${cannedReplies.title}) = lower(${theirs!.title})`);
    expect(count!.n).toBe(2);
  });
});
