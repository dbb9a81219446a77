import { HELPDESK_MESSAGES, TICKET_STATUSES } from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { contacts, portalClients, tickets, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, portalCookie } from "../../test/http";

/* The help desk queue at scale (issue 22): keyset pages, counts, filters, search, the contact link. */

let t: TestApp;
let ids: { demo: string; summit: string };
let admin: string;
let staff: string;
let summit: string;
let client: string;
let staffId: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const L = DEMO_LOGINS;

type T = {
  id: string;
  number: number;
  title: string;
  status: string;
  priority: string;
  type: string;
  createdAt: string;
  updatedAt: string;
  contactId: string | null;
  contactName: string | null;
  assigneeId: string | null;
};

const login = async (host: string, username: string, password: string) =>
  cookieFrom(await call(t.app, "POST", "/api/auth/tenant/login", { username, password }, { host }));
const get = (cookie: string, url: string, host = DEMO) => call(t.app, "GET", url, undefined, { host, cookie });
const post = (cookie: string, url: string, body: unknown, host = DEMO) =>
  call(t.app, "POST", url, body, { host, cookie });
const patch = (cookie: string, url: string, body: unknown, host = DEMO) =>
  t.app.inject({ method: "PATCH", url, payload: body as object, headers: { host, cookie, origin: `http://${host}` } });
const list = (cookie: string, tenantId: string, query = "", host = DEMO) =>
  get(cookie, `/api/helpdesk/tickets/tenant/${tenantId}${query ? `?${query}` : ""}`, host);

async function newTicket(body: object, cookie = admin) {
  const res = await post(cookie, "/api/helpdesk/tickets", { title: "T", description: "D", ...body });
  expect(res.statusCode).toBe(201);
  return res.json() as T;
}

/** Every page of a query, following X-Next-Cursor. */
async function allPages(cookie: string, tenantId: string, query: string, host = DEMO) {
  const seen: T[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 100; i++) {
    const res = await list(cookie, tenantId, `${query}${cursor ? `&cursor=${cursor}` : ""}`, host);
    expect(res.statusCode).toBe(200);
    seen.push(...(res.json() as T[]));
    cursor = res.headers["x-next-cursor"] as string | undefined;
    if (!cursor) return seen;
  }
  throw new Error("too many pages");
}

/** The counts per status as count(*) sees them. */
async function countedByStatus(tenantId: string) {
  const rows = await t.db.owner.db
    .select({ status: tickets.status, n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(eq(tickets.tenantId, tenantId))
    .groupBy(tickets.status);
  const out = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0]));
  for (const r of rows) out[r.status] = r.n;
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  admin = await login(DEMO, L.demoAdmin.username, L.demoAdmin.password);
  staff = await login(DEMO, L.demoStaff.username, L.demoStaff.password);
  summit = await login(SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
  client = await portalCookie(t.app, DEMO, {
    email: L.demoPortalClient.email,
    password: L.demoPortalClient.password,
    tenantId: ids.demo,
  });
  const [riley] = await t.db.owner.db.select().from(users).where(eq(users.username, L.demoStaff.username));
  staffId = riley!.id;
  // Summit gets 520 tickets: every status and priority, half of them at one instant (ties in created_at).
  const statuses = sql.raw(`(array[${TICKET_STATUSES.map((s) => `'${s}'`).join(",")}])`);
  await t.db.owner.db.execute(sql`
    insert into tickets (tenant_id, number, title, description, type, priority, status, created_at, updated_at)
    select ${ids.summit}, g,
      case when g = 1 then 'Zebrafish retainer question' else 'Matter ' || g end,
      'Bulk ticket ' || g,
      'general',
      (array['low','medium','high','critical'])[1 + g % 4],
      ${statuses}[1 + g % 7],
      case when g % 2 = 0 then timestamptz '2026-01-01 12:00:00+00' else timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute' end,
      timestamptz '2026-02-01 00:00:00+00' + (g % 3) * interval '1 second'
    from generate_series(1, 520) g`);
  await t.db.owner.db.execute(
    sql`insert into ticket_counters (tenant_id, last_number) values (${ids.summit}, 520)
        on conflict (tenant_id) do update set last_number = 520`,
  );
});
afterAll(() => t.close());

