import { CUSTOM_DOMAIN_CLAIM_DAYS, DOMAIN_MESSAGES } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sslCertificates, tenantDomains } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom, staffCookie } from "../../test/http";
import {
  CUSTOM_DOMAIN_RELEASE_CRON,
  CUSTOM_DOMAIN_RELEASE_QUEUE,
  type Resolver,
  releaseLapsedClaims,
} from "./custom-domains";
import { customHostnameRefusal } from "./hostname-policy";

/** What the tenants' DNS answers: TXT records by name, set by each test (nothing is published at first). */
const published = new Map<string, string[][]>();
const resolver: Resolver = {
  resolveCname: async () => ["localhost"],
  lookup: async () => [],
  resolveTxt: async (name: string) => {
    const answer = published.get(name);
    if (!answer) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
    return answer;
  },
} as never;

const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
let t: TestApp;
let ids: { demo: string; summit: string };
let demoAdmin: string;
let demoStaff: string;
let summitAdmin: string;

beforeAll(async () => {
  t = await createTestApp({ deps: { providers: { resolver } } });
  ids = await demoTenantIds(t);
  demoAdmin = await staffCookie(t.app, DEMO, "demo-admin", DEMO_LOGINS.demoAdmin.password);
  demoStaff = await staffCookie(t.app, DEMO, "demo-staff", DEMO_LOGINS.demoStaff.password);
  summitAdmin = await staffCookie(t.app, SUMMIT, "summit-admin", DEMO_LOGINS.summitAdmin.password);
});
afterAll(() => t.close());

const asDemo = (method: "GET" | "POST" | "DELETE", url: string, body?: unknown, cookie = demoAdmin) =>
  call(t.app, method, url, body, { host: DEMO, cookie });
const asSummit = (method: "GET" | "POST" | "DELETE", url: string, body?: unknown) =>
  call(t.app, method, url, body, { host: SUMMIT, cookie: summitAdmin });
const rowOf = async (hostname: string) =>
  (await t.db.owner.db.select().from(tenantDomains).where(eq(tenantDomains.hostname, hostname)))[0];

describe("which host names may be claimed", () => {
  it.each([
    ["engagesuite.com", DOMAIN_MESSAGES.platformDomain],
    ["acme.engagesuite.com", DOMAIN_MESSAGES.platformDomain],
    ["deep.acme.engagesuite.com", DOMAIN_MESSAGES.platformDomain],
    ["edge.lb.example.net", DOMAIN_MESSAGES.platformDomain],
    ["localhost", DOMAIN_MESSAGES.notPublic],
    ["crm.localhost", DOMAIN_MESSAGES.notPublic],
    ["203.0.113.66", DOMAIN_MESSAGES.notPublic],
    ["[::1]", DOMAIN_MESSAGES.notPublic],
    ["::ffff:127.0.0.1", DOMAIN_MESSAGES.notPublic],
  ])("%s is refused", (hostname, message) => {
    expect(customHostnameRefusal(hostname, { appDomain: "engagesuite.com", dnsTarget: "lb.example.net" })).toBe(
      message,
    );
  });

  it("a business's own domain is accepted (a name merely ending in the app domain's letters too)", () => {
    for (const hostname of ["crm.acme-dental.com", "notengagesuite.com", "engagesuite.com.evil.example"]) {
      expect(customHostnameRefusal(hostname, { appDomain: "engagesuite.com" })).toBeNull();
    }
  });

  it("answers 400 with the field's message for names under APP_DOMAIN, localhost and IP literals, and writes nothing", async () => {
    for (const [hostname, message] of [
      ["demo.localhost", DOMAIN_MESSAGES.notPublic],
      ["portal.summit.localhost", DOMAIN_MESSAGES.notPublic],
      ["203.0.113.66", DOMAIN_MESSAGES.invalid],
      ["localhost", DOMAIN_MESSAGES.invalid],
    ] as const) {
      const res = await asDemo("POST", `/api/tenants/${ids.demo}/domains`, { hostname });
      expect(res.statusCode, hostname).toBe(400);
      expect(res.json()).toEqual({ message, fieldErrors: { hostname: [message] } });
      expect(await rowOf(hostname)).toBeUndefined();
    }
  });
});

