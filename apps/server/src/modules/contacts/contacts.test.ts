import { CONTACT_MESSAGES, permissionDeniedMessage } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { contacts } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, portalCookie } from "../../test/http";

let t: TestApp;
let ids: { demo: string; summit: string };
let demoStaff: string;
let demoAdmin: string;
let summitAdmin: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";

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

const asDemo = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie: demoStaff });
/** Importing and exporting are the administrator's (the permission table); the rest is every member's. */
const asDemoAdmin = (method: "GET" | "POST", url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie: demoAdmin });
const list = (query = "") => asDemo("GET", `/api/tenants/${ids.demo}/contacts${query}`);

describe("contacts CRUD", () => {
  it("creates with the spec's defaults, updates, and deletes", async () => {
    const created = await asDemo("POST", `/api/tenants/${ids.demo}/contacts`, {
      name: "  Zoe Quinn ",
      email: "",
      phone: "",
    });
    expect(created.statusCode).toBe(201);
    const contact = created.json();
    expect(contact).toMatchObject({ name: "Zoe Quinn", email: null, phone: null, type: "PATIENT", status: "ACTIVE" });

    const updated = await asDemo("PUT", `/api/contacts/${contact.id}`, {
      name: "Zoe Quinn-Hart",
      email: "zoe@example.com",
      type: "CAREGIVER",
      status: "INACTIVE",
      notes: "Met at the expo",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: "Zoe Quinn-Hart",
      email: "zoe@example.com",
      type: "CAREGIVER",
      status: "INACTIVE",
    });
    // The list reads its rows in the API's shape (timestamps formatted by PostgreSQL): the same contact, to the byte.
    expect((await list("?search=quinn-hart")).json()).toEqual([updated.json()]);
    expect(updated.json().createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    expect((await asDemo("DELETE", `/api/contacts/${contact.id}`)).statusCode).toBe(204);
    expect((await asDemo("DELETE", `/api/contacts/${contact.id}`)).statusCode).toBe(404);
    expect((await list("?search=quinn")).json()).toEqual([]);
  });

  it.each([
    [{ name: "Z" }, "name", "Name must be at least 2 characters"],
    [{ name: "Zoe", email: "zoe@" }, "email", "Invalid email address"],
    [{ name: "Zoe", type: "FRIEND" }, "type", undefined],
    [{ name: "Zoe", status: "GONE" }, "status", undefined],
  ])("answers 400 for %o and writes nothing", async (body, field, message) => {
    const before = (await list()).headers["x-total-count"];
    const res = await asDemo("POST", `/api/tenants/${ids.demo}/contacts`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([field]);
    if (message) expect(res.json().fieldErrors[field]).toEqual([message]);
    expect((await list()).headers["x-total-count"]).toBe(before);
  });
});

describe("totals", () => {
  const total = async (query: string) => Number((await list(query)).headers["x-total-count"]);

  it("keeps exact totals per type and status through create, retype, delete and import", async () => {
    const partners = await total("?type=CAREGIVER");
    const pendingPartners = await total("?type=CAREGIVER&status=PENDING");
    const vendors = await total("?type=INSURER");
    const created = (
      await asDemo("POST", `/api/tenants/${ids.demo}/contacts`, {
        name: "Count Me",
        type: "CAREGIVER",
        status: "PENDING",
      })
    ).json();
    expect(await total("?type=CAREGIVER")).toBe(partners + 1);
    expect(await total("?type=CAREGIVER&status=PENDING")).toBe(pendingPartners + 1);
    await asDemo("PUT", `/api/contacts/${created.id}`, {
      name: "Count Me Again",
      type: "CAREGIVER",
      status: "PENDING",
    });
    expect(await total("?type=CAREGIVER&status=PENDING")).toBe(pendingPartners + 1);
    await asDemo("PUT", `/api/contacts/${created.id}`, { name: "Count Me", type: "INSURER", status: "ACTIVE" });
    expect(await total("?type=CAREGIVER")).toBe(partners);
    expect(await total("?type=INSURER")).toBe(vendors + 1);
    await asDemo("DELETE", `/api/contacts/${created.id}`);
    expect(await total("?type=INSURER")).toBe(vendors);
    const imported = await asDemoAdmin("POST", `/api/tenants/${ids.demo}/contacts/import`, {
      csv: "name,type\nCount One,Caregiver\nCount Two,Caregiver\nCount Three,Insurer\n",
      dryRun: false,
    });
    expect(imported.json()).toMatchObject({ valid: true, created: 3 });
    expect(await total("?type=CAREGIVER")).toBe(partners + 2);
    expect(await total("?type=INSURER")).toBe(vendors + 1);

    // The counters agree with the table's live contacts (the trash's are not counted), for every tenant and every
    // (type, status).
    const disagreements = await queryRows(
      t.db.owner.db,
      sql`select * from (select tenant_id, type, status, count(*)::int as n from contacts
            where deleted_at is null group by 1, 2, 3) actual
          full join (select tenant_id, type, status, n::int from contact_counts where n <> 0) kept
          using (tenant_id, type, status) where actual.n is distinct from kept.n`,
    );
    expect(disagreements).toEqual([]);
    await withTenant(t.db.owner.db, ids.demo, (tx) => tx.execute(sql`delete from contacts where name like 'Count %'`));
    expect(await total("?type=CAREGIVER")).toBe(partners);
  });
});

describe("search, filters and pagination", () => {
  beforeAll(async () => {
    await withTenant(t.db.owner.db, ids.demo, (tx) =>
      tx.insert(contacts).values(
        Array.from({ length: 60 }, (_, i) => ({
          tenantId: ids.demo,
          name: `Bulk Person ${String(i).padStart(2, "0")}`,
          email: `bulk${i}@bulk.example`,
          phone: `+1 555 9${String(i).padStart(3, "0")}`,
          type: (i % 2 === 0 ? "PROSPECTIVE_PATIENT" : "INSURER") as "PROSPECTIVE_PATIENT" | "INSURER",
          status: (i % 3 === 0 ? "PENDING" : "ACTIVE") as "PENDING" | "ACTIVE",
        })),
      ),
    );
  });

  it("searches name, e-mail and phone, partially and case-insensitively", async () => {
    expect((await list("?search=GONZAL")).json().map((c: { name: string }) => c.name)).toEqual(["Maria Gonzalez"]);
    expect((await list("?search=whitaker%40example")).json().map((c: { name: string }) => c.name)).toEqual([
      "James Whitaker",
    ]);
    expect((await list("?search=555%209007")).json().map((c: { name: string }) => c.name)).toEqual(["Bulk Person 07"]);
    expect((await list("?search=%25")).json()).toEqual([]);
  });

  it("filters by type and status, together with search", async () => {
    const leads = await list("?type=PROSPECTIVE_PATIENT&search=bulk&limit=200");
    expect(leads.headers["x-total-count"]).toBe("30");
    expect(leads.json().every((c: { type: string }) => c.type === "PROSPECTIVE_PATIENT")).toBe(true);
    const pending = await list("?type=PROSPECTIVE_PATIENT&status=PENDING&search=bulk&limit=200");
    expect(pending.headers["x-total-count"]).toBe("10");
    expect((await list("?type=ALL&search=bulk")).headers["x-total-count"]).toBe("60");
    const bad = await list("?type=FRIEND");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Unknown contact type");
  });

  it("pages by cursor through every row exactly once, in every sort, with and without a search", async () => {
    const everyone = Number((await list()).headers["x-total-count"]);
    for (const query of [
      "sort=name&order=asc",
      "sort=name&order=desc",
      "sort=created&order=desc",
      "sort=created&order=asc",
    ]) {
      for (const [search, total] of [
        ["&search=bulk", 60],
        ["", everyone],
      ] as const) {
        const seen: { id: string; name: string }[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const res = await list(`?limit=25&${query}${search}${cursor ? `&cursor=${cursor}` : ""}`);
          expect(res.statusCode).toBe(200);
          if (pages === 0) expect(res.headers["x-total-count"]).toBe(String(total));
          else expect(res.headers["x-total-count"]).toBeUndefined();
          seen.push(...res.json());
          cursor = res.headers["x-next-cursor"] as string | undefined;
          pages++;
        } while (cursor);
        expect(pages).toBe(Math.ceil(total / 25));
        expect(new Set(seen.map((c) => c.id)).size).toBe(total);
        if (query.startsWith("sort=name")) {
          const names = seen.map((c) => c.name);
          const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
          expect(names).toEqual(query.endsWith("asc") ? sorted : sorted.reverse());
        }
      }
    }
    const names = (await list("?search=bulk&limit=5&sort=name&order=asc")).json().map((c: { name: string }) => c.name);
    expect(names).toEqual(["Bulk Person 00", "Bulk Person 01", "Bulk Person 02", "Bulk Person 03", "Bulk Person 04"]);
    expect((await list("?cursor=garbage")).statusCode).toBe(400);
    expect((await list("?limit=500")).statusCode).toBe(400);
  });

  it("answers a malformed cursor with a clear 400, in every sort, with and without a search", async () => {
    const b64 = (text: string) => Buffer.from(text).toString("base64url");
    const cursor = (v: unknown, id: unknown = "0f8fad5b-d9cb-469f-a165-70867728950e") => b64(JSON.stringify({ v, id }));
    const anySort = [
      "!!!",
      "%%%",
      "====",
      b64("not json"),
      b64("[]"),
      b64("null"),
      b64("42"),
      b64('"a string"'),
      b64("{}"),
      cursor(1),
      cursor(null),
      cursor(["Bulk"]),
      cursor("Bulk Person 10", 5),
      cursor("Bulk Person 10", "------------------------------------"),
      cursor("Bulk Person 10", "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz"),
      cursor("Bulk Person 10", "0f8fad5b-d9cb-469f-a165-70867728950e'; drop table contacts; --"),
      cursor("Bulk\u0000Person"),
      cursor("x".repeat(301)),
    ];
    const byCreated = [
      cursor("Bulk Person 10"),
      cursor("not a date"),
      cursor("2024-13-45T00:00:00.000Z"),
      cursor("2024-02-30T00:00:00.000Z"),
      cursor("275760-09-14T00:00:00.000Z"),
      cursor("+275760-09-13T00:00:00.001Z"),
      cursor("-000001-01-01T00:00:00.000Z"),
      cursor("+100000-01-01T00:00:00.000Z"),
      cursor("0000-01-01T00:00:00.000Z"),
      cursor("1e400"),
      cursor("2024-01-01 00:00:00 trailing"),
    ];
    const cases = [
      ...anySort.flatMap((c) => ["sort=name&order=asc", "sort=created&order=desc"].map((q) => `${q}&cursor=${c}`)),
      ...byCreated.flatMap((c) => ["asc", "desc"].map((o) => `sort=created&order=${o}&cursor=${c}`)),
    ];
    for (const query of cases) {
      for (const search of ["", "&search=bulk"]) {
        const res = await list(`?limit=5&${query}${search}`);
        expect(res.statusCode, `${query}${search}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({
          message: CONTACT_MESSAGES.invalidCursor,
          fieldErrors: { cursor: [CONTACT_MESSAGES.invalidCursor] },
        });
      }
    }
    // A cursor the server issued for one sort still pages that sort.
    for (const sort of ["name", "created"]) {
      const first = await list(`?limit=5&sort=${sort}&order=asc`);
      const next = await list(`?limit=5&sort=${sort}&order=asc&cursor=${first.headers["x-next-cursor"]}`);
      expect(next.statusCode, next.body).toBe(200);
      expect(next.json()).toHaveLength(5);
    }
  });

  // 40,000 rows through the trigram, e-mail and trash indexes: on PGlite on a loaded CI machine, well over 30 s.
  it("is served by the trigram index that begins with tenant_id", async () => {
    // Enough rows (in two tenants) for the planner to weigh its options as on a real table.
    for (const tenantId of [ids.demo, ids.summit]) {
      await withTenant(t.db.owner.db, tenantId, (tx) =>
        tx.execute(sql`insert into contacts (tenant_id, name, email, phone)
          select ${tenantId}::uuid, 'Generated Person ' || g, 'person' || g || '@generated.example', '+1 555 ' || g
          from generate_series(1, 20000) g`),
      );
    }
    await t.db.owner.db.execute(sql`analyze contacts`);
    // The search function's own query, as the schema owner runs it (here it bypasses RLS, as advised in production).
    const plan = await t.db.owner.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', ${ids.demo}, true)`);
      // Whether the index can serve the condition, not the planner's cost guess on a small test table.
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select id from contacts
            where tenant_id = (select nullif(current_setting('app.tenant_id', true), ''))::uuid
              and search_text like '%person1234@%'`,
      );
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("contacts_tenant_search_idx");
    const found = await list("?search=person1234@");
    expect(found.json().map((c: { email: string }) => c.email)).toEqual(["person1234@generated.example"]);
    expect(found.headers["x-total-count"]).toBe("1");
    // Fewer matches than the count's cap: the first page is the best of them, with the exact count and a next page.
    const few = await list("?search=person1234&sort=name&order=desc&limit=3");
    expect(few.headers["x-total-count"]).toBe("11");
    expect(few.json().map((c: { name: string }) => c.name)).toEqual([
      "Generated Person 12349",
      "Generated Person 12348",
      "Generated Person 12347",
    ]);
    const rest = await list(`?search=person1234&sort=name&order=desc&limit=10&cursor=${few.headers["x-next-cursor"]}`);
    expect(rest.json().map((c: { name: string }) => c.name)).toEqual([
      "Generated Person 12346",
      "Generated Person 12345",
      "Generated Person 12344",
      "Generated Person 12343",
      "Generated Person 12342",
      "Generated Person 12341",
      "Generated Person 12340",
      "Generated Person 1234",
    ]);
    expect(rest.headers["x-next-cursor"]).toBeUndefined();
    expect((await list("?search=person1234&type=INSURER")).headers["x-total-count"]).toBe("0");
    // A term matching 20,000 contacts is counted only to 1,000, and its pages still come in order.
    const common = await list("?search=generated&sort=name&order=asc&limit=3");
    expect(common.headers["x-total-count"]).toBeUndefined();
    expect(common.headers["x-total-count-at-least"]).toBe("1000");
    expect(common.json().map((c: { name: string }) => c.name)).toEqual([
      "Generated Person 1",
      "Generated Person 10",
      "Generated Person 100",
    ]);
    const next = await list(`?search=generated&sort=name&order=asc&limit=3&cursor=${common.headers["x-next-cursor"]}`);
    expect(next.json().map((c: { name: string }) => c.name)).toEqual([
      "Generated Person 1000",
      "Generated Person 10000",
      "Generated Person 10001",
    ]);
    const withoutTenant = await t.db.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local role app_user`);
      return [
        ...(await queryRows<{ id: string }>(
          tx,
          sql`select contact_id as id from app_contact_search_first_page('%generated%', null, null, 'name', false, 10, 1000)`,
        )),
        ...(await queryRows<{ id: string }>(
          tx,
          sql`select app_contact_search_page('%generated%', null, null, 'name', false, null, null, 10) as id`,
        )),
      ];
    });
    expect(withoutTenant).toEqual([]);
    await withTenant(t.db.owner.db, ids.demo, (tx) =>
      tx.execute(sql`delete from contacts where email like '%@generated.example'`),
    );
    await withTenant(t.db.owner.db, ids.summit, (tx) =>
      tx.execute(sql`delete from contacts where email like '%@generated.example'`),
    );
  }, 180_000);
});

describe("CSV import and export", () => {
  const csvOf = (...lines: string[]) => lines.join("\n");

  it("previews without writing, refuses a file with any invalid row, and imports a valid one whole", async () => {
    const bad = csvOf(
      "Name,Email,Type",
      "Ivy Import,ivy@example.com,prospective patient",
      "I,not-an-email,patient",
      "Jon Import,,Insurer",
    );
    const preview = await asDemoAdmin("POST", `/api/tenants/${ids.demo}/contacts/import`, { csv: bad, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ valid: false, total: 3, created: 0 });
    expect(preview.json().errors).toEqual([
      { row: 3, field: "name", message: "Name must be at least 2 characters" },
      { row: 3, field: "email", message: "Invalid email address" },
    ]);
    const refused = await asDemoAdmin("POST", `/api/tenants/${ids.demo}/contacts/import`, { csv: bad, dryRun: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONTACT_MESSAGES.importInvalid);
    expect((await list("?search=import")).json()).toEqual([]);

    const good = csvOf(
      "name,email,type,status",
      "Ivy Import,ivy@example.com,prospective_patient,pending",
      '"Jon ""JJ"" Import",,Insurer,',
    );
    const done = await asDemoAdmin("POST", `/api/tenants/${ids.demo}/contacts/import`, { csv: good, dryRun: false });
    expect(done.json()).toMatchObject({ valid: true, total: 2, created: 2 });
    const imported = (await list("?search=import")).json();
    expect(imported.map((c: { name: string; type: string; status: string }) => [c.name, c.type, c.status])).toEqual([
      ["Ivy Import", "PROSPECTIVE_PATIENT", "PENDING"],
      ['Jon "JJ" Import', "INSURER", "ACTIVE"],
    ]);
  });

  it("refuses a file without a name column", async () => {
    const res = await asDemoAdmin("POST", `/api/tenants/${ids.demo}/contacts/import`, {
      csv: "email\na@b.co",
      dryRun: true,
    });
    expect(res.json().errors).toEqual([{ row: 1, field: "file", message: CONTACT_MESSAGES.importHeaderMissing }]);
  });

  it("imports its own export unchanged, formula guards and all", async () => {
    await asDemo("POST", `/api/tenants/${ids.demo}/contacts`, {
      name: "Round Trip",
      phone: "+1 555 0199",
      notes: "-negative notes",
      type: "CAREGIVER",
    });
    const exported = await asDemoAdmin("GET", `/api/tenants/${ids.demo}/contacts/export?search=round%20trip`);
    expect(exported.body).toContain("'+1 555 0199");
    await withTenant(t.db.owner.db, ids.demo, (tx) => tx.delete(contacts).where(sql`name = 'Round Trip'`));
    const imported = await asDemoAdmin("POST", `/api/tenants/${ids.demo}/contacts/import`, {
      csv: exported.body,
      dryRun: false,
    });
    expect(imported.json()).toMatchObject({ valid: true, created: 1 });
    expect((await list("?search=round%20trip")).json()).toMatchObject([
      { name: "Round Trip", phone: "+1 555 0199", notes: "-negative notes", type: "CAREGIVER" },
    ]);
    await withTenant(t.db.owner.db, ids.demo, (tx) => tx.delete(contacts).where(sql`name = 'Round Trip'`));
  });

  it("exports the current search and filter as CSV, neutralising formulas", async () => {
    await asDemo("POST", `/api/tenants/${ids.demo}/contacts`, { name: "=HYPERLINK(evil)", type: "OTHER" });
    const res = await asDemoAdmin("GET", `/api/tenants/${ids.demo}/contacts/export?search=import`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="contacts-demo-\d{4}-\d\d-\d\d\.csv"/);
    // The demo clinic's custom fields (healthcare) follow the contact columns, headed by their labels (issue 19).
    const fields = "Date of birth,Insurance provider,Insurance member ID,Primary physician,Preferred contact method";
    expect(res.body.trim().split("\n")).toEqual([
      `name,email,phone,jobTitle,type,status,notes,${fields}`,
      "Ivy Import,ivy@example.com,,,PROSPECTIVE_PATIENT,PENDING,,,,,,",
      '"Jon ""JJ"" Import",,,,INSURER,ACTIVE,,,,,,',
    ]);
    const other = await asDemoAdmin("GET", `/api/tenants/${ids.demo}/contacts/export?type=OTHER`);
    expect(other.body).toContain("'=HYPERLINK(evil)");
    const all = await asDemoAdmin("GET", `/api/tenants/${ids.demo}/contacts/export`);
    expect(all.body.trim().split("\n").length - 1).toBe(Number((await list()).headers["x-total-count"]));
  });
});

describe("roles (the permission table)", () => {
  it("refuses a staff member's import and export with 403 and writes nothing; staff may delete one contact", async () => {
    const before = await withTenant(t.db.owner.db, ids.demo, (tx) => tx.select().from(contacts));
    const imported = await asDemo("POST", `/api/tenants/${ids.demo}/contacts/import`, {
      csv: "name\nStaff Import",
      dryRun: false,
    });
    expect(imported.statusCode).toBe(403);
    expect(imported.json()).toEqual({ message: permissionDeniedMessage("contacts.import") });
    const exported = await asDemo("GET", `/api/tenants/${ids.demo}/contacts/export`);
    expect(exported.statusCode).toBe(403);
    expect(exported.json()).toEqual({ message: permissionDeniedMessage("contacts.export") });
    expect(await withTenant(t.db.owner.db, ids.demo, (tx) => tx.select().from(contacts))).toHaveLength(before.length);

    const mine = (await asDemo("POST", `/api/tenants/${ids.demo}/contacts`, { name: "Staff Deletes Me" })).json();
    expect((await asDemo("DELETE", `/api/contacts/${mine.id}`)).statusCode).toBe(204);
    expect((await list("?search=staff%20deletes")).json()).toEqual([]);
  });
});

describe("bulk delete (administrators only)", () => {
  const bulkDelete = (cookie: string, contactIds: unknown) =>
    call(t.app, "POST", `/api/tenants/${ids.demo}/contacts/bulk-delete`, { ids: contactIds }, { host: DEMO, cookie });
  const add = async (name: string) =>
    (await asDemo("POST", `/api/tenants/${ids.demo}/contacts`, { name })).json().id as string;

  it("deletes the named contacts of the workspace at once, passes over other ids, and records it", async () => {
    const doomed = [await add("Zapped One"), await add("Zapped Two"), await add("Zapped Three")];
    const summitContact = (
      await call(
        t.app,
        "POST",
        `/api/tenants/${ids.summit}/contacts`,
        { name: "Summit Zapped" },
        {
          host: SUMMIT,
          cookie: summitAdmin,
        },
      )
    ).json().id;
    const res = await bulkDelete(demoAdmin, [...doomed, doomed[0], summitContact]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 3 });
    expect((await list("?search=zapped")).json()).toEqual([]);
    const summit = await call(t.app, "GET", `/api/tenants/${ids.summit}/contacts?search=zapped`, undefined, {
      host: SUMMIT,
      cookie: summitAdmin,
    });
    expect(summit.json().map((c: { name: string }) => c.name)).toEqual(["Summit Zapped"]);
    const audit = await call(
      t.app,
      "GET",
      `/api/tenants/${ids.demo}/audit-events?action=contacts_bulk_delete`,
      undefined,
      {
        host: DEMO,
        cookie: demoAdmin,
      },
    );
    expect(audit.json().events[0]).toMatchObject({ action: "contacts_bulk_delete", target: "3 contacts" });
  });

  it("refuses a staff member with 403 and deletes nothing", async () => {
    const kept = await add("Zapped Kept");
    const res = await bulkDelete(demoStaff, [kept]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: permissionDeniedMessage("contacts.bulkDelete") });
    expect((await list("?search=zapped%20kept")).json()).toHaveLength(1);
  });

  it("answers 400 in words for no ids, too many, or one that is not an id", async () => {
    const none = await bulkDelete(demoAdmin, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(CONTACT_MESSAGES.bulkDeleteNone);
    const many = await bulkDelete(
      demoAdmin,
      Array.from({ length: 501 }, () => crypto.randomUUID()),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(CONTACT_MESSAGES.bulkDeleteTooMany);
    expect((await bulkDelete(demoAdmin, ["nope"])).statusCode).toBe(400);
  });
});

describe("isolation", () => {
  it("refuses another tenant's path with 'tenant mismatch' and hides another tenant's contacts with 404", async () => {
    const summitContact = (
      await call(
        t.app,
        "POST",
        `/api/tenants/${ids.summit}/contacts`,
        { name: "Summit Secret" },
        { host: SUMMIT, cookie: summitAdmin },
      )
    ).json();
    const routes: ["GET" | "POST" | "PUT" | "DELETE", string, unknown?][] = [
      ["GET", `/api/tenants/${ids.summit}/contacts`],
      ["POST", `/api/tenants/${ids.summit}/contacts`, { name: "Intruder" }],
      ["POST", `/api/tenants/${ids.summit}/contacts/import`, { csv: "name\nIntruder", dryRun: false }],
      ["GET", `/api/tenants/${ids.summit}/contacts/export`],
    ];
    for (const [method, url, body] of routes) {
      const res = await asDemo(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toContain("tenant mismatch");
    }
    const put = await asDemo("PUT", `/api/contacts/${summitContact.id}`, { name: "Hijacked" });
    expect(put.statusCode).toBe(404);
    expect((await asDemo("DELETE", `/api/contacts/${summitContact.id}`)).statusCode).toBe(404);
    const stillThere = await call(t.app, "GET", `/api/tenants/${ids.summit}/contacts?search=secret`, undefined, {
      host: SUMMIT,
      cookie: summitAdmin,
    });
    expect(stillThere.json().map((c: { name: string }) => c.name)).toEqual(["Summit Secret"]);
    expect((await list("?search=secret")).json()).toEqual([]);
  });

  it("refuses a staff session on another tenant's host, anonymous callers and portal clients", async () => {
    const onSummitHost = await call(t.app, "GET", `/api/tenants/${ids.demo}/contacts`, undefined, {
      host: SUMMIT,
      cookie: demoStaff,
    });
    expect(onSummitHost.statusCode).toBe(403);
    expect((await call(t.app, "GET", `/api/tenants/${ids.demo}/contacts`, undefined, { host: DEMO })).statusCode).toBe(
      401,
    );
    const portal = await portalCookie(t.app, DEMO, {
      email: DEMO_LOGINS.demoPortalClient.email,
      password: DEMO_LOGINS.demoPortalClient.password,
      tenantId: ids.demo,
    });
    const asPortal = await call(t.app, "GET", `/api/tenants/${ids.demo}/contacts`, undefined, {
      host: DEMO,
      cookie: portal,
    });
    expect(asPortal.statusCode).toBe(401);
  });
});
