import { verticalDefinition, WORKSPACE_MESSAGES } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { withTenant } from "../../db/tenant";
import { mailWordingOf } from "../../i18n";
import { ticketReplyMail } from "../../providers/mail/templates";
import { tenants } from "../../tenancy/schema";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom } from "../../test/http";
import { auditEvents } from "../audit/schema";
import { normaliseOverrides } from "./routes";

let t: TestApp;
let ids: { demo: string; summit: string };
let demoAdmin: string;
let demoStaff: string;
let summitAdmin: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const L = DEMO_LOGINS;

const signIn = async (host: string, username: string, password: string) =>
  cookieFrom(await call(t.app, "POST", "/api/auth/tenant/login", { username, password }, { host }));

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  demoAdmin = await signIn(DEMO, L.demoAdmin.username, L.demoAdmin.password);
  demoStaff = await signIn(DEMO, L.demoStaff.username, L.demoStaff.password);
  summitAdmin = await signIn(SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
});
afterAll(() => t.close());

const path = (tenantId = ids.demo) => `/api/tenants/${tenantId}/terminology`;
const asDemoAdmin = (method: "GET" | "PUT", body?: unknown) =>
  call(t.app, method, path(), body, { host: DEMO, cookie: demoAdmin });
const tenantInfo = async (host = DEMO, subdomain = "demo") =>
  (await call(t.app, "GET", `/api/tenants/by-subdomain/${subdomain}`, undefined, { host })).json();

const HEALTHCARE = verticalDefinition("healthcare").terms;
const INQUIRY = { one: "Inquiry", other: "Inquiries", article: "an" } as const;

describe("terminology", () => {
  it("answers the vertical's words, no overrides, and the words in effect", async () => {
    const res = await asDemoAdmin("GET");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ vertical: HEALTHCARE, overrides: {}, effective: HEALTHCARE });
  });

  it("serves the vertical's words in the tenant info (legal: Client, Case, Client Portal)", async () => {
    expect((await tenantInfo()).terms).toEqual(HEALTHCARE);
    const legal = await tenantInfo(SUMMIT, "summit");
    expect(legal.terms.contact.other).toBe("Clients");
    expect(legal.terms.ticket.other).toBe("Cases");
    expect(legal.terms.portal).toBe("Client Portal");
  });

  it("saves an override, shows it in the tenant info at once, audits it, and resets with an empty body", async () => {
    // Read first so the host's tenant is cached: the change must clear it.
    expect((await tenantInfo()).terms.ticket.one).toBe("Request");
    const saved = await asDemoAdmin("PUT", { ticket: INQUIRY, portal: "Care Portal" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      vertical: HEALTHCARE,
      overrides: { ticket: INQUIRY, portal: "Care Portal" },
      effective: { ...HEALTHCARE, ticket: INQUIRY, portal: "Care Portal" },
    });
    expect((await tenantInfo()).terms).toEqual({ ...HEALTHCARE, ticket: INQUIRY, portal: "Care Portal" });
    const [row] = await t.db.owner.db.select().from(tenants).where(eq(tenants.id, ids.demo));
    expect(row!.termOverrides).toEqual({ ticket: INQUIRY, portal: "Care Portal" });
    const events = await withTenant(t.db.owner.db, ids.demo, (tx) =>
      tx.select().from(auditEvents).where(eq(auditEvents.target, "Terminology")),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.action).toBe("settings_change");

    // An e-mail to the clinic's client uses the override and the vertical's sign-off.
    const mail = ticketReplyMail({
      to: "jamie@example.com",
      ticketNumber: 42,
      ticketTitle: "Refill",
      authorName: "Avery",
      content: "Done.",
      link: "http://demo.localhost/portal/support?ticket=42",
      wording: await mailWordingOf(t.db.owner.db, ids.demo),
    });
    expect(mail.subject).toBe("New reply on your inquiry #00042: Refill");
    expect(mail.text).toContain('Avery replied to your inquiry "Refill":');
    expect(mail.text).toContain("Your care team at Demo Health Clinic");

    const reset = await asDemoAdmin("PUT", {});
    expect(reset.json()).toEqual({ vertical: HEALTHCARE, overrides: {}, effective: HEALTHCARE });
    expect((await tenantInfo()).terms).toEqual(HEALTHCARE);
  });

  it("stores no override equal to the vertical's word", () => {
    expect(normaliseOverrides("healthcare", { contact: HEALTHCARE.contact, portal: "Patient Portal" })).toEqual({});
    expect(normaliseOverrides("legal", { contact: HEALTHCARE.contact })).toEqual({ contact: HEALTHCARE.contact });
  });

  it.each([
    [{ contact: { one: "", other: "Patients", article: "a" } }, "contact.one"],
    [{ contact: { one: "Patient", other: "   ", article: "a" } }, "contact.other"],
    [{ ticket: { one: "Case", other: "Cases", article: "the" } }, "ticket.article"],
    [{ ticket: { one: "Case", other: "Cases" } }, "ticket.article"],
    [{ portal: "x".repeat(61) }, "portal"],
    [{ colour: "blue" }, ""],
  ])("refuses %j with a 400 and field errors", async (body, field) => {
    const res = await asDemoAdmin("PUT", body);
    expect(res.statusCode).toBe(400);
    const answer = res.json();
    expect(typeof answer.message).toBe("string");
    if (field) expect(Object.keys(answer.fieldErrors ?? {})).toContain(field);
  });

  it("refuses a staff member (403) and another tenant's admin (403/404), and changes nothing", async () => {
    const staff = await call(t.app, "PUT", path(), { portal: "Staff Portal" }, { host: DEMO, cookie: demoStaff });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(WORKSPACE_MESSAGES.adminOnly);
    expect((await call(t.app, "GET", path(), undefined, { host: DEMO, cookie: demoStaff })).statusCode).toBe(403);

    const crossPut = await call(
      t.app,
      "PUT",
      path(ids.demo),
      { portal: "Hijacked" },
      { host: SUMMIT, cookie: summitAdmin },
    );
    expect([403, 404]).toContain(crossPut.statusCode);
    const crossGet = await call(t.app, "GET", path(ids.demo), undefined, { host: SUMMIT, cookie: summitAdmin });
    expect([403, 404]).toContain(crossGet.statusCode);
    expect((await tenantInfo()).terms.portal).toBe("Patient Portal");
  });
});
