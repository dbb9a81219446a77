import { CHOICE_MESSAGES, verticalDefinition } from "@engagesuite/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, portalCookie } from "../../test/http";

let t: TestApp;
let ids: { demo: string; summit: string };
let admin: string;
let staff: string;
let summit: string;
let client: string;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const L = DEMO_LOGINS;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const login = async (host: string, username: string, password: string) =>
  cookieFrom(await call(t.app, "POST", "/api/auth/tenant/login", { username, password }, { host }));

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
});
afterAll(() => t.close());

const demo = (cookie: string, method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: DEMO, cookie });
const types = () => `/api/tenants/${ids.demo}/contact-types`;
const categories = () => `/api/tenants/${ids.demo}/ticket-categories`;
const keysOf = (list: { key: string }[]) => list.map((c) => c.key);

describe("seeded lists", () => {
  it("are the vertical's: healthcare for the demo clinic, legal for Summit, in the vertical's order", async () => {
    const list = await demo(staff, "GET", types());
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      verticalDefinition("healthcare").contactTypes.map((c, position) => ({ ...c, position, archived: false })),
    );
    const legal = await call(t.app, "GET", `/api/tenants/${ids.summit}/ticket-categories`, undefined, {
      host: SUMMIT,
      cookie: summit,
    });
    expect(keysOf(legal.json())).toEqual(verticalDefinition("legal").ticketCategories.map((c) => c.key));
  });
});