describe("claiming a custom domain in the workspace settings", () => {
  const hostname = "crm.demo-clinic.example";

  it("shows the CNAME and a TXT record with the domain's own random token; the host reaches nobody until proven", async () => {
    const res = await asDemo("POST", `/api/tenants/${ids.demo}/domains`, { hostname: "CRM.Demo-Clinic.example." });
    expect(res.statusCode).toBe(201);
    const row = await rowOf(hostname);
    expect(row).toMatchObject({ tenantId: ids.demo, verifiedAt: null });
    expect(row!.verificationToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.json()).toMatchObject({
      hostname,
      status: "pending",
      verifiedAt: null,
      records: [
        { type: "CNAME", name: hostname, value: "localhost", isRequired: true },
        {
          type: "TXT",
          name: `_engagesuite-challenge.${hostname}`,
          value: `engagesuite-verification=${row!.verificationToken}`,
          isRequired: true,
          status: "pending",
        },
      ],
    });
    const releasesAt = new Date(res.json().releasesAt).getTime() - new Date(res.json().claimedAt).getTime();
    expect(releasesAt).toBe(CUSTOM_DOMAIN_CLAIM_DAYS * 86_400_000);
    // An unproven custom domain is no host of ours yet: 421, like any stranger's host.
    const current = await call(t.app, "GET", "/api/tenants/current", undefined, { host: hostname });
    expect(current.statusCode).toBe(421);

    const again = await asDemo("POST", `/api/tenants/${ids.demo}/domains`, { hostname });
    expect(again.statusCode).toBe(200);
    expect(again.json().records[1].value).toBe(res.json().records[1].value);
    const list = await asDemo("GET", `/api/tenants/${ids.demo}/domains`);
    expect(list.json().map((d: { hostname: string }) => d.hostname)).toEqual([hostname]);
    // The list looks the records up as DNS answers now: the CNAME points here, the TXT is not published yet.
    expect(list.json()[0].records.map((r: { status: string }) => r.status)).toEqual(["verified", "pending"]);
  });

  it("another workspace claiming it is told it is taken, without a word about whose it is", async () => {
    const res = await asSummit("POST", `/api/tenants/${ids.summit}/domains`, { hostname });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: DOMAIN_MESSAGES.claimed,
      fieldErrors: { hostname: [DOMAIN_MESSAGES.claimed] },
    });
    expect(res.body).not.toMatch(/demo|Demo Health|pending|verif/i);
    expect(res.body).not.toContain(ids.demo);
    expect((await rowOf(hostname))!.tenantId).toBe(ids.demo);
    expect((await asSummit("GET", `/api/tenants/${ids.summit}/domains`)).json()).toEqual([]);
  });

  it("a check with a wrong TXT value leaves it pending; the right one attaches it and the host resolves to the tenant", async () => {
    const url = `/api/tenants/${ids.demo}/domains/${hostname}/check`;
    published.set(`_engagesuite-challenge.${hostname}`, [["engagesuite-verification=not-the-token"]]);
    const wrong = await asDemo("POST", url, {});
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ status: "pending", verifiedAt: null });
    // No certificate before the domain is proven.
    expect(wrong.json().certificate).toEqual({ status: "none", expiresAt: null });
    expect((await rowOf(hostname))!.verifiedAt).toBeNull();

    const token = (await rowOf(hostname))!.verificationToken!;
    published.set(`_engagesuite-challenge.${hostname}`, [[`engagesuite-verification=${token}`]]);
    const right = await asDemo("POST", url, {});
    expect(right.json()).toMatchObject({ status: "verified", releasesAt: null });
    expect(right.json().records.map((r: { status: string }) => r.status)).toEqual(["verified", "verified"]);
    expect((await rowOf(hostname))!.verifiedAt).not.toBeNull();
    const current = await call(t.app, "GET", "/api/tenants/current", undefined, { host: hostname });
    expect(current.json()).toMatchObject({ id: ids.demo });

    // The certificate follows (the verification job, once the CNAME points here): the list tells its state.
    const certificate = {
      hostname,
      subdomain: "demo",
      provider: "platform",
      status: "active" as const,
      issuer: "Test CA",
      domains: [hostname],
      expiresAt: new Date("2027-06-01T00:00:00Z"),
    };
    // The verification job the check sent runs meanwhile and records the test provider's own (pending) certificate,
    // so the issued one is written until the list shows it (the job's next retry is seconds away).
    await expect
      .poll(async () => {
        await t.db.owner.db
          .insert(sslCertificates)
          .values(certificate)
          .onConflictDoUpdate({ target: sslCertificates.hostname, set: certificate });
        const listed = await asDemo("GET", `/api/tenants/${ids.demo}/domains`);
        return listed.json().find((d: { hostname: string }) => d.hostname === hostname).certificate;
      })
      .toEqual({ status: "active", expiresAt: "2027-06-01T00:00:00.000Z" });
  });

  it("only the workspace's admin manages its domains; another workspace's admin reaches none of them", async () => {
    const staff = await asDemo("GET", `/api/tenants/${ids.demo}/domains`, undefined, demoStaff);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(DOMAIN_MESSAGES.adminOnly);
    expect(
      (await asDemo("POST", `/api/tenants/${ids.demo}/domains`, { hostname: "x.example.org" }, demoStaff)).statusCode,
    ).toBe(403);

    // Tenant B's session on B's host, naming A's workspace: tenant mismatch, nothing read or changed.
    for (const [method, url, body] of [
      ["GET", `/api/tenants/${ids.demo}/domains`, undefined],
      ["POST", `/api/tenants/${ids.demo}/domains`, { hostname: "b-owns-this.example" }],
      ["POST", `/api/tenants/${ids.demo}/domains/${hostname}/check`, {}],
      ["DELETE", `/api/tenants/${ids.demo}/domains/${hostname}`, undefined],
    ] as const) {
      const res = await asSummit(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.body).not.toContain(hostname);
    }
    // B naming its own workspace and A's domain: not found, and A's domain stays.
    expect((await asSummit("POST", `/api/tenants/${ids.summit}/domains/${hostname}/check`, {})).statusCode).toBe(404);
    expect((await asSummit("DELETE", `/api/tenants/${ids.summit}/domains/${hostname}`)).statusCode).toBe(404);
    // B's session on A's host: refused.
    const onA = await call(t.app, "GET", `/api/tenants/${ids.summit}/domains`, undefined, {
      host: DEMO,
      cookie: summitAdmin,
    });
    expect(onA.statusCode).toBe(403);
    expect(await rowOf("b-owns-this.example")).toBeUndefined();
    expect(await rowOf(hostname)).toMatchObject({ tenantId: ids.demo });
  });

  it("removing a domain frees it for another workspace", async () => {
    const name = "portal.moving-clinic.example";
    expect((await asDemo("POST", `/api/tenants/${ids.demo}/domains`, { hostname: name })).statusCode).toBe(201);
    expect((await asSummit("POST", `/api/tenants/${ids.summit}/domains`, { hostname: name })).statusCode).toBe(409);
    expect((await asDemo("DELETE", `/api/tenants/${ids.demo}/domains/${name}`)).statusCode).toBe(204);
    const claimed = await asSummit("POST", `/api/tenants/${ids.summit}/domains`, { hostname: name });
    expect(claimed.statusCode).toBe(201);
    expect((await rowOf(name))!.tenantId).toBe(ids.summit);
  });
});

