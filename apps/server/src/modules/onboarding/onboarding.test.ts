import {
  DOMAIN_MESSAGES,
  ENTITLEMENT_MESSAGES,
  ONBOARDING_MESSAGES,
  type Provisioning,
  subdomainAvailabilitySchema,
  subdomainSchema,
} from "@engagesuite/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client";
import { mailOutbox, tenantDomains, tenants, users } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/harness";
import { call, cookieFrom } from "../../test/http";

let t: TestApp;
let healthcareId: number;
let coreId: number;
let helpDeskId: number;

beforeAll(async () => {
  t = await createTestApp();
  const verticals = (await call(t.app, "GET", "/api/public/verticals")).json() as { id: number; slug: string }[];
  healthcareId = verticals.find((v) => v.slug === "healthcare")!.id;
  const modules = (await call(t.app, "GET", "/api/services")).json() as { id: number; slug: string }[];
  coreId = modules.find((m) => m.slug === "core")!.id;
  helpDeskId = modules.find((m) => m.slug === "help-desk")!.id;
});
afterAll(() => t.close());

// Each request from an address of its own: these tests are many visitors, not one address under the per-address limits
// (those have their own tests in public-write-limits.test.ts).
let lastOctets = 0;
const nextAddress = () => {
  lastOctets += 1;
  return `198.18.${Math.floor(lastOctets / 250)}.${(lastOctets % 250) + 1}`;
};
const post = (url: string, body: object, cookie?: string) =>
  call(t.app, "POST", url, body, { cookie, remoteAddress: nextAddress() });
const get = (url: string, cookie?: string) =>
  call(t.app, "GET", url, undefined, { cookie, remoteAddress: nextAddress() });

/** A visitor's whole paid path up to tenant creation: DNS (reserving the subdomain), subscription, card, confirmation. */
async function payFor(subdomain: string, email: string, card = "4242 4242 4242 4242") {
  const dns = await post("/api/dns/setup", { subdomain, verticalId: healthcareId });
  expect(dns.statusCode).toBe(200);
  const cookie = cookieFrom(dns);
  const sub = await post(
    "/api/payments/get-or-create-subscription",
    { email, name: "Acme Dental", planType: "ENTERPRISE", isYearly: true, trialDays: 7 },
    cookie,
  );
  expect(sub.statusCode).toBe(200);
  const { subscriptionId, clientSecret, customerId } = sub.json();
  const card1 = await post(
    "/api/payments/sandbox/confirm-card",
    { clientSecret, cardNumber: card, cardName: "Ada Lovelace", expiryDate: "12/30", cvc: "123" },
    cookie,
  );
  return { cookie, subscriptionId, customerId, clientSecret, card: card1 };
}

function tenantBody(subdomain: string, email: string, subscriptionId: string, customerId: string) {
  return {
    name: "Acme Dental",
    slug: subdomain,
    subdomain,
    verticalModuleId: healthcareId,
    serviceModules: [helpDeskId],
    planTier: "BASIC",
    email,
    phoneNumber: "+1 555 0100",
    address: "1 Main St",
    city: "Portland",
    state: "OR",
    postalCode: "97201",
    country: "",
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscriptionId,
    includedUsers: 5,
    additionalUsers: 0,
  };
}