describe("editing", () => {
  it("renames (the key stays, records show the new label), and refuses a staff member with 403", async () => {
    const refused = await demo(staff, "PATCH", `${categories()}/appointment`, { label: "Visit" });
    expect(refused.statusCode).toBe(403);
    const ticket = (
      await demo(admin, "POST", "/api/helpdesk/tickets", {
        title: "Book me",
        description: "Tuesday",
        type: "appointment",
      })
    ).json();
    const renamed = await demo(admin, "PATCH", `${categories()}/appointment`, { label: "Visit booking" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().find((c: { key: string }) => c.key === "appointment")).toMatchObject({
      label: "Visit booking",
      archived: false,
    });
    const tickets = (await demo(admin, "GET", `/api/helpdesk/tickets/tenant/${ids.demo}`)).json();
    expect(tickets.find((x: { id: string }) => x.id === ticket.id).type).toBe("appointment");
    await demo(admin, "PATCH", `${categories()}/appointment`, { label: "Appointment" });
  });

  it("archives: records keep the type and may be saved unchanged; new ones and changes to it are refused", async () => {
    const kept = (
      await demo(staff, "POST", `/api/tenants/${ids.demo}/contacts`, { name: "Cara Giver", type: "CAREGIVER" })
    ).json();
    const archived = await demo(admin, "PATCH", `${types()}/CAREGIVER`, { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().find((c: { key: string }) => c.key === "CAREGIVER")).toMatchObject({ archived: true });

    const again = await demo(staff, "PUT", `/api/contacts/${kept.id}`, { name: "Cara Giver-Smith", type: "CAREGIVER" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ name: "Cara Giver-Smith", type: "CAREGIVER" });
    // Left out, the type stays as it is.
    expect((await demo(staff, "PUT", `/api/contacts/${kept.id}`, { name: "Cara" })).json().type).toBe("CAREGIVER");

    const fresh = await demo(staff, "POST", `/api/tenants/${ids.demo}/contacts`, {
      name: "New Giver",
      type: "CAREGIVER",
    });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().fieldErrors).toEqual({ type: [CHOICE_MESSAGES.unknownContactType] });
    const other = (await demo(staff, "POST", `/api/tenants/${ids.demo}/contacts`, { name: "Pat Ient" })).json();
    expect(other.type).toBe("PATIENT");
    const moved = await demo(staff, "PUT", `/api/contacts/${other.id}`, { name: "Pat Ient", type: "CAREGIVER" });
    expect(moved.statusCode).toBe(400);

    // The filter still finds the contacts that hold it.
    const filtered = await demo(staff, "GET", `/api/tenants/${ids.demo}/contacts?type=CAREGIVER&search=cara`);
    expect(filtered.json().map((c: { id: string }) => c.id)).toEqual([kept.id]);
    expect(filtered.headers["x-total-count"]).toBe("1");

    const restored = await demo(admin, "PATCH", `${types()}/CAREGIVER`, { archived: false });
    expect(restored.json().find((c: { key: string }) => c.key === "CAREGIVER")).toMatchObject({ archived: false });
    expect(
      (await demo(staff, "POST", `/api/tenants/${ids.demo}/contacts`, { name: "Back Giver", type: "CAREGIVER" }))
        .statusCode,
    ).toBe(201);
  });

  it("archived categories are flagged for the portal and refused for new tickets; tickets keep theirs", async () => {
    const opened = await demo(client, "POST", "/api/client-portal/tickets", {
      title: "Refill please",
      description: "Same as last time",
      type: "prescription_refill",
    });
    expect(opened.statusCode).toBe(201);
    await demo(admin, "PATCH", `${categories()}/prescription_refill`, { archived: true });
    const offered = (await demo(client, "GET", "/api/client-portal/ticket-categories")).json();
    expect(offered.find((c: { key: string }) => c.key === "prescription_refill")).toMatchObject({ archived: true });
    expect(offered.find((c: { key: string }) => c.key === "appointment")).toMatchObject({ archived: false });
    const refused = await demo(client, "POST", "/api/client-portal/tickets", {
      title: "Another refill",
      description: "x",
      type: "prescription_refill",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ type: [CHOICE_MESSAGES.unknownTicketCategory] });
    const mine = (await demo(client, "GET", "/api/client-portal/tickets")).json();
    expect(mine.find((x: { id: string }) => x.id === opened.json().id).type).toBe("prescription_refill");
    await demo(admin, "PATCH", `${categories()}/prescription_refill`, { archived: false });
  });

  it("adds an entry (key from the label), reorders, and refuses duplicates, bad orders and the last active one", async () => {
    const added = await demo(admin, "POST", types(), { label: "Pharmacy partner" });
    expect(added.statusCode).toBe(201);
    expect(added.json().at(-1)).toMatchObject({ key: "pharmacy_partner", label: "Pharmacy partner", archived: false });
    const dup = await demo(admin, "POST", types(), { label: "Patient", key: "patient" });
    expect(dup.statusCode).toBe(409);

    const keys = keysOf(added.json());
    const reversed = [...keys].reverse();
    const reordered = await demo(admin, "PUT", `${types()}/order`, { keys: reversed });
    expect(reordered.statusCode).toBe(200);
    expect(keysOf(reordered.json())).toEqual(reversed);
    expect((await demo(admin, "PUT", `${types()}/order`, { keys: keys.slice(1) })).statusCode).toBe(400);
    expect((await demo(admin, "PUT", `${types()}/order`, { keys: [...keys, keys[0]] })).statusCode).toBe(400);
    await demo(admin, "PUT", `${types()}/order`, { keys });

    expect((await demo(admin, "PATCH", `${types()}/NOPE`, { label: "x" })).statusCode).toBe(404);
    expect((await demo(admin, "POST", types(), { label: "x", key: "has space" })).statusCode).toBe(400);
  });

  it("keeps at least one active entry", async () => {
    const list = (await demo(admin, "GET", categories())).json() as { key: string }[];
    for (const { key } of list.slice(1)) await demo(admin, "PATCH", `${categories()}/${key}`, { archived: true });
    const last = await demo(admin, "PATCH", `${categories()}/${list[0]!.key}`, { archived: true });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(CHOICE_MESSAGES.lastActive);
    for (const { key } of list.slice(1)) await demo(admin, "PATCH", `${categories()}/${key}`, { archived: false });
  });
});

describe("isolation", () => {
  it("refuses another tenant's keys, and another tenant's lists", async () => {
    // Summit's (legal) keys mean nothing in the clinic, and the clinic's nothing at Summit.
    const legalType = await demo(staff, "POST", `/api/tenants/${ids.demo}/contacts`, {
      name: "Opposing Counsel",
      type: "OPPOSING_COUNSEL",
    });
    expect(legalType.statusCode).toBe(400);
    const legalCategory = await demo(staff, "POST", "/api/helpdesk/tickets", {
      title: "Sue them",
      description: "x",
      type: "litigation",
    });
    expect(legalCategory.statusCode).toBe(400);
    const clinicAtSummit = await call(
      t.app,
      "POST",
      "/api/helpdesk/tickets",
      { title: "Refill", description: "x", type: "prescription_refill" },
      { host: SUMMIT, cookie: summit },
    );
    expect(clinicAtSummit.statusCode).toBe(400);

    const foreign = await call(t.app, "GET", `/api/tenants/${ids.demo}/contact-types`, undefined, {
      host: SUMMIT,
      cookie: summit,
    });
    expect([403, 404]).toContain(foreign.statusCode);
    const rename = await call(
      t.app,
      "PATCH",
      `/api/tenants/${ids.demo}/contact-types/PATIENT`,
      { label: "Hacked" },
      {
        host: SUMMIT,
        cookie: summit,
      },
    );
    expect([403, 404]).toContain(rename.statusCode);
    const list = (await demo(staff, "GET", types())).json();
    expect(list.find((c: { key: string }) => c.key === "PATIENT").label).toBe("Patient");
  });

  it("the same type added twice at once is added once; the other is told it exists", async () => {
    const body = { label: "Hospice nurse" };
    const both = await Promise.all([demo(admin, "POST", types(), body), demo(admin, "POST", types(), body)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const list = (await demo(admin, "GET", types())).json() as { label: string }[];
    expect(list.filter((c) => c.label === "Hospice nurse")).toHaveLength(1);
  });
});
