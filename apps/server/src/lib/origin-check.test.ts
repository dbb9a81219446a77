import type { AddressInfo } from "node:net";
import { AUTH_MESSAGES, REQUEST_MESSAGES } from "@engagesuite/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contacts, tenants } from "../db/schema";
import { DEMO_LOGINS as L } from "../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../test/harness";
import { platformCookie, staffCookie } from "../test/http";
import { type RawRequest, rawRequest } from "../test/raw-http";
import { registerErrorHandling } from "./error-handler";
import { registerOriginCheck } from "./origin-check";

/**
 * The CSRF rule (lib/origin-check.ts) on a listening server, with request lines written byte for byte: the route Fastify
 * matched decides, whatever the raw target looks like, and nothing refused writes a row.
 */
let t: TestApp;
let ids: { demo: string; summit: string };
let port: number;
let demoAdmin: string;
let superAdmin: string;
let demo: string;
let summit: string;
let main: string;

/** Live contacts: a delete moves one to the trash (issue 21). */
const contactCount = async () =>
  (
    await t.db.owner.db
      .select({ n: sql<number>`count(*)::int` })
      .from(contacts)
      .where(and(eq(contacts.tenantId, ids.demo), isNull(contacts.deletedAt)))
  )[0]!.n;
const summitStatus = async () =>
  (await t.db.owner.db.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, ids.summit)))[0]!.status;

const NEW_CONTACT = JSON.stringify({ name: "Mallory Origin", email: "mallory@example.com" });

/** A contact created as the demo tenant's admin on demo.localhost, with the given changes to a same-origin request. */
function createContact(change: Partial<RawRequest> & { extraHeaders?: Record<string, string | undefined> } = {}) {
  const headers: Record<string, string | undefined> = {
    host: demo,
    origin: `http://${demo}`,
    cookie: demoAdmin,
    "content-type": "application/json",
    ...change.extraHeaders,
  };
  return rawRequest(port, {
    method: "POST",
    target: `/api/tenants/${ids.demo}/contacts`,
    body: NEW_CONTACT,
    ...change,
    headers: Object.fromEntries(Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined)),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await demoTenantIds(t);
  demoAdmin = await staffCookie(t.app, "demo.localhost:3000", L.demoAdmin.username, L.demoAdmin.password);
  superAdmin = await platformCookie(t.app, L.superAdmin.email, L.superAdmin.password);
  expect(demoAdmin).not.toBe("");
  expect(superAdmin).not.toBe("");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  demo = `demo.localhost:${port}`;
  summit = `summit.localhost:${port}`;
  main = `localhost:${port}`;
});
afterAll(() => t.close());

