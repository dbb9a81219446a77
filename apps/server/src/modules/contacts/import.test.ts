import { CONTACT_IMPORT_MESSAGES, CONTACT_MESSAGES, permissionDeniedMessage } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom } from "../../test/http";

/** The import wizard's server half (issue 21 point 8): mapping, forgiving values, partial import, duplicates. */

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

const importAs = (tenant: "demo" | "summit", body: unknown, cookie?: string) =>
  call(t.app, "POST", `/api/tenants/${ids[tenant]}/contacts/import`, body, {
    host: tenant === "demo" ? DEMO : SUMMIT,
    cookie: cookie ?? (tenant === "demo" ? demoAdmin : summitAdmin),
  });

async function rowsOf(tenant: "demo" | "summit", like: string) {
  return withTenant(t.db.owner.db, ids[tenant], (tx) =>
    queryRows<{ name: string; email: string | null; type: string; status: string; custom_fields: unknown }>(
      tx,
      sql`select name, email, type, status, custom_fields from contacts where name like ${like} order by name`,
    ),
  );
}

/** The counters agree with the table for every tenant and (type, status). */
async function countsDisagree() {
  return queryRows(
    t.db.owner.db,
    sql`select * from (select tenant_id, type, status, count(*)::int as n from contacts
          where deleted_at is null group by 1, 2, 3) actual
        full join (select tenant_id, type, status, n::int from contact_counts where n <> 0) kept
        using (tenant_id, type, status) where actual.n is distinct from kept.n`,
  );
}

const lines = (...l: string[]) => `${l.join("\r\n")}\r\n`;

describe("contact import: mapping and forgiving values", () => {
  it("reads odd headers through the mapping, ; separators, BOM, any-case types, statuses and options", async () => {
    const csv = `\uFEFF${lines(
      "Full name;E-mail address;Kind;State;How to reach;Ignored",
      "Mapa One;mapa1@example.com;patient;inactive;e-mail;x",
      "Mapa Two; mapa2@example.com ;Prospective Patient;;TEXT MESSAGE;",
      "Mapa Three;;caregiver;PENDING;;",
    )}`;
    const mapping = { "0": "name", "1": "email", "2": "type", "3": "status", "4": "custom:preferred_contact_method" };
    const check = await importAs("demo", { csv, dryRun: true, mapping });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      valid: true,
      total: 3,
      created: 0,
      header: ["Full name", "E-mail address", "Kind", "State", "How to reach", "Ignored"],
      mapping: ["name", "email", "type", "status", "custom:preferred_contact_method", null],
      counts: { ok: 3, invalid: 0, duplicates: 0, skipped: 0 },
    });
    expect(check.json().unknownColumns).toBeUndefined();
    expect(await rowsOf("demo", "Mapa %")).toEqual([]);

    const done = await importAs("demo", { csv, dryRun: false, mapping });
    expect(done.json()).toMatchObject({ valid: true, created: 3 });
    expect((await rowsOf("demo", "Mapa %")).map((r) => [r.name, r.email, r.type, r.status, r.custom_fields])).toEqual([
      ["Mapa One", "mapa1@example.com", "PATIENT", "INACTIVE", { preferred_contact_method: "E-mail" }],
      ["Mapa Three", null, "CAREGIVER", "PENDING", {}],
      ["Mapa Two", "mapa2@example.com", "PROSPECTIVE_PATIENT", "ACTIVE", { preferred_contact_method: "Text message" }],
    ]);
    expect(await countsDisagree()).toEqual([]);
  });

  it("guesses the mapping from the header when the body has none (old bodies keep working)", async () => {
    const csv = lines(
      "Name,Email Address,Phone Number,Date of birth",
      "Guess One,guess1@example.com,+1 555 0101,1990-02-03",
    );
    const res = await importAs("demo", { csv, dryRun: true });
    expect(res.json()).toMatchObject({
      valid: true,
      mapping: ["name", "email", "phone", "custom:date_of_birth"],
    });
  });

  it("explains each refused row in plain words", async () => {
    const csv = lines(
      "name,email,type,status,Date of birth,Preferred contact method",
      "Why One,bob@,patient,,,",
      "W,,patient,,,",
      "Why Three,,friend,gone,31/02/1990,pigeon",
    );
    const res = await importAs("demo", { csv, dryRun: true });
    expect(res.json().valid).toBe(false);
    expect(res.json().counts).toEqual({ ok: 0, invalid: 3, duplicates: 0, skipped: 0 });
    expect(res.json().rejected.map((r: { row: number; reasons: string[] }) => [r.row, r.reasons])).toEqual([
      [2, ['the e-mail "bob@" is not an e-mail address']],
      [3, ['the name "W" is too short (at least 2 characters)']],
      [
        4,
        [
          expect.stringMatching(/^"friend" is not one of your contact types \(Patient, Prospective patient, /),
          '"gone" is not a status (Active, Inactive or Pending)',
          'Date of birth: "31/02/1990" is not a date (write it as YYYY-MM-DD, e.g. 1980-04-23)',
          'Preferred contact method: "pigeon" is not one of the options (Phone, E-mail, Text message)',
        ],
      ],
    ]);
    expect(res.json().rejected[0].cells).toEqual(["Why One", "bob@", "patient", "", "", ""]);
    // The spec's field messages stay in `errors`.
    expect(res.json().errors[0]).toEqual({ row: 2, field: "email", message: "Invalid email address" });
  });
});