describe("a 520-ticket tenant", () => {
  it("counts all 520 exactly, pages with no gap or repeat in every sort, and finds ticket 1 by word and by number", async () => {
    const counts = (await get(summit, `/api/helpdesk/tickets/tenant/${ids.summit}/counts`, SUMMIT)).json();
    expect(counts).toEqual(await countedByStatus(ids.summit));
    expect(Object.values(counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(520);

    const first = await list(summit, ids.summit, "limit=50", SUMMIT);
    expect(first.json()).toHaveLength(50);
    expect(first.headers["x-total-count"]).toBe("520");
    expect(first.headers["x-next-cursor"]).toBeTruthy();
    const second = await list(summit, ids.summit, `limit=50&cursor=${first.headers["x-next-cursor"]}`, SUMMIT);
    expect(second.headers["x-total-count"]).toBeUndefined();

    const rank = { low: 1, medium: 2, high: 3, critical: 4 } as Record<string, number>;
    for (const sort of ["created", "updated", "priority"] as const) {
      for (const order of ["asc", "desc"] as const) {
        const rows = await allPages(summit, ids.summit, `limit=77&sort=${sort}&order=${order}`, SUMMIT);
        expect(rows).toHaveLength(520);
        expect(new Set(rows.map((r) => r.id)).size).toBe(520);
        const key = (r: T) =>
          sort === "priority"
            ? [rank[r.priority]!, Date.parse(r.createdAt), r.id]
            : [Date.parse(sort === "created" ? r.createdAt : r.updatedAt), r.id];
        for (let i = 1; i < rows.length; i++) {
          const [a, b] = [key(rows[i - 1]!), key(rows[i]!)];
          const cmp = a.findIndex((v, j) => v !== b[j]);
          expect(cmp).toBeGreaterThanOrEqual(0);
          const before = a[cmp]! < b[cmp]!;
          expect(before).toBe(order === "asc");
        }
      }
    }

    for (const search of ["zebra", "Zebrafish retainer", "1", "#00001", "#1"]) {
      const found = (
        await list(summit, ids.summit, `limit=200&search=${encodeURIComponent(search)}`, SUMMIT)
      ).json() as T[];
      expect(found.map((r) => r.number)).toContain(1);
      if (search.startsWith("#")) expect(found.map((r) => r.number)).toEqual([1]);
    }
  });

  it("totals a status group from the counts and a filter by counting (capped answer past 1,000 never here)", async () => {
    const counted = await countedByStatus(ids.summit);
    const open = await list(summit, ids.summit, "status=new,open&limit=5", SUMMIT);
    expect(open.headers["x-total-count"]).toBe(String(counted.new! + counted.open!));
    const both = await allPages(summit, ids.summit, "status=new&status=open&limit=50", SUMMIT);
    expect(both).toHaveLength(counted.new! + counted.open!);
    expect(new Set(both.map((r) => r.status))).toEqual(new Set(["new", "open"]));
    const critical = await list(summit, ids.summit, "priority=critical&limit=10", SUMMIT);
    expect(critical.headers["x-total-count"]).toBe("130");
  });
});

describe("filters and search", () => {
  it("filters by status, priority, assignee, category, contact and created range; searches title, description, comments", async () => {
    const [maria] = await t.db.owner.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.tenantId, ids.demo), eq(contacts.name, "Maria Gonzalez")));
    const a = await newTicket({ title: "Flu shot booking", description: "Needs an appointment", priority: "critical" });
    const b = await newTicket({
      title: "Invoice copy",
      description: "Quarterly statement missing",
      contactId: maria!.id,
    });
    const c = await newTicket({ title: "Parking", description: "Where to park", type: "billing_insurance" });
    expect(c.type).toBe("billing_insurance");
    expect(b.contactId).toBe(maria!.id);
    expect(b.contactName).toBe("Maria Gonzalez");
    expect(
      (await patch(admin, `/api/helpdesk/tickets/${a.id}`, { assigneeId: staffId, status: "in_progress" })).statusCode,
    ).toBe(200);
    expect(
      (await post(admin, `/api/helpdesk/tickets/${c.id}/comments`, { content: "Garage levelthree", isInternal: true }))
        .statusCode,
    ).toBe(201);
    expect(
      (await post(admin, `/api/helpdesk/tickets/${b.id}/comments`, { content: "Sent reprint overnight" })).statusCode,
    ).toBe(201);

    const numbers = async (query: string, cookie = admin) =>
      ((await list(cookie, ids.demo, query)).json() as T[]).map((r) => r.number);
    expect(await numbers("priority=critical")).toContain(a.number);
    expect(await numbers("priority=critical")).not.toContain(b.number);
    expect(await numbers("status=in_progress")).toEqual(expect.arrayContaining([a.number]));
    expect(await numbers("status=in_progress")).not.toContain(b.number);
    expect(await numbers("assignee=me", staff)).toContain(a.number);
    expect(await numbers("assignee=me", staff)).not.toContain(b.number);
    expect(await numbers(`assignee=${staffId}`)).toContain(a.number);
    expect(await numbers("assignee=unassigned")).not.toContain(a.number);
    expect(await numbers("assignee=unassigned")).toContain(b.number);
    expect(await numbers("category=billing_insurance")).toContain(c.number);
    expect(await numbers("category=billing_insurance")).not.toContain(a.number);
    expect(await numbers(`contactId=${maria!.id}`)).toEqual([b.number]);
    // Dates are days of the tenant's time zone, which may be behind UTC: start two days back so any zone holds "now".
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await numbers(`createdFrom=2000-01-01&createdTo=2000-12-31`)).toEqual([]);
    expect(await numbers(`createdFrom=${twoDaysAgo}&createdTo=2999-01-01`)).toEqual(
      expect.arrayContaining([a.number, b.number]),
    );
    expect(await numbers("createdTo=2000-12-31")).not.toContain(a.number);

    expect(await numbers("search=flu")).toEqual([a.number]);
    expect(await numbers("search=quarterly")).toEqual([b.number]);
    expect(await numbers("search=reprint")).toEqual([b.number]);
    // Staff find an internal note's words too.
    expect(await numbers("search=levelthree")).toEqual([c.number]);
    expect(await numbers(`search=${encodeURIComponent(`#${String(c.number).padStart(5, "0")}`)}`)).toEqual([c.number]);
    expect(await numbers("search=flu&priority=low")).toEqual([]);
    // Punctuation never breaks the query.
    expect((await list(admin, ids.demo, `search=${encodeURIComponent("&|!:*()'\"")}`)).statusCode).toBe(200);
  });

  it("answers 400 with a clear message to a bad cursor or query", async () => {
    const bad = async (query: string) => {
      const res = await list(admin, ids.demo, query);
      expect(res.statusCode, query).toBe(400);
      return res.json();
    };
    expect((await bad("cursor=not-a-cursor")).message).toBe(HELPDESK_MESSAGES.invalidCursor);
    expect((await bad(`cursor=${Buffer.from('{"v":"x","id":"y"}').toString("base64url")}`)).message).toBe(
      HELPDESK_MESSAGES.invalidCursor,
    );
    // A cursor written for another sort is refused too.
    const page = await list(summit, ids.summit, "limit=1&sort=updated", SUMMIT);
    const cursor = page.headers["x-next-cursor"] as string;
    expect((await list(summit, ids.summit, `limit=1&sort=created&cursor=${cursor}`, SUMMIT)).statusCode).toBe(400);
    await bad("limit=0");
    await bad("limit=201");
    await bad("sort=title");
    await bad("order=up");
    await bad("status=nope");
    await bad("priority=urgent");
    await bad("assignee=someone");
    await bad("createdFrom=yesterday");
    expect(JSON.stringify(await bad("createdFrom=2026-02-01&createdTo=2026-01-01"))).toContain(
      HELPDESK_MESSAGES.createdRangeInvalid,
    );
    await bad("contactId=42");
  });
});

