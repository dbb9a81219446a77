import { CUSTOM_FIELD_MESSAGES, permissionDeniedMessage } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { contacts } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom } from "../../test/http";

/* Custom contact fields (issue 19 point 3): definitions, values checked on the server, search, filter, CSV. */

let t: TestApp;
let ids: { demo: string; summit: string };
let demoStaff: string;
let demoAdmin: string;
let summitAdmin: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
type Method = "GET" | "POST" | "PUT" | "DELETE";

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
const fieldsUrl = () => `/api/tenants/${ids.demo}/contact-fields`;
const contactsUrl = () => `/api/tenants/${ids.demo}/contacts`;
const countContacts = async (tenantId: string) => {
  const [row] = await withTenant(t.db.owner.db, tenantId, (tx) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from contacts`),
  );
  return row?.n ?? 0;
};

describe("custom contact fields", () => {
  it("seeds each vertical's fields and the demo contacts' values", async () => {
    const demo = (await asStaff("GET", fieldsUrl())).json();
    expect(demo.map((f: { key: string }) => f.key)).toEqual([
      "date_of_birth",
      "insurance_provider",
      "insurance_member_id",
      "primary_physician",
      "preferred_contact_method",
    ]);
    const summit = (await asSummit("GET", `/api/tenants/${ids.summit}/contact-fields`)).json();
    expect(summit.map((f: { key: string }) => f.key)).toContain("matter_number");
    const maria = (await asStaff("GET", `${contactsUrl()}?search=maria%20gonzalez`)).json()[0];
    expect(maria.customFields).toMatchObject({ date_of_birth: "1984-03-12", preferred_contact_method: "Phone" });
  });

  it("lets an admin add, edit, reorder and delete fields; staff read them and get 403 for changes", async () => {
    const denied = await asStaff("POST", fieldsUrl(), { key: "shoe_size", label: "Shoe size", kind: "number" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(permissionDeniedMessage("contactFields.manage"));

    const created = await asAdmin("POST", fieldsUrl(), { key: "shoe_size", label: "Shoe size", kind: "number" });
    expect(created.statusCode).toBe(201);
    const field = created.json();
    expect(field).toMatchObject({ key: "shoe_size", kind: "number", required: false, options: [], position: 5 });
    const taken = await asAdmin("POST", fieldsUrl(), { key: "shoe_size", label: "Again", kind: "text" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fieldErrors.key).toEqual([CUSTOM_FIELD_MESSAGES.keyTaken]);
    const noOptions = await asAdmin("POST", fieldsUrl(), { key: "size", label: "Size", kind: "select" });
    expect(noOptions.json().fieldErrors.options).toEqual([CUSTOM_FIELD_MESSAGES.optionsRequired]);
    const badKey = await asAdmin("POST", fieldsUrl(), { key: "Shoe Size", label: "Size", kind: "text" });
    expect(badKey.json().fieldErrors.key).toEqual([CUSTOM_FIELD_MESSAGES.keyFormat]);

    const edited = await asAdmin("PUT", `${fieldsUrl()}/${field.id}`, {
      label: "Shoe size (EU)",
      kind: "select",
      options: ["38", "39", "40"],
      required: false,
    });
    expect(edited.json()).toMatchObject({ key: "shoe_size", label: "Shoe size (EU)", options: ["38", "39", "40"] });
    expect((await asStaff("PUT", `${fieldsUrl()}/${field.id}`, { label: "X", kind: "text" })).statusCode).toBe(403);

    const all = (await asStaff("GET", fieldsUrl())).json() as { id: string; key: string }[];
    const order = [field.id, ...all.filter((f) => f.id !== field.id).map((f) => f.id)];
    const reordered = await asAdmin("PUT", `/api/tenants/${ids.demo}/contact-fields-order`, { ids: order });
    expect(reordered.json()[0]).toMatchObject({ key: "shoe_size", position: 0 });
    const partial = await asAdmin("PUT", `/api/tenants/${ids.demo}/contact-fields-order`, { ids: [field.id] });
    expect(partial.statusCode).toBe(400);

    expect((await asStaff("DELETE", `${fieldsUrl()}/${field.id}`)).statusCode).toBe(403);
    expect((await asAdmin("DELETE", `${fieldsUrl()}/${field.id}`)).statusCode).toBe(204);
    expect((await asAdmin("DELETE", `${fieldsUrl()}/${field.id}`)).statusCode).toBe(404);
  });

  it("validates values from the definitions: unknown keys, required, kinds; a 400 writes nothing", async () => {
    const required = (
      await asAdmin("POST", fieldsUrl(), { key: "intake_form", label: "Intake form", kind: "checkbox", required: true })
    ).json();
    const before = await countContacts(ids.demo);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ intake_form: true, favourite_colour: "blue" }, "customFields.favourite_colour", CUSTOM_FIELD_MESSAGES.unknown],
      [{}, "customFields.intake_form", CUSTOM_FIELD_MESSAGES.required],
      [{ intake_form: true, date_of_birth: "1990-02-30" }, "customFields.date_of_birth", CUSTOM_FIELD_MESSAGES.date],
      [{ intake_form: "maybe" }, "customFields.intake_form", CUSTOM_FIELD_MESSAGES.checkbox],
      [
        { intake_form: true, preferred_contact_method: "Pigeon" },
        "customFields.preferred_contact_method",
        CUSTOM_FIELD_MESSAGES.option,
      ],
    ];
    for (const [customFields, key, message] of cases) {
      const res = await asStaff("POST", contactsUrl(), { name: "Val Idation", customFields });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().fieldErrors[key]).toEqual([message]);
    }
    expect(await countContacts(ids.demo)).toBe(before);

    const created = await asStaff("POST", contactsUrl(), {
      name: "Val Idation",
      customFields: { intake_form: "yes", date_of_birth: "1990-02-28", insurance_provider: " Acme Care " },
    });
    expect(created.statusCode).toBe(201);
    const contact = created.json();
    expect(contact.customFields).toEqual({
      intake_form: true,
      date_of_birth: "1990-02-28",
      insurance_provider: "Acme Care",
    });
    // An update without customFields keeps them; a bad one changes nothing.
    const renamed = await asStaff("PUT", `/api/contacts/${contact.id}`, { name: "Val Idated" });
    expect(renamed.json().customFields).toEqual(contact.customFields);
    const bad = await asStaff("PUT", `/api/contacts/${contact.id}`, { name: "Nope", customFields: { intake_form: 3 } });
    expect(bad.statusCode).toBe(400);
    expect((await asStaff("GET", `${contactsUrl()}?search=val%20idated`)).json()).toHaveLength(1);

    // A removed definition: its values stay in the row, no longer shown or required.
    expect((await asAdmin("DELETE", `${fieldsUrl()}/${required.id}`)).statusCode).toBe(204);
    const after = (await asStaff("GET", `${contactsUrl()}?search=val%20idated`)).json()[0];
    expect(after.customFields).toEqual({ date_of_birth: "1990-02-28", insurance_provider: "Acme Care" });
    const updated = await asStaff("PUT", `/api/contacts/${contact.id}`, {
      name: "Val Idated",
      customFields: { insurance_provider: "Other Care" },
    });
    expect(updated.json().customFields).toEqual({ insurance_provider: "Other Care" });
    const [stored] = await withTenant(t.db.owner.db, ids.demo, (tx) =>
      tx.select({ customFields: contacts.customFields }).from(contacts).where(sql`id = ${contact.id}`),
    );
    expect(stored?.customFields).toEqual({ intake_form: true, insurance_provider: "Other Care" });
  });

  it("searches custom text values and filters by one field with paging and counts", async () => {
    const multi = (
      await asAdmin("POST", fieldsUrl(), {
        key: "allergies",
        label: "Allergies",
        kind: "multi_select",
        options: ["Penicillin", "Latex", "Pollen"],
      })
    ).json();
    const values = [
      { name: "Filter One", customFields: { primary_physician: "Dr. Quillfeather", allergies: ["Latex", "Pollen"] } },
      { name: "Filter Two", customFields: { primary_physician: "Dr. Quillfeather", allergies: ["Pollen"] } },
      { name: "Filter Three", customFields: { primary_physician: "Dr. Other", allergies: ["Latex"] } },
    ];
    for (const body of values) expect((await asStaff("POST", contactsUrl(), body)).statusCode).toBe(201);

    const searched = await asStaff("GET", `${contactsUrl()}?search=quillfeather`);
    expect(searched.json().map((c: { name: string }) => c.name)).toEqual(["Filter One", "Filter Two"]);

    const byText = await asStaff("GET", `${contactsUrl()}?fieldKey=primary_physician&fieldValue=Dr.%20Quillfeather`);
    expect(byText.json().map((c: { name: string }) => c.name)).toEqual(["Filter One", "Filter Two"]);
    expect(byText.headers["x-total-count"]).toBe("2");
    const byMulti = await asStaff("GET", `${contactsUrl()}?fieldKey=allergies&fieldValue=Latex&limit=1`);
    expect(byMulti.json().map((c: { name: string }) => c.name)).toEqual(["Filter One"]);
    expect(byMulti.headers["x-total-count"]).toBe("2");
    const next = await asStaff(
      "GET",
      `${contactsUrl()}?fieldKey=allergies&fieldValue=Latex&limit=1&cursor=${byMulti.headers["x-next-cursor"]}`,
    );
    expect(next.json().map((c: { name: string }) => c.name)).toEqual(["Filter Three"]);
    const both = await asStaff("GET", `${contactsUrl()}?fieldKey=allergies&fieldValue=Pollen&search=two`);
    expect(both.json().map((c: { name: string }) => c.name)).toEqual(["Filter Two"]);

    const unknown = await asStaff("GET", `${contactsUrl()}?fieldKey=matter_number&fieldValue=1`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.fieldKey).toEqual([CUSTOM_FIELD_MESSAGES.filterUnknownField]);
    const badValue = await asStaff("GET", `${contactsUrl()}?fieldKey=date_of_birth&fieldValue=soon`);
    expect(badValue.statusCode).toBe(400);

    // The filter is served by the GIN index that begins with tenant_id (enough rows for the planner to weigh it).
    await withTenant(t.db.owner.db, ids.demo, (tx) =>
      tx.execute(sql`insert into contacts (tenant_id, name, custom_fields)
        select ${ids.demo}::uuid, 'Plan Row ' || g, jsonb_build_object('primary_physician', 'Dr. ' || (g % 50))
        from generate_series(1, 5000) g`),
    );
    await t.db.owner.db.execute(sql`analyze contacts`);
    const plan = await t.db.owner.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', ${ids.demo}, true)`);
      // Whether the index can serve the condition, not the planner's cost guess on a small test table.
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select id from contacts
            where tenant_id = (select nullif(current_setting('app.tenant_id', true), ''))::uuid
              and custom_fields @> '{"allergies": ["Latex"]}' and custom_fields <> '{}'::jsonb`,
      );
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("contacts_tenant_custom_fields_idx");
    await asAdmin("DELETE", `${fieldsUrl()}/${multi.id}`);
  });

  it("exports a column per field and imports it back, reporting unknown columns per row", async () => {
    await asStaff("POST", contactsUrl(), {
      name: "Csv Roundtrip",
      customFields: { date_of_birth: "2001-05-06", preferred_contact_method: "Text message" },
    });
    const exported = await asAdmin("GET", `/api/tenants/${ids.demo}/contacts/export?search=csv%20roundtrip`);
    const [header, row] = exported.body.trim().split("\n");
    expect(header).toContain("Date of birth");
    expect(row).toContain("2001-05-06");
    await withTenant(t.db.owner.db, ids.demo, (tx) => tx.delete(contacts).where(sql`name = 'Csv Roundtrip'`));

    const csv = `${header},Shoe size\n${row},42\n`;
    const imported = await asAdmin("POST", `/api/tenants/${ids.demo}/contacts/import`, { csv, dryRun: false });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      valid: true,
      created: 1,
      unknownColumns: [{ row: 2, columns: ["Shoe size"] }],
    });
    const back = (await asStaff("GET", `${contactsUrl()}?search=csv%20roundtrip`)).json()[0];
    expect(back.customFields).toEqual({ date_of_birth: "2001-05-06", preferred_contact_method: "Text message" });

    const invalid = await asAdmin("POST", `/api/tenants/${ids.demo}/contacts/import`, {
      csv: "name,Date of birth\nBad Date,31/12/2000\n",
      dryRun: true,
    });
    expect(invalid.json()).toMatchObject({
      valid: false,
      errors: [{ row: 2, field: "customFields.date_of_birth", message: CUSTOM_FIELD_MESSAGES.date }],
    });
  });

  it("never applies another tenant's fields, definitions or values", async () => {
    // The demo clinic's field keys are unknown to the law firm.
    const res = await asSummit("POST", `/api/tenants/${ids.summit}/contacts`, {
      name: "Cross Tenant",
      customFields: { date_of_birth: "2000-01-01" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors["customFields.date_of_birth"]).toEqual([CUSTOM_FIELD_MESSAGES.unknown]);
    // Another tenant's field can be neither read, changed nor deleted.
    const demoField = (await asStaff("GET", fieldsUrl())).json()[0];
    expect((await asSummit("GET", fieldsUrl())).statusCode).toBe(403);
    const edit = await asSummit("PUT", `/api/tenants/${ids.summit}/contact-fields/${demoField.id}`, {
      label: "Hijacked",
      kind: "text",
    });
    expect(edit.statusCode).toBe(404);
    expect((await asSummit("DELETE", `/api/tenants/${ids.summit}/contact-fields/${demoField.id}`)).statusCode).toBe(
      404,
    );
    expect((await asStaff("GET", fieldsUrl())).json()[0]).toEqual(demoField);
    const filter = await asSummit(
      "GET",
      `/api/tenants/${ids.summit}/contacts?fieldKey=date_of_birth&fieldValue=1984-03-12`,
    );
    expect(filter.statusCode).toBe(400);
  });
});