describe("contact import: all or nothing, or the valid rows", () => {
  const csv = lines(
    "name,email,type",
    "Part One,part1@example.com,patient",
    "Part Two,not-an-email,Patient",
    "Part Three,,CAREGIVER",
  );

  it("all or nothing: one bad row and nothing is written", async () => {
    const res = await importAs("demo", { csv, dryRun: false, mode: "all" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CONTACT_MESSAGES.importInvalid, created: 0, counts: { invalid: 1 } });
    expect(await rowsOf("demo", "Part %")).toEqual([]);
  });

  it("valid rows: imports them and answers the rejected ones with their cells and reasons", async () => {
    const before = await rowsOf("demo", "%");
    const res = await importAs("demo", { csv, dryRun: false, mode: "valid" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      valid: false,
      total: 3,
      created: 2,
      counts: { ok: 2, invalid: 1, duplicates: 0, skipped: 0 },
      rejected: [
        {
          row: 3,
          cells: ["Part Two", "not-an-email", "Patient"],
          reasons: ['the e-mail "not-an-email" is not an e-mail address'],
        },
      ],
    });
    expect((await rowsOf("demo", "Part %")).map((r) => [r.name, r.type])).toEqual([
      ["Part One", "PATIENT"],
      ["Part Three", "CAREGIVER"],
    ]);
    expect((await rowsOf("demo", "%")).length).toBe(before.length + 2);
    expect(await countsDisagree()).toEqual([]);
  });
});

describe("contact import: duplicates", () => {
  it("flags rows whose e-mail is a live contact's, skips them by default and imports them on request", async () => {
    await call(
      t.app,
      "POST",
      `/api/tenants/${ids.demo}/contacts`,
      { name: "Dupe Original", email: "Dupe@Example.com" },
      {
        host: DEMO,
        cookie: demoStaff,
      },
    );
    // A trashed contact's e-mail is no duplicate.
    await withTenant(t.db.owner.db, ids.demo, (tx) =>
      tx.execute(sql`insert into contacts (tenant_id, name, email, deleted_at)
        values (${ids.demo}::uuid, 'Dupe Trashed', 'trashed@example.com', now())`),
    );
    const csv = lines(
      "name,email",
      "Dupe Again,dupe@example.com",
      "Dupe New,trashed@example.com",
      "Dupe Twice,TRASHED@example.com",
    );
    const check = await importAs("demo", { csv, dryRun: true });
    expect(check.json().counts).toEqual({ ok: 1, invalid: 0, duplicates: 2, skipped: 2 });
    expect(check.json().rows).toEqual([
      {
        row: 2,
        name: "Dupe Again",
        email: "dupe@example.com",
        type: "PATIENT",
        outcome: "duplicate",
        reasons: ["already a contact: Dupe Original"],
        duplicateOf: { id: expect.any(String), name: "Dupe Original" },
      },
      { row: 3, name: "Dupe New", email: "trashed@example.com", type: "PATIENT", outcome: "ok", reasons: [] },
      {
        row: 4,
        name: "Dupe Twice",
        email: "TRASHED@example.com",
        type: "PATIENT",
        outcome: "duplicate",
        reasons: ["the same e-mail is on row 3 of this file"],
      },
    ]);

    const skipped = await importAs("demo", { csv, dryRun: false });
    expect(skipped.json()).toMatchObject({ created: 1, counts: { skipped: 2 } });
    expect((await rowsOf("demo", "Dupe %")).map((r) => r.name)).toEqual(["Dupe New", "Dupe Original", "Dupe Trashed"]);

    const anyway = await importAs("demo", {
      csv: lines("name,email", "Dupe Anyway,DUPE@example.com"),
      duplicates: "import",
    });
    expect(anyway.json()).toMatchObject({ created: 1, counts: { duplicates: 1, skipped: 0 } });
    expect((await rowsOf("demo", "Dupe A%")).map((r) => r.name)).toEqual(["Dupe Anyway"]);
    expect(await countsDisagree()).toEqual([]);
  });
});