describe("claims never proven are released after 7 days", () => {
  it("releases unverified claims older than 7 days (as of the clock given), keeps younger and verified ones", async () => {
    const lapsing = "crm.lapsing.example";
    const young = "crm.young.example";
    const proven = "crm.proven.example";
    for (const hostname of [lapsing, young, proven]) {
      expect((await asDemo("POST", `/api/tenants/${ids.demo}/domains`, { hostname })).statusCode).toBe(201);
    }
    const day = 86_400_000;
    const claimedAt = (await rowOf(lapsing))!.createdAt.getTime();
    await t.db.owner.db
      .update(tenantDomains)
      .set({ createdAt: new Date(claimedAt + 2 * day) })
      .where(eq(tenantDomains.hostname, young));
    await t.db.owner.db.update(tenantDomains).set({ verifiedAt: new Date() }).where(eq(tenantDomains.hostname, proven));

    expect(await releaseLapsedClaims(t.db.app.db, new Date(claimedAt + 7 * day - 60_000))).toEqual([]);
    const released = await releaseLapsedClaims(t.db.app.db, new Date(claimedAt + 7 * day + 60_000));
    // Every claim older than that goes (the one another test made earlier too), and nothing younger or verified.
    expect(released).toContain(lapsing);
    expect(released).not.toContain(young);
    expect(released).not.toContain(proven);
    expect(await rowOf(lapsing)).toBeUndefined();
    expect(await rowOf(young)).toBeDefined();
    expect(await rowOf(proven)).toBeDefined();

    const other = await asSummit("POST", `/api/tenants/${ids.summit}/domains`, { hostname: lapsing });
    expect(other.statusCode).toBe(201);
    expect((await rowOf(lapsing))!.tenantId).toBe(ids.summit);
  });

  it("runs as a pg-boss cron schedule", async () => {
    expect(await t.app.jobs.schedules()).toContainEqual({
      name: CUSTOM_DOMAIN_RELEASE_QUEUE,
      cron: CUSTOM_DOMAIN_RELEASE_CRON,
    });
  });
});