describe("GET /api/onboarding/subdomain-availability", () => {
  it.each([
    ["fresh-name", true, ONBOARDING_MESSAGES.subdomainAvailable],
    ["admin", false, ONBOARDING_MESSAGES.subdomainReserved],
    ["demo", false, ONBOARDING_MESSAGES.subdomainTaken],
  ])("%s -> available %s", async (subdomain, available, message) => {
    const res = await get(`/api/onboarding/subdomain-availability?subdomain=${subdomain}`);
    expect(res.json()).toEqual({ subdomain, available, message, suggestions: available ? [] : expect.any(Array) });
  });

  it("answers a taken subdomain with three free, valid suggestions: no tenant's, none another visitor holds", async () => {
    await t.db.owner.db.insert(tenants).values(
      ["bright-dental", "bright-dental-2"].map((subdomain) => ({
        name: "Bright Dental",
        subdomain,
        email: `owner@${subdomain}.example`,
      })),
    );
    const held = await post("/api/dns/setup", { subdomain: "bright-dental-hq", verticalId: healthcareId });
    expect(held.statusCode).toBe(200);

    const res = await get("/api/onboarding/subdomain-availability?subdomain=bright-dental");
    const answer = subdomainAvailabilitySchema.parse(res.json());
    expect(answer).toMatchObject({ available: false, message: ONBOARDING_MESSAGES.subdomainTaken });
    expect(answer.suggestions).toEqual(["bright-dental-team", "bright-dental-crm", "bright-dental-online"]);

    const taken = await queryRows<{ subdomain: string }>(t.db.owner.db, sql`select subdomain from tenants`);
    for (const suggestion of answer.suggestions) {
      expect(subdomainSchema.parse(suggestion)).toBe(suggestion);
      expect(taken.map((row) => row.subdomain)).not.toContain(suggestion);
      expect((await get(`/api/onboarding/subdomain-availability?subdomain=${suggestion}`)).json()).toMatchObject({
        available: true,
        suggestions: [],
      });
    }
  });

  it("suggests within the subdomain rules for a 20-character name, a reserved one and a numbered one", async () => {
    const long = "a".repeat(20);
    await t.db.owner.db.insert(tenants).values({ name: "Long", subdomain: long, email: "owner@long.example" });
    for (const [subdomain, expected] of [
      [long, [`${"a".repeat(18)}-2`, `${"a".repeat(17)}-hq`, `${"a".repeat(15)}-team`]],
      ["admin", ["admin-2", "admin-hq", "admin-team"]],
      ["bright-dental-2", ["bright-dental-team", "bright-dental-crm", "bright-dental-online"]],
    ] as const) {
      const answer = (await get(`/api/onboarding/subdomain-availability?subdomain=${subdomain}`)).json();
      expect(answer.available).toBe(false);
      expect(answer.suggestions).toEqual(expected);
    }
  });

  it.each([
    ["ab", "Subdomain must be at least 3 characters"],
    ["a".repeat(21), "Subdomain must be at most 20 characters"],
    ["bad_name", "Subdomain can only contain lowercase letters, numbers, and hyphens"],
  ])("answers 400 in the spec's words for %s", async (subdomain, message) => {
    const res = await get(`/api/onboarding/subdomain-availability?subdomain=${subdomain}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, fieldErrors: { subdomain: [message] } });
  });
});

describe("DNS and SSL setup", () => {
  it("sets up verified records for {sub}.localhost, lists them by zone, and provisions the wildcard certificate", async () => {
    const setup = await post("/api/dns/setup", { subdomain: "dns-check", verticalId: healthcareId });
    expect(setup.statusCode).toBe(200);
    const cookie = cookieFrom(setup);
    expect(setup.json()).toMatchObject({ subdomain: "dns-check", hostname: "dns-check.localhost" });
    const [entry] = (await get("/api/dns/setup/status?subdomain=dns-check")).json();
    expect(entry).toMatchObject({ id: setup.json().id, verified: true });
    const records = (await get(`/api/dns/zones/${entry.id}/records`)).json();
    expect(records).toEqual([
      {
        type: "CNAME",
        name: "dns-check.localhost",
        value: "localhost",
        ttl: 3600,
        isRequired: true,
        status: "verified",
      },
      expect.objectContaining({ type: "TXT", ttl: 3600, isRequired: false, status: "verified" }),
    ]);

    const ssl = await post("/api/ssl/setup", { subdomain: "dns-check", verticalId: healthcareId }, cookie);
    expect(ssl.statusCode).toBe(200);
    const status = (await get("/api/ssl/setup/status?subdomain=dns-check")).json();
    expect(status).toMatchObject({
      status: "active",
      domains: ["dns-check.localhost", "*.localhost"],
      autoRenew: true,
    });
    const days = (new Date(status.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);
  });

  it("answers an empty status, 404 records and 404 certificate for a subdomain never set up", async () => {
    expect((await get("/api/dns/setup/status?subdomain=never-set")).json()).toEqual([]);
    expect((await get("/api/dns/zones/zone_0123456789abcdef0123/records")).statusCode).toBe(404);
    expect((await get("/api/dns/zones/not-a-zone/records")).statusCode).toBe(400);
    expect((await get("/api/ssl/setup/status?subdomain=never-set")).statusCode).toBe(404);
  });

  it("refuses a reserved or taken subdomain, and an unknown vertical", async () => {
    const reserved = await post("/api/dns/setup", { subdomain: "www", verticalId: healthcareId });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().message).toBe(ONBOARDING_MESSAGES.subdomainReserved);
    const taken = await post("/api/dns/setup", { subdomain: "demo", verticalId: healthcareId });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ONBOARDING_MESSAGES.subdomainTaken);
    expect((await post("/api/dns/setup", { subdomain: "okay-name", verticalId: 9999 })).statusCode).toBe(400);
  });

  it("lets exactly one of two racing visitors hold a subdomain", async () => {
    const attempts = await Promise.all(
      Array.from({ length: 6 }, () => post("/api/dns/setup", { subdomain: "contested", verticalId: healthcareId })),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = attempts.find((r) => r.statusCode === 200)!;
    const again = await post(
      "/api/dns/setup",
      { subdomain: "contested", verticalId: healthcareId },
      cookieFrom(winner),
    );
    expect(again.statusCode).toBe(200);
    const others = await get("/api/onboarding/subdomain-availability?subdomain=contested");
    expect(others.json().available).toBe(false);
  });
});

describe("sandbox payments", () => {
  it("is idempotent per e-mail and updates the plan", async () => {
    const body = { email: "Owner@Idem.example", name: "Idem Co", planType: "BASIC", isYearly: false, trialDays: 7 };
    const first = (await post("/api/payments/get-or-create-subscription", body)).json();
    const second = (
      await post("/api/payments/get-or-create-subscription", { ...body, planType: "PROFESSIONAL" })
    ).json();
    expect(second.subscriptionId).toBe(first.subscriptionId);
    expect(second.customerId).toBe(first.customerId);
    expect(second.clientSecret).not.toBe(first.clientSecret);
  });

  it("declines 4000 0000 0000 0002 and a failed Luhn check, and answers the card messages of SPEC §5", async () => {
    const declined = await payFor("decline-co", "decline@example.com", "4000 0000 0000 0002");
    expect(declined.card.statusCode).toBe(402);
    expect(declined.card.json()).toEqual({ message: "Your card was declined." });
    const { clientSecret } = declined;
    const luhn = await post("/api/payments/sandbox/confirm-card", {
      clientSecret,
      cardNumber: "4242424242424241",
      cardName: "Ada",
      expiryDate: "12/30",
      cvc: "123",
    });
    expect(luhn.json()).toEqual({ message: "Your card number is invalid." });
    const bad = await post("/api/payments/sandbox/confirm-card", {
      clientSecret,
      cardNumber: "4242abcd",
      cardName: "A",
      expiryDate: "1230",
      cvc: "1",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      cardNumber: expect.arrayContaining(["Card number must contain only digits"]),
      cardName: ["Card holder name is required"],
      expiryDate: ["Expiry date must be in MM/YY format"],
      cvc: ["CVC must contain only digits"],
    });
    const unpaid = await post(
      "/api/onboarding/tenants",
      tenantBody("decline-co", "decline@example.com", declined.subscriptionId, declined.customerId),
      declined.cookie,
    );
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json()).toEqual({ message: ONBOARDING_MESSAGES.paymentNotConfirmed });
    expect(await t.db.owner.db.select().from(tenants).where(eq(tenants.subdomain, "decline-co"))).toEqual([]);
  });

  it("stores no card number or CVC anywhere", async () => {
    await payFor("no-card-kept", "nocard@example.com", "5555 5555 5555 4444");
    const dump = await queryRows<{ row: string }>(
      t.db.owner.db,
      sql`select row_to_json(x)::text as row from billing_subscriptions x
          union all select row_to_json(x)::text from billing_customers x
          union all select row_to_json(x)::text from mail_outbox x`,
    );
    const text = dump.map((r) => r.row).join("\n");
    expect(text).toContain("nocard@example.com");
    expect(text).not.toMatch(/5555\s?5555\s?5555\s?4444|4242424242424242/);
  });

  it("confirms only with the payment intent of that subscription", async () => {
    const paid = await payFor("confirm-co", "confirm@example.com");
    const wrong = await post("/api/payments/confirm-subscription", {
      subscriptionId: paid.subscriptionId,
      paymentIntentId: "pi_forged",
    });
    expect(wrong.statusCode).toBe(402);
    const right = await post("/api/payments/confirm-subscription", {
      subscriptionId: paid.subscriptionId,
      paymentIntentId: paid.card.json().paymentIntentId,
    });
    expect(right.json()).toEqual({ customerId: paid.customerId });
  });
});

describe("POST /api/onboarding/tenants", () => {
  it("creates the tenant once, with its admin, provisions it, and e-mails a set-password link that works", async () => {
    const email = "owner@acme-dental.example";
    const paid = await payFor("acme-dental", email);
    await post("/api/payments/confirm-subscription", {
      subscriptionId: paid.subscriptionId,
      paymentIntentId: paid.card.json().paymentIntentId,
    });
    const body = {
      ...tenantBody("acme-dental", email, paid.subscriptionId, paid.customerId),
      customDomain: "CRM.Acme-Dental.example",
    };
    // The DNS step showed this visitor the TXT record to publish for the custom domain.
    const preview = await post("/api/onboarding/custom-domain", { hostname: "crm.acme-dental.example" }, paid.cookie);
    const shownTxt = preview.json().records[1].value as string;

    const created = await post("/api/onboarding/tenants", body, paid.cookie);
    expect(created.statusCode).toBe(201);
    const answer = created.json();
    expect(answer).toMatchObject({ name: "Acme Dental", subdomain: "acme-dental", status: "TRIAL" });
    const days = (new Date(answer.setupPeriodEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const replay = await post("/api/onboarding/tenants", body, paid.cookie);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().id).toBe(answer.id);

    const [row] = await t.db.owner.db.select().from(tenants).where(eq(tenants.id, answer.id));
    expect(row).toMatchObject({
      planTier: "ENTERPRISE",
      billingPeriod: "yearly",
      country: "US",
      includedUsers: 5,
      additionalUsers: 0,
      industry: "healthcare",
    });
    expect(row!.serviceModules.sort()).toEqual([coreId, helpDeskId].sort());
    const [custom] = await t.db.owner.db.select().from(tenantDomains).where(eq(tenantDomains.tenantId, answer.id));
    expect(custom).toMatchObject({ hostname: "crm.acme-dental.example", verifiedAt: null });
    expect(`engagesuite-verification=${custom!.verificationToken}`).toBe(shownTxt);
    const [admin] = await t.db.owner.db.select().from(users).where(eq(users.tenantId, answer.id));
    expect(admin).toMatchObject({ role: "TENANT_ADMIN", email, username: "admin", emailVerifiedAt: null });

    await expect
      .poll(
        async () => ((await get(`/api/onboarding/tenants/${answer.id}/provisioning`)).json() as Provisioning).status,
        {
          timeout: 15_000,
        },
      )
      .toBe("complete");
    const provisioning = (await get(`/api/onboarding/tenants/${answer.id}/provisioning`)).json();
    expect(provisioning).toMatchObject({
      crmUrl: "http://acme-dental.localhost:3000",
      steps: [
        { name: "dns", status: "done" },
        { name: "ssl", status: "done" },
        { name: "invite", status: "done" },
      ],
    });

    const mails = await t.db.owner.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your Acme Dental workspace is ready");
    expect(mails[0]!.textBody).not.toMatch(/^password:/im);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[0]!.textBody)?.[1];
    expect(mails[0]!.textBody).toContain("http://acme-dental.localhost:3000/reset-password?token=");

    const host = "acme-dental.localhost:3000";
    const set = await call(
      t.app,
      "POST",
      "/api/auth/password-reset/confirm",
      { token, password: "my-new-password" },
      { host },
    );
    expect(set.statusCode).toBe(200);
    // Following the welcome mail's link proved the new admin's address.
    const [verifiedAdmin] = await t.db.owner.db.select().from(users).where(eq(users.tenantId, answer.id));
    expect(verifiedAdmin!.emailVerifiedAt).not.toBeNull();
    const login = await call(
      t.app,
      "POST",
      "/api/auth/tenant/login",
      { username: "admin", password: "my-new-password" },
      { host },
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ tenantDomain: "acme-dental", role: "TENANT_ADMIN" });
  });

  it("signs the owner in once with a handoff, from the browser that created the tenant only, once provisioning is done", async () => {
    const email = "owner@owner-handoff.example";
    const paid = await payFor("owner-handoff", email);
    await post("/api/payments/confirm-subscription", {
      subscriptionId: paid.subscriptionId,
      paymentIntentId: paid.card.json().paymentIntentId,
    });
    const created = await post(
      "/api/onboarding/tenants",
      tenantBody("owner-handoff", email, paid.subscriptionId, paid.customerId),
      paid.cookie,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const signIn = (cookie?: string) => post(`/api/onboarding/tenants/${id}/sign-in`, {}, cookie);
    await expect
      .poll(async () => ((await get(`/api/onboarding/tenants/${id}/provisioning`)).json() as Provisioning).status, {
        timeout: 15_000,
      })
      .toBe("complete");

    // Another visitor's browser, or none, gets nothing; an unknown tenant neither.
    const stranger = cookieFrom(await post("/api/dns/setup", { subdomain: "stranger-name", verticalId: healthcareId }));
    expect(stranger).toMatch(/es_onboarding=/);
    for (const res of [await signIn(stranger), await signIn()]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ONBOARDING_MESSAGES.ownerSignInUnavailable });
    }
    const unknown = await post("/api/onboarding/tenants/00000000-0000-4000-8000-000000000000/sign-in", {}, paid.cookie);
    expect(unknown.statusCode).toBe(404);

    // Before provisioning is done: wait.
    await t.db.owner.db.update(tenants).set({ provisioningStatus: "in_progress" }).where(eq(tenants.id, id));
    const early = await signIn(paid.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: ONBOARDING_MESSAGES.ownerSignInNotReady });
    await t.db.owner.db.update(tenants).set({ provisioningStatus: "complete" }).where(eq(tenants.id, id));

    const answer = await signIn(paid.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const url = answer.json().url as string;
    expect(url).toMatch(/^http:\/\/owner-handoff\.localhost:3000\/auth\/handoff#code=[A-Za-z0-9_-]+$/);
    const code = decodeURIComponent(url.split("#code=")[1]!);
    const stored = await queryRows<{ code_hash: string }>(t.db.owner.db, sql`select code_hash from auth_handoffs`);
    expect(stored.map((r) => r.code_hash)).not.toContain(code);

    // Redeemed on the tenant's host only, once: the session is the new admin's.
    const redeem = (host: string) => call(t.app, "POST", "/api/auth/handoff", { code }, { host });
    expect((await redeem("localhost:3000")).statusCode).toBe(400);
    expect((await redeem("demo.localhost:3000")).statusCode).toBe(400);
    const host = "owner-handoff.localhost:3000";
    const redeemed = await redeem(host);
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({ redirectTo: "/dashboard" });
    const me = await call(t.app, "GET", "/api/auth/me", undefined, { host, cookie: cookieFrom(redeemed) });
    expect(me.json().user).toMatchObject({ email, role: "TENANT_ADMIN", tenantDomain: "owner-handoff" });
    expect((await redeem(host)).statusCode).toBe(400);
    expect((await signIn(paid.cookie)).statusCode).toBe(404);

    // The owner still sets a password from the welcome e-mail.
    const mails = await t.db.owner.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.map((m) => m.subject)).toEqual(["Your Acme Dental workspace is ready"]);
    expect(mails[0]!.textBody).toContain("http://owner-handoff.localhost:3000/reset-password?token=");
  });

  it("refuses a subdomain another visitor holds, a reserved one, and bad input in the spec's words", async () => {
    const holder = await post("/api/dns/setup", { subdomain: "held-name", verticalId: healthcareId });
    expect(holder.statusCode).toBe(200);
    const paid = await payFor("other-name", "second@example.com");
    await post("/api/payments/confirm-subscription", {
      subscriptionId: paid.subscriptionId,
      paymentIntentId: paid.card.json().paymentIntentId,
    });
    const taken = await post(
      "/api/onboarding/tenants",
      tenantBody("held-name", "second@example.com", paid.subscriptionId, paid.customerId),
      paid.cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ONBOARDING_MESSAGES.subdomainTaken);
    const reserved = await post(
      "/api/onboarding/tenants",
      tenantBody("api", "second@example.com", paid.subscriptionId, paid.customerId),
      paid.cookie,
    );
    expect(reserved.statusCode).toBe(400);
    // Issue 18: Families is coming soon; it is shown, never chosen (nor charged).
    const modules = (await get("/api/services")).json() as { id: number; slug: string }[];
    const families = modules.find((m) => m.slug === "families")!.id;
    const comingSoon = await post(
      "/api/onboarding/tenants",
      {
        ...tenantBody("other-name", "second@example.com", paid.subscriptionId, paid.customerId),
        serviceModules: [helpDeskId, families],
      },
      paid.cookie,
    );
    expect(comingSoon.statusCode).toBe(400);
    expect(comingSoon.json()).toEqual({
      message: ENTITLEMENT_MESSAGES.onboardingComingSoon,
      fieldErrors: { serviceModules: [ENTITLEMENT_MESSAGES.comingSoon("Families & Households")] },
    });
    for (const customDomain of ["crm.localhost", "other-name.localhost"]) {
      const platformName = await post(
        "/api/onboarding/tenants",
        { ...tenantBody("other-name", "second@example.com", paid.subscriptionId, paid.customerId), customDomain },
        paid.cookie,
      );
      expect(platformName.statusCode).toBe(400);
      expect(platformName.json()).toEqual({
        message: DOMAIN_MESSAGES.notPublic,
        fieldErrors: { customDomain: [DOMAIN_MESSAGES.notPublic] },
      });
    }
    const bad = await post("/api/onboarding/tenants", {
      ...tenantBody("x", "nope", paid.subscriptionId, paid.customerId),
      name: "A",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      name: ["Company name must be at least 2 characters"],
      subdomain: ["Subdomain must be at least 3 characters"],
      email: ["Please enter a valid email address"],
    });
    const [{ n }] = (await t.db.owner.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tenants)
      .where(eq(tenants.email, "second@example.com"))) as [{ n: number }];
    expect(n).toBe(0);
  });
});
