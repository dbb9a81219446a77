import { CONTACT_BULK_MESSAGES } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom } from "../../test/http";

let t: TestApp;
let ids: { demo: string; summit: string };
let demoStaff: string;
let demoAdmin: string;
let summitAdmin: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function staffCookie(host: string, username: string, password: string) {
  const res = await call(t.app, "POST", "/api/auth/tenant/login", { username, password }, { host });
  expect(res.statusCode).toBe(200);
  return cookieFrom(res);
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  demoStaff = await staffCookie(DEMO, DEMO_LOGINS.demoStaff.username, DEMO_LOGINS.demoStaff.password);
  demoAdmin = await staffCookie(DEMO, DEMO_LOGINS.demoAdmin.username, DEMO_LOGINS.demoAdmin.password);
  summitAdmin = await staffCookie(SUMMIT, DEMO_LOGINS.summitAdmin.username, DEMO_LOGINS.summitAdmin.password);
});
afterAll(() => t.close());

const asStaff = (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie: demoStaff });
const asAdmin = (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie: demoAdmin });
const asSummit = (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: SUMMIT, cookie: summitAdmin });
const bulkUrl = () => `/api/tenants/${ids.demo}/contacts/bulk`;

async function newContact(name: string, extra: Record<string, unknown> = {}) {
  const res = await asStaff("POST", `/api/tenants/${ids.demo}/contacts`, { name, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; status: string; tagIds: string[] };
}
const listed = async (query: string) =>
  (await asStaff("GET", `/api/tenants/${ids.demo}/contacts${query}&limit=200`)).json() as {
    name: string;
    status: string;
    type: string;
    tagIds: string[];
    ownerUserId: string | null;
  }[];

async function bulkJobCount(): Promise<number> {
  const result = await t.db.owner.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'contacts-bulk'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** Polls the job's progress until it is done or failed (the workers run in the test app). */
async function finished(jobId: string, cookie = demoStaff): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const res = await call(t.app, "GET", `${bulkUrl()}/${jobId}`, undefined, { host: DEMO, cookie });
    expect(res.statusCode).toBe(200);
    const { state } = res.json();
    if (state === "done" || state === "failed") return state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the bulk job did not finish");
}

describe("bulk actions", () => {
  it("tag the ticked contacts, then change the status of all matching the tag, with a progress to poll", async () => {
    const a = await newContact("Bulk Alpha");
    const b = await newContact("Bulk Beta");
    await newContact("Bulk Gamma");
    const tag = (await asStaff("POST", `/api/tenants/${ids.demo}/tags`, { name: "Bulk tag" })).json();
    const tagging = await asStaff("POST", bulkUrl(), {
      action: { kind: "tag", tagId: tag.id },
      selection: { ids: [a.id, b.id] },
    });
    expect(tagging.statusCode).toBe(202);
    expect(tagging.json()).toMatchObject({ state: "queued", total: 2 });
    expect(await finished(tagging.json().id)).toBe("done");
    expect((await listed(`?tags=${tag.id}`)).map((c) => c.name)).toEqual(["Bulk Alpha", "Bulk Beta"]);

    const change = await asStaff("POST", bulkUrl(), {
      action: { kind: "status", status: "INACTIVE" },
      selection: { filter: { tags: [tag.id] } },
    });
    expect(change.statusCode).toBe(202);
    expect(change.json().total).toBe(2);
    expect(await finished(change.json().id)).toBe("done");
    const rows = await listed("?search=bulk ");
    expect(rows.map((c) => [c.name, c.status])).toEqual([
      ["Bulk Alpha", "INACTIVE"],
      ["Bulk Beta", "INACTIVE"],
      ["Bulk Gamma", "ACTIVE"],
    ]);
    const audit = await asAdmin("GET", `/api/tenants/${ids.demo}/audit-events?action=contacts_bulk_update`);
    expect(audit.json().events[0]).toMatchObject({ action: "contacts_bulk_update", target: "2 contacts" });
  });

  it("assigns an owner and untags in bulk; a bulk delete is the administrator's", async () => {
    const c = await newContact("Bulk Owned");
    const owners = (await asStaff("GET", `/api/tenants/${ids.demo}/contact-owners`)).json();
    const owning = await asStaff("POST", bulkUrl(), {
      action: { kind: "owner", ownerUserId: owners[0].id },
      selection: { filter: { search: "bulk owned" } },
    });
    expect(await finished(owning.json().id)).toBe("done");
    expect((await listed("?search=bulk owned"))[0]?.ownerUserId).toBe(owners[0].id);
    const tag = (await asStaff("POST", `/api/tenants/${ids.demo}/tags`, { name: "Untag me" })).json();
    await asStaff("PUT", `/api/contacts/${c.id}/tags/${tag.id}`);
    const untagging = await asStaff("POST", bulkUrl(), {
      action: { kind: "untag", tagId: tag.id },
      selection: { ids: [c.id] },
    });
    expect(await finished(untagging.json().id)).toBe("done");
    expect((await listed("?search=bulk owned"))[0]?.tagIds).toEqual([]);

    const refused = await asStaff("POST", bulkUrl(), { action: { kind: "delete" }, selection: { ids: [c.id] } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONTACT_BULK_MESSAGES.deleteIsAdmins);
    expect(await listed("?search=bulk owned")).toHaveLength(1);
    const deleting = await asAdmin("POST", bulkUrl(), { action: { kind: "delete" }, selection: { ids: [c.id] } });
    expect(deleting.statusCode).toBe(202);
    expect(await finished(deleting.json().id, demoAdmin)).toBe("done");
    expect(await listed("?search=bulk owned")).toHaveLength(0);
  });

  it.each([
    [{ action: { kind: "explode" }, selection: { ids: ["00000000-0000-4000-8000-000000000001"] } }],
    [{ action: { kind: "status", status: "GONE" }, selection: { filter: {} } }],
    [{ action: { kind: "status", status: "INACTIVE" }, selection: { ids: [] } }],
    [{ action: { kind: "status", status: "INACTIVE" }, selection: { ids: ["nope"] } }],
    [{ action: { kind: "type", type: "NOT_A_TYPE" }, selection: { filter: {} } }],
    [{ action: { kind: "tag", tagId: "00000000-0000-4000-8000-000000000001" }, selection: { filter: {} } }],
    [{ action: { kind: "status", status: "INACTIVE" }, selection: { filter: { search: "matches nothing at all" } } }],
  ])("refuses %o with 400 or 404 and starts nothing", async (body) => {
    const before = await bulkJobCount();
    const res = await asStaff("POST", bulkUrl(), body);
    expect([400, 404]).toContain(res.statusCode);
    const after = await bulkJobCount();
    expect(after).toEqual(before);
  });

  it("changes every contact or none: a failure mid-way leaves all as they were", async () => {
    const names = ["Atomic One", "Atomic Two", "Atomic Zulu"];
    for (const name of names) await newContact(name);
    // A trigger that refuses one of the rows: the statement fails after others were already updated.
    await t.db.owner.db.execute(sql`create or replace function test_refuse_zulu() returns trigger language plpgsql as $$
      begin if new.name = 'Atomic Zulu' and new.status = 'INACTIVE' then raise exception 'forced failure'; end if;
      return new; end $$`);
    await t.db.owner.db.execute(
      sql`create trigger test_refuse_zulu before update on contacts for each row execute function test_refuse_zulu()`,
    );
    try {
      const res = await asStaff("POST", bulkUrl(), {
        action: { kind: "status", status: "INACTIVE" },
        selection: { filter: { search: "atomic" } },
      });
      expect(res.json().total).toBe(3);
      expect(await finished(res.json().id)).toBe("failed");
      expect((await listed("?search=atomic")).map((c) => c.status)).toEqual(["ACTIVE", "ACTIVE", "ACTIVE"]);
    } finally {
      await t.db.owner.db.execute(sql`drop trigger test_refuse_zulu on contacts`);
    }
  });

  it("all matching honours the filter and never reaches another workspace", async () => {
    const summitContact = (
      await asSummit("POST", `/api/tenants/${ids.summit}/contacts`, { name: "Crosswise Summit" })
    ).json();
    await newContact("Crosswise Demo", { status: "PENDING" });
    await newContact("Crosswise Demo Active");
    const res = await asStaff("POST", bulkUrl(), {
      action: { kind: "status", status: "INACTIVE" },
      selection: { filter: { search: "crosswise", status: "PENDING" } },
    });
    expect(res.json().total).toBe(1);
    expect(await finished(res.json().id)).toBe("done");
    expect((await listed("?search=crosswise")).map((c) => [c.name, c.status])).toEqual([
      ["Crosswise Demo", "INACTIVE"],
      ["Crosswise Demo Active", "ACTIVE"],
    ]);
    const summitRows = (await asSummit("GET", `/api/tenants/${ids.summit}/contacts?search=crosswise`)).json();
    expect(summitRows[0]).toMatchObject({ id: summitContact.id, status: "ACTIVE" });

    // Summit's contact id among the demo's ticked rows: nothing of summit changes; its job is not readable here.
    const ticked = await asStaff("POST", bulkUrl(), {
      action: { kind: "status", status: "PENDING" },
      selection: { ids: [summitContact.id] },
    });
    expect(ticked.statusCode).toBe(400);
    const summitJob = await asSummit("POST", `/api/tenants/${ids.summit}/contacts/bulk`, {
      action: { kind: "status", status: "PENDING" },
      selection: { ids: [summitContact.id] },
    });
    expect(summitJob.statusCode).toBe(202);
    expect((await asStaff("GET", `${bulkUrl()}/${summitJob.json().id}`)).statusCode).toBe(404);
    expect((await asStaff("GET", `/api/tenants/${ids.summit}/contacts/bulk/${summitJob.json().id}`)).statusCode).toBe(
      403,
    );
  });

  it("exports only the ticked contacts as CSV, for the administrator, never another workspace's", async () => {
    const a = await newContact("Ticked Export Alpha", { email: "alpha@ticked.example" });
    const b = await newContact("Ticked Export Beta");
    await newContact("Ticked Export Gamma (not ticked)");
    const url = `/api/tenants/${ids.demo}/contacts/export-selected`;
    const res = await asAdmin("POST", url, { ids: [b.id, a.id, a.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="contacts-demo-/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("Ticked Export Alpha");
    expect(lines[1]).toContain("alpha@ticked.example");
    expect(lines[2]).toContain("Ticked Export Beta");
    expect(res.body).not.toContain("Gamma");

    // A member who may not export is refused; another workspace's admin exports none of these.
    expect((await asStaff("POST", url, { ids: [a.id] })).statusCode).toBe(403);
    const foreign = await asSummit("POST", `/api/tenants/${ids.summit}/contacts/export-selected`, {
      ids: [a.id, b.id],
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body.trim().split(/\r?\n/)).toHaveLength(1);
    expect((await asSummit("POST", url, { ids: [a.id] })).statusCode).toBe(403);
    // Bad input: nothing ticked, a malformed id.
    const none = await asAdmin("POST", url, { ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(CONTACT_BULK_MESSAGES.none);
    expect((await asAdmin("POST", url, { ids: ["nope"] })).statusCode).toBe(400);
  });
});