describe("the wizard's custom domain (before the workspace exists)", () => {
  const hostname = "crm.new-clinic.example";
  const preview = (cookie?: string, name = hostname) =>
    call(t.app, "POST", "/api/onboarding/custom-domain", { hostname: name }, { cookie });

  it("shows this visitor's own TXT token, the same on every visit, and another visitor's differs", async () => {
    const first = await preview();
    expect(first.statusCode).toBe(200);
    const cookie = cookieFrom(first);
    expect(cookie).toMatch(/^es_onboarding=/);
    const [cname, txt] = first.json().records;
    expect(cname).toMatchObject({ type: "CNAME", name: hostname, value: "localhost", status: "verified" });
    expect(txt).toMatchObject({ type: "TXT", name: `_engagesuite-challenge.${hostname}`, status: "pending" });
    expect(txt.value).toMatch(/^engagesuite-verification=[A-Za-z0-9_-]{32}$/);
    expect((await preview(cookie)).json().records[1].value).toBe(txt.value);
    expect((await preview()).json().records[1].value).not.toBe(txt.value);

    published.set(`_engagesuite-challenge.${hostname}`, [[txt.value]]);
    expect((await preview(cookie)).json().records[1].status).toBe("verified");
  });

  it("refuses a platform name (400) and a claimed domain (409, whoever holds it)", async () => {
    const platform = await preview(undefined, "new.localhost");
    expect(platform.statusCode).toBe(400);
    expect(platform.json().message).toBe(DOMAIN_MESSAGES.notPublic);
    const claimed = await preview(undefined, "crm.demo-clinic.example");
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json()).toEqual({
      message: DOMAIN_MESSAGES.claimed,
      fieldErrors: { hostname: [DOMAIN_MESSAGES.claimed] },
    });
  });
});