describe("the CSRF origin check on real HTTP", () => {
  it("creates a contact from a same-origin JSON request", async () => {
    const before = await contactCount();
    const res = await createContact();
    expect(res.status, res.body).toBe(201);
    expect(await contactCount()).toBe(before + 1);
  });

  it("keeps the localhost ?tenant= page working: its calls name the tenant in X-Tenant", async () => {
    const before = await contactCount();
    const res = await createContact({ extraHeaders: { host: main, origin: `http://${main}`, "x-tenant": "demo" } });
    expect(res.status, res.body).toBe(201);
    expect(await contactCount()).toBe(before + 1);
  });

  it("passes a body-less DELETE on its Origin alone, and refuses it without one", async () => {
    const created = JSON.parse((await createContact()).body) as { id: string };
    const del = (headers: Record<string, string>) =>
      rawRequest(port, {
        method: "DELETE",
        target: `/api/contacts/${created.id}`,
        headers: { host: demo, cookie: demoAdmin, ...headers },
      });
    const before = await contactCount();
    const refused = await del({});
    expect(refused.status).toBe(403);
    expect(await contactCount()).toBe(before);
    expect((await del({ origin: `http://${demo}` })).status).toBe(204);
    expect(await contactCount()).toBe(before - 1);
  });

  const encodedTargets = (id: string) => [
    `/%61pi/tenants/${id}/contacts`,
    `/%41%50%49/tenants/${id}/contacts`,
    `/api/%2e%2e/api/tenants/${id}/contacts`,
    `/api/../api/tenants/${id}/contacts`,
    `//api/tenants/${id}/contacts`,
    `/api//tenants/${id}/contacts`,
    `/API/tenants/${id}/contacts`,
    `/Api/Tenants/${id}/contacts`,
    `/api/tenants/${id}/contacts/`,
    `/api%2ftenants/${id}/contacts`,
  ];

  it("refuses a foreign Origin on every spelling of the path, and writes nothing", async () => {
    const before = await contactCount();
    for (const target of encodedTargets(ids.demo)) {
      const res = await createContact({ target, extraHeaders: { origin: "http://evil.example" } });
      expect(res.status, `${target}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.status, target).toBeLessThan(500);
    }
    const viaEncoded = await createContact({
      target: `/%61pi/tenants/${ids.demo}/contacts`,
      extraHeaders: { origin: "http://evil.example" },
    });
    expect(viaEncoded.status).toBe(403);
    expect(JSON.parse(viaEncoded.body)).toEqual({ message: AUTH_MESSAGES.crossSiteRefused });
    expect(await contactCount()).toBe(before);
  });

  it("refuses absolute-form request targets, whatever authority they name", async () => {
    const before = await contactCount();
    for (const authority of ["http://evil.example", `http://${demo}`, `http://${main}`, "https://demo.localhost"]) {
      for (const path of [`/api/tenants/${ids.demo}/contacts`, `/%61pi/tenants/${ids.demo}/contacts`]) {
        const res = await createContact({ target: `${authority}${path}` });
        expect(res.status, `${authority}${path}: ${res.body}`).toBe(400);
        expect(JSON.parse(res.body)).toEqual({ message: REQUEST_MESSAGES.invalidRequestTarget });
      }
    }
    expect(await contactCount()).toBe(before);
  });

  it("refuses a sibling tenant's origin, another port or scheme, an opaque origin and a foreign Referer", async () => {
    const before = await contactCount();
    const senders: Record<string, string | undefined>[] = [
      { origin: `http://${summit}` },
      { origin: `http://www.${demo}` },
      { origin: `http://${main}` },
      { origin: "http://demo.localhost:1" },
      { origin: "http://demo.localhost" },
      { origin: `ftp://${demo}` },
      { origin: "null", referer: `http://${demo}/dashboard` },
      { origin: "" },
      { origin: undefined },
      { origin: undefined, referer: `http://${summit}/tu` },
      { origin: undefined, referer: "http://evil.example/page" },
      { origin: undefined, referer: "not a url" },
    ];
    for (const sender of senders) {
      const res = await createContact({ extraHeaders: sender });
      expect(res.status, JSON.stringify(sender)).toBe(403);
      expect(JSON.parse(res.body)).toEqual({ message: AUTH_MESSAGES.crossSiteRefused });
      const encoded = await createContact({ target: `/%61pi/tenants/${ids.demo}/contacts`, extraHeaders: sender });
      expect(encoded.status, JSON.stringify(sender)).toBe(403);
    }
    expect(await contactCount()).toBe(before);
    const viaReferer = await createContact({
      extraHeaders: { origin: undefined, referer: `http://${demo}/dashboard` },
    });
    expect(viaReferer.status, viaReferer.body).toBe(201);
  });

  it("refuses text/plain, form, multipart, other and absent content types of a body with a clear 415", async () => {
    const before = await contactCount();
    const bodies: (Partial<RawRequest> & { extraHeaders: Record<string, string | undefined> })[] = [
      { extraHeaders: { "content-type": "text/plain" } },
      { extraHeaders: { "content-type": "text/plain;charset=UTF-8" } },
      { extraHeaders: { "content-type": "application/x-www-form-urlencoded" }, body: "name=Mallory+Form" },
      { extraHeaders: { "content-type": "multipart/form-data; boundary=x" } },
      { extraHeaders: { "content-type": "application/xml" } },
      { extraHeaders: { "content-type": "text/plain; x=application/json" } },
      { extraHeaders: { "content-type": "" } },
      { extraHeaders: { "content-type": undefined } },
      { extraHeaders: { "content-type": undefined }, chunked: true },
    ];
    for (const change of bodies) {
      for (const target of [`/api/tenants/${ids.demo}/contacts`, `/%61pi/tenants/${ids.demo}/contacts`]) {
        const res = await createContact({ ...change, target });
        expect(res.status, `${JSON.stringify(change)} ${target}: ${res.body}`).toBe(415);
        expect(JSON.parse(res.body)).toEqual({ message: REQUEST_MESSAGES.unsupportedContentType });
      }
    }
    expect(await contactCount()).toBe(before);
    const chunkedJson = await createContact({ chunked: true });
    expect(chunkedJson.status, chunkedJson.body).toBe(201);
    const upperCase = await createContact({ extraHeaders: { "content-type": "Application/JSON; charset=utf-8" } });
    expect(upperCase.status, upperCase.body).toBe(201);
  });

  it("keeps a super admin's suspend from a text/plain or cross-site request, through /%61pi/ too", async () => {
    const suspend = (target: string, headers: Record<string, string>, body?: string) =>
      rawRequest(port, { method: "POST", target, headers: { host: main, cookie: superAdmin, ...headers }, body });
    const before = await summitStatus();
    expect(before).not.toBe("SUSPENDED");
    for (const target of [
      `/api/platform/tenants/${ids.summit}/suspend`,
      `/%61pi/platform/tenants/${ids.summit}/suspend`,
    ]) {
      const plain = await suspend(target, { origin: `http://${main}`, "content-type": "text/plain" }, "{}");
      expect(plain.status, plain.body).toBe(415);
      const form = await suspend(
        target,
        { origin: `http://${main}`, "content-type": "application/x-www-form-urlencoded" },
        "a=b",
      );
      expect(form.status, form.body).toBe(415);
      const foreign = await suspend(target, { origin: "http://evil.example", "content-type": "text/plain" }, "{}");
      expect(foreign.status, foreign.body).toBe(403);
      const sibling = await suspend(target, { origin: `http://${demo}` });
      expect(sibling.status, sibling.body).toBe(403);
      const absolute = await suspend(`http://${main}${target}`, { origin: `http://${main}` });
      expect(absolute.status, absolute.body).toBe(400);
    }
    expect(await summitStatus()).toBe(before);
    // The web client's own call: no body, no Content-Type, its Origin.
    const own = await suspend(`/api/platform/tenants/${ids.summit}/suspend`, { origin: `http://${main}` });
    expect(own.status, own.body).toBe(200);
    expect(await summitStatus()).toBe("SUSPENDED");
    const back = await suspend(`/api/platform/tenants/${ids.summit}/reactivate`, { origin: `http://${main}` });
    expect(back.status, back.body).toBe(200);
  });

  it("checks every state-changing route by its registered pattern, whatever its prefix", async () => {
    const checked = t.app.routeList.filter((r) => !["GET", "HEAD", "OPTIONS"].includes(r.method));
    expect(checked.length).toBeGreaterThan(10);
    for (const route of checked) {
      const target = route.url.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000");
      const res = await rawRequest(port, {
        method: route.method,
        target,
        headers: { host: demo, origin: "http://evil.example", "content-type": "application/json" },
        body: "{}",
      });
      // The Stripe webhook (config csrf: false) is not registered without Stripe keys.
      expect(res.status, `${route.method} ${route.url}: ${res.body}`).toBe(403);
    }
  });
});

describe("a route's own CSRF config", () => {
  it("widens the body types with allowContentTypes (still same-origin only), and csrf: false skips the check", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerOriginCheck(app);
    app.addContentTypeParser("text/csv", { parseAs: "string" }, (_request, body, done) => done(null, body));
    app.post("/api/upload", { config: { csrf: { allowContentTypes: ["text/csv"] } } }, async (request) => ({
      got: request.body,
    }));
    app.post("/hooks/signed", { config: { csrf: false } }, async () => ({ ok: true }));
    app.post("/not-api/state", async () => ({ ok: true }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const at = (app.server.address() as AddressInfo).port;
      const own = `127.0.0.1:${at}`;
      const send = (target: string, headers: Record<string, string>, body?: string) =>
        rawRequest(at, { method: "POST", target, headers: { host: own, ...headers }, body });
      const csv = await send("/api/upload", { origin: `http://${own}`, "content-type": "text/csv" }, "a,b");
      expect([csv.status, JSON.parse(csv.body)]).toEqual([200, { got: "a,b" }]);
      expect(
        (await send("/api/upload", { origin: "http://evil.example", "content-type": "text/csv" }, "a")).status,
      ).toBe(403);
      expect((await send("/api/upload", { origin: `http://${own}`, "content-type": "text/plain" }, "a")).status).toBe(
        415,
      );
      expect((await send("/hooks/signed", { "content-type": "text/plain" }, "x")).status).toBe(200);
      // Not under /api/ by its pattern, still state-changing: checked all the same.
      expect((await send("/not-api/state", { origin: "http://evil.example" })).status).toBe(403);
      expect((await send("/not-api/state", { origin: `http://${own}` })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