describe("contact import: bad requests, roles and tenants", () => {
  const csv = lines("a,b", "Bad Body,bad@example.com");
  const total = async () => (await rowsOf("demo", "%")).length;

  it.each([
    [{ "0": "name", "1": "favourite_colour" }, CONTACT_IMPORT_MESSAGES.mappingUnknownField(2, "favourite_colour")],
    [{ "0": "name", "5": "email" }, CONTACT_IMPORT_MESSAGES.mappingColumnOutOfRange(6, 2)],
    [{ "0": "name", "1": "name" }, CONTACT_IMPORT_MESSAGES.mappingTwice("Name")],
    [{ "0": "", "1": "email" }, CONTACT_IMPORT_MESSAGES.mappingNoName],
    [{ x: "name" }, "Columns are numbered from 0"],
  ])("answers 400 for the mapping %o and writes nothing", async (mapping, message) => {
    const before = await total();
    for (const dryRun of [true, false]) {
      const res = await importAs("demo", { csv, dryRun, mapping, mode: "valid" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await total()).toBe(before);
  });

  it("refuses a file over the limits and writes nothing", async () => {
    const before = await total();
    const big = `name\n${"Big Row\n".repeat(640_000)}`; // 5.1 MB: over the CSV's 5,000,000 characters
    const over = await importAs("demo", { csv: big, mode: "valid" });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(CONTACT_MESSAGES.importFileTooLarge);
    const huge = await importAs("demo", { csv: `name\n${"Huge Row\n".repeat(1_250_000)}`, mode: "valid" }); // 10 MB
    expect(huge.statusCode).toBe(413);
    const rows = await importAs("demo", { csv: `name\n${"Many Row\n".repeat(5001)}`, mode: "valid" });
    expect(rows.statusCode).toBe(400);
    expect(rows.json().errors).toEqual([{ row: 1, field: "file", message: CONTACT_MESSAGES.importTooLarge }]);
    expect(await total()).toBe(before);
  });

  it("refuses a staff member with 403", async () => {
    const res = await importAs("demo", { csv: lines("name", "Staff Try"), mode: "valid" }, demoStaff);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: permissionDeniedMessage("contacts.import") });
    expect(await rowsOf("demo", "Staff Try")).toEqual([]);
  });

  it("takes only the workspace's own fields and types", async () => {
    // The demo clinic's custom field is not a field of Summit Legal: 400, nothing written.
    const field = await importAs("summit", {
      csv: lines("name,dob", "Cross One,1990-01-01"),
      mapping: { "0": "name", "1": "custom:date_of_birth" },
    });
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toBe(CONTACT_IMPORT_MESSAGES.mappingUnknownField(2, "custom:date_of_birth"));
    // The clinic's type is not one of Summit's; Summit's own "client" (any case) and select options are.
    const res = await importAs("summit", {
      csv: lines("Name,Type,Practice area", "Cross Two,patient,family", "Cross Three,client,LITIGATION"),
      mode: "valid",
    });
    expect(res.json()).toMatchObject({ created: 1, counts: { invalid: 1 } });
    expect(res.json().rejected[0].reasons[0]).toMatch(/^"patient" is not one of your contact types \(Client, /);
    expect((await rowsOf("summit", "Cross %")).map((r) => [r.name, r.type, r.custom_fields])).toEqual([
      ["Cross Three", "CLIENT", { practice_area: "Litigation" }],
    ]);
    expect(await rowsOf("demo", "Cross %")).toEqual([]);
    // Tenant B's session cannot import into tenant A.
    const cross = await call(
      t.app,
      "POST",
      `/api/tenants/${ids.demo}/contacts/import`,
      { csv: lines("name", "Cross Four") },
      {
        host: SUMMIT,
        cookie: summitAdmin,
      },
    );
    expect([403, 404]).toContain(cross.statusCode);
    expect(await rowsOf("demo", "Cross %")).toEqual([]);
  });
});