describe("counts", () => {
  it("stay exact after creates, updates and deletes", async () => {
    const countsNow = async () => (await get(admin, `/api/helpdesk/tickets/tenant/${ids.demo}/counts`)).json();
    expect(await countsNow()).toEqual(await countedByStatus(ids.demo));
    const x = await newTicket({ title: "Count me" });
    const y = await newTicket({ title: "Count me too" });
    expect(await countsNow()).toEqual(await countedByStatus(ids.demo));
    await patch(admin, `/api/helpdesk/tickets/${x.id}`, { status: "resolved" });
    await patch(admin, `/api/helpdesk/tickets/${y.id}`, { status: "closed" });
    await patch(admin, `/api/helpdesk/tickets/${y.id}`, { priority: "low" });
    expect(await countsNow()).toEqual(await countedByStatus(ids.demo));
    await t.db.owner.db.delete(tickets).where(and(eq(tickets.tenantId, ids.demo), eq(tickets.id, x.id)));
    const after = await countsNow();
    expect(after).toEqual(await countedByStatus(ids.demo));
    const total = Object.values(after as Record<string, number>).reduce((a, b) => a + b, 0);
    expect((await list(admin, ids.demo, "limit=1")).headers["x-total-count"]).toBe(String(total));
  });
});

describe("isolation and roles", () => {
  it("never shows tenant A's tickets to tenant B: path ids, counts, a cursor", async () => {
    const own = await newTicket({ title: "Demo secret cardiology" });
    const other = await list(summit, ids.demo, "", SUMMIT);
    expect(other.statusCode).toBe(403);
    expect((await get(summit, `/api/helpdesk/tickets/tenant/${ids.demo}/counts`, SUMMIT)).statusCode).toBe(403);
    expect((await get(client, `/api/helpdesk/tickets/tenant/${ids.demo}/counts`)).statusCode).toBe(401);
    // Demo's cursor on summit's list: only summit's tickets, never demo's.
    const demoPage = await list(admin, ids.demo, "limit=1");
    const cursor = demoPage.headers["x-next-cursor"] as string;
    const crossed = await list(summit, ids.summit, `limit=200&cursor=${cursor}`, SUMMIT);
    expect(crossed.statusCode).toBe(200);
    const rows = crossed.json() as T[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.title.startsWith("Matter") || r.number === 1)).toBe(true);
    expect(rows.every((r) => !r.title.includes("cardiology"))).toBe(true);
    const searched = (await list(summit, ids.summit, "search=cardiology", SUMMIT)).json() as T[];
    expect(searched).toEqual([]);
    // The search function (it runs as the owner) reads the tenant of the transaction, and finds nothing unbound.
    const matchIn = (tenantId: string) =>
      withTenant(t.db.app.db, tenantId, (tx) =>
        queryRows<{ id: string }>(tx, sql`select id from app_ticket_search('cardiology:*', true)`),
      );
    expect((await matchIn(ids.demo)).map((r) => r.id)).toContain(own.id);
    expect(await matchIn(ids.summit)).toEqual([]);
    expect(await queryRows(t.db.app.db, sql`select id from app_ticket_search('cardiology:*', true)`)).toEqual([]);
    expect(
      ((await list(summit, ids.summit, `search=${own.number}`, SUMMIT)).json() as T[]).every((r) => r.id !== own.id),
    ).toBe(true);
    // A contact of another tenant cannot be linked.
    const [robert] = await t.db.owner.db.select().from(contacts).where(eq(contacts.name, "Robert Hale"));
    const res = await post(admin, "/api/helpdesk/tickets", { title: "x", description: "y", contactId: robert!.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(HELPDESK_MESSAGES.contactInvalid);
    expect((await patch(admin, `/api/helpdesk/tickets/${own.id}`, { contactId: robert!.id })).statusCode).toBe(400);
  });

  it("pages a portal client's own tickets only, linked to its contact; staff choose, change and clear a ticket's contact", async () => {
    const [account] = await t.db.owner.db
      .select()
      .from(portalClients)
      .where(and(eq(portalClients.tenantId, ids.demo), eq(portalClients.email, L.demoPortalClient.email)));
    expect(account!.contactId).toBeTruthy();
    const mine = [];
    for (const title of ["Portal one", "Portal two", "Portal three"]) {
      const res = await post(client, "/api/client-portal/tickets", { title, description: "From the portal" });
      expect(res.statusCode).toBe(201);
      mine.push(res.json() as T);
    }
    expect(mine[0]!.contactId).toBe(account!.contactId);
    await newTicket({ title: "Staff only note" });
    const seen: T[] = [];
    let cursor: string | undefined;
    do {
      const res = await get(client, `/api/client-portal/tickets?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.statusCode).toBe(200);
      seen.push(...(res.json() as T[]));
      cursor = res.headers["x-next-cursor"] as string | undefined;
    } while (cursor);
    expect(seen.map((r) => r.title)).toEqual(expect.arrayContaining(["Portal one", "Portal two", "Portal three"]));
    expect(seen.map((r) => r.title)).not.toContain("Staff only note");
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    expect((await get(client, "/api/client-portal/tickets?cursor=zzz")).statusCode).toBe(400);
    expect((await get(client, "/api/client-portal/tickets?status=new")).statusCode).toBe(200);

    // Staff: choose a contact, change it, clear it; a trashed contact is refused.
    const [james] = await t.db.owner.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.tenantId, ids.demo), eq(contacts.name, "James Whitaker")));
    const ticket = mine[1]!;
    const moved = await patch(staff, `/api/helpdesk/tickets/${ticket.id}`, { contactId: james!.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().contactName).toBe("James Whitaker");
    const record = (await get(admin, `/api/tenants/${ids.demo}/contacts/${james!.id}`)).json();
    expect(record.tickets.map((k: { id: string }) => k.id)).toContain(ticket.id);
    expect((await patch(staff, `/api/helpdesk/tickets/${ticket.id}`, { contactId: null })).json().contactId).toBeNull();
    await t.db.owner.db
      .update(contacts)
      .set({ deletedAt: new Date() })
      .where(and(eq(contacts.tenantId, ids.demo), eq(contacts.id, james!.id)));
    expect((await patch(staff, `/api/helpdesk/tickets/${ticket.id}`, { contactId: james!.id })).statusCode).toBe(400);
    // A client cannot name a contact (the field is not part of the portal's body: ignored).
    const sneaky = await post(client, "/api/client-portal/tickets", {
      title: "Sneaky",
      description: "x",
      contactId: james!.id,
    });
    expect(sneaky.json().contactId ?? null).not.toBe(james!.id);
  });
});
