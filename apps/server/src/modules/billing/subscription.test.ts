import { inflateSync } from "node:zlib";
import {
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  DUNNING_RETRY_DAYS,
  READ_ONLY_DAYS,
  type SubscriptionSummary,
} from "@engagesuite/shared";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingSubscriptions, invoices, mailOutbox, tenants, users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { injectClient, onboardTenant } from "../../test/clients";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, platformCookie, portalCookie, staffCookie } from "../../test/http";
import { hashPassword } from "../auth/passwords";
import { DAY_MS } from "./subscription-machine";

const L = DEMO_LOGINS;
const DEMO = "demo.localhost:3000";
const SUMMIT = "summit.localhost:3000";
const PASSWORD = "Billing-test-password-1";

let t: TestApp;
let ids: { demo: string; summit: string };
let demoAdmin: string;
let demoStaff: string;
let summitAdmin: string;

type Method = "GET" | "POST" | "PUT" | "DELETE";
const path = (tenantId: string, rest: string) => `/api/tenants/${tenantId}/billing/${rest}`;
const as = (cookie: string, host: string) => (method: Method, url: string, body?: unknown) =>
  call(t.app, method, url, body, { host, cookie });

/** Moves the server's clock on by whole days and runs the due work (the development endpoint). */
async function advanceDays(days: number) {
  const res = await call(t.app, "POST", "/api/dev/clock/advance", { ms: Math.round(days * DAY_MS) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { now: string; processed: number };
}

interface Workspace {
  id: string;
  host: string;
  email: string;
  send: (method: Method, url: string, body?: unknown) => ReturnType<typeof call>;
  summary: () => Promise<SubscriptionSummary>;
}

/** A workspace through the onboarding wizard (sandbox card 4242), its administrator signed in. */
async function onboard(subdomain: string): Promise<Workspace> {
  const email = `owner@${subdomain}.example`;
  const id = await onboardTenant(injectClient(t.app), subdomain, email, `${subdomain} Co`);
  await t.db.owner.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(and(eq(users.tenantId, id), eq(users.role, "TENANT_ADMIN")));
  const host = `${subdomain}.localhost:3000`;
  const cookie = await staffCookie(t.app, host, "admin", PASSWORD);
  expect(cookie).toBeTruthy();
  const send = as(cookie, host);
  return {
    id,
    host,
    email,
    send,
    summary: async () => {
      const res = await send("GET", path(id, "subscription"));
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
  };
}

/** Every stream of a PDF, inflated where it is deflated, as one string. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const parts: string[] = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1"));
    } catch {
      // not deflated
    }
  }
  return parts.join("\n");
}

const mailsTo = (to: string, subjectLike: string) =>
  t.db.owner.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), like(mailOutbox.subject, subjectLike)));
const invoicesOf = (tenantId: string) =>
  t.db.owner.db.select().from(invoices).where(eq(invoices.tenantId, tenantId)).orderBy(invoices.issuedAt);
const tenantStatus = async (tenantId: string) =>
  (await t.db.owner.db.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, tenantId)))[0]!.status;

beforeAll(async () => {
  t = await createTestApp({ config: { outboxView: true } });
  ids = await demoTenantIds(t);
  demoAdmin = await staffCookie(t.app, DEMO, L.demoAdmin.username, L.demoAdmin.password);
  demoStaff = await staffCookie(t.app, DEMO, L.demoStaff.username, L.demoStaff.password);
  summitAdmin = await staffCookie(t.app, SUMMIT, L.summitAdmin.username, L.summitAdmin.password);
}, 60_000);
afterAll(() => t.close());

describe("the billing page's reads", () => {
  it("shows the demo workspace active on Professional with a Visa 4242 and three paid monthly invoices with PDFs", async () => {
    const admin = as(demoAdmin, DEMO);
    const res = await admin("GET", path(ids.demo, "subscription"));
    expect(res.statusCode, res.body).toBe(200);
    const summary: SubscriptionSummary = res.json();
    expect(summary).toMatchObject({
      state: "active",
      provider: "sandbox",
      planTier: "PROFESSIONAL",
      billingPeriod: "monthly",
      planPriceCents: 9_900,
      trialDaysLeft: null,
      nextCharge: { amountCents: 9_900 },
      paymentMethod: { brand: "visa", last4: "4242" },
      seats: { included: 10, additional: 0, planLimit: 10, seatPriceCents: 1_500 },
    });
    const list = await admin("GET", path(ids.demo, "invoices"));
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.total).toBe(3);
    expect(page.invoices.map((i: { status: string; amountCents: number }) => [i.status, i.amountCents])).toEqual([
      ["paid", 9_900],
      ["paid", 9_900],
      ["paid", 9_900],
    ]);
    const pdf = await admin("GET", page.invoices[0].pdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // pdf-lib writes text as hex strings in deflated content streams.
    const hex = (text: string) => Buffer.from(text, "latin1").toString("hex").toUpperCase();
    const body = pdfText(pdf.rawPayload);
    expect(body).toContain(hex("INV-00003"));
    expect(body).toContain(hex("$99.00"));
    expect(body).toContain(hex("Demo Health Clinic"));
  });

  it("answers the workspace's administrator only: staff are refused with the declared words, other workspaces too", async () => {
    const staff = as(demoStaff, DEMO);
    for (const [method, rest, body] of [
      ["GET", "subscription"],
      ["GET", "invoices"],
      ["POST", "cancel"],
      ["POST", "resume"],
      ["GET", "plan-change?planTier=ENTERPRISE&billingPeriod=monthly"],
      ["POST", "plan-change", { planTier: "ENTERPRISE", billingPeriod: "monthly" }],
      ["PUT", "seats", { additionalUsers: 1 }],
      [
        "PUT",
        "payment-method",
        { cardNumber: "4242424242424242", cardName: "Ada Admin", expiryDate: "12/30", cvc: "123" },
      ],
      ["POST", "payment-portal"],
    ] as const) {
      const res = await staff(method, path(ids.demo, rest), body);
      expect([rest, res.statusCode, res.json().message]).toEqual([rest, 403, BILLING_MESSAGES.adminOnly]);
      const foreign = await as(summitAdmin, SUMMIT)(method, path(ids.demo, rest), body);
      expect([rest, foreign.statusCode]).toEqual([rest, 403]);
    }
    const demoInvoices = (await as(demoAdmin, DEMO)("GET", path(ids.demo, "invoices"))).json().invoices;
    const stolen = await as(summitAdmin, SUMMIT)("GET", path(ids.summit, `invoices/${demoInvoices[0].id}/pdf`));
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(BILLING_MESSAGES.invoiceNotFound);
    const summitInvoices = (await as(summitAdmin, SUMMIT)("GET", path(ids.summit, "invoices"))).json();
    expect(summitInvoices.total).toBe(3);
    expect(summitInvoices.invoices.map((i: { id: string }) => i.id)).not.toContain(demoInvoices[0].id);
  });

  it("stores no card number: only brand, last 4 and expiry", async () => {
    const rows = await t.db.owner.db.select().from(billingSubscriptions);
    expect(JSON.stringify(rows)).not.toMatch(/4242424242424242|0000000000000341/);
  });
});

describe("the subscription's life, with the clock moved", () => {
  let happy: Workspace;
  let declining: Workspace;
  let leaving: Workspace;

  beforeAll(async () => {
    happy = await onboard("happy");
    declining = await onboard("declining");
    leaving = await onboard("leaving");
  }, 60_000);

  it("starts in the 7-day trial with the next charge at its end", async () => {
    const summary = await happy.summary();
    expect(summary).toMatchObject({
      state: "trialing",
      trialDaysLeft: 6,
      nextCharge: { at: summary.trialEndsAt, amountCents: 9_900 },
      cancelAt: null,
      paymentMethod: { brand: "visa", last4: "4242" },
    });
    expect(await tenantStatus(happy.id)).toBe("TRIAL");
  });

  it("cancel in the trial, resume, cancel again; a card that will decline is saved without a charge", async () => {
    const cancelled = await leaving.send("POST", path(leaving.id, "cancel"));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const trialEndsAt = cancelled.json().trialEndsAt;
    expect(cancelled.json()).toMatchObject({ state: "canceled", cancelAt: trialEndsAt, nextCharge: null });
    expect(await mailsTo(leaving.email, "Your % subscription is cancelled")).toHaveLength(1);
    const resumed = await leaving.send("POST", path(leaving.id, "resume"));
    expect(resumed.json()).toMatchObject({ state: "trialing", cancelAt: null });
    expect((await leaving.send("POST", path(leaving.id, "resume"))).json().message).toBe(
      BILLING_MESSAGES.nothingToResume,
    );
    expect((await leaving.send("POST", path(leaving.id, "cancel"))).json().state).toBe("canceled");
    expect(await tenantStatus(leaving.id)).toBe("TRIAL");

    const card = { cardNumber: "4000000000000341", cardName: "Dee Cline", expiryDate: "12/30", cvc: "123" };
    const saved = await declining.send("PUT", path(declining.id, "payment-method"), card);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ state: "trialing", paymentMethod: { brand: "visa", last4: "0341" } });
    const refused = await declining.send("PUT", path(declining.id, "payment-method"), {
      ...card,
      cardNumber: "4000000000000002",
    });
    expect(refused.statusCode).toBe(402);
    expect(await invoicesOf(declining.id)).toEqual([]);
  });

  it("e-mails 'Trial ends in 3 days' before the trial's end, once", async () => {
    await advanceDays(4.01);
    expect(await mailsTo(happy.email, "Trial ends in 3 days%")).toHaveLength(1);
    expect(await mailsTo(declining.email, "Trial ends in 3 days%")).toHaveLength(1);
    expect(await mailsTo(leaving.email, "Trial ends in 3 days%")).toHaveLength(0);
    await advanceDays(0.5);
    expect(await mailsTo(happy.email, "Trial ends in 3 days%")).toHaveLength(1);
  });

  it("at the trial's end: the good card is charged (active), the declining one goes past_due, the cancelled read-only", async () => {
    await advanceDays(3);
    const active = await happy.summary();
    expect(active).toMatchObject({ state: "active", trialDaysLeft: null, dunning: null });
    const [invoice] = await invoicesOf(happy.id);
    expect(invoice).toMatchObject({ status: "paid", amountCents: 9_900, number: "INV-00001" });
    expect(await mailsTo(happy.email, "Your % subscription is active")).toHaveLength(1);
    expect(await tenantStatus(happy.id)).toBe("ACTIVE");

    const pastDue = await declining.summary();
    expect(pastDue).toMatchObject({ state: "past_due", dunning: { failedAttempts: 1 } });
    const [failedMail] = await mailsTo(declining.email, "Payment failed for %");
    expect(failedMail!.textBody).toContain("http://declining.localhost:3000/dashboard?section=billing");
    expect(await invoicesOf(declining.id)).toEqual([expect.objectContaining({ status: "open", amountCents: 9_900 })]);

    expect(await leaving.summary()).toMatchObject({ state: "read_only" });
    expect(await invoicesOf(leaving.id)).toEqual([]);
    expect(await tenantStatus(leaving.id)).toBe("CANCELLED");
    expect(await mailsTo(leaving.email, "% is now read-only")).toHaveLength(1);
  });

  it("read-only: reads and the export work, writes are refused but billing and sign-in", async () => {
    const contacts = `/api/tenants/${leaving.id}/contacts`;
    expect((await leaving.send("GET", contacts)).statusCode).toBe(200);
    expect((await leaving.send("GET", `${contacts}/export`)).statusCode).toBe(200);
    const write = await leaving.send("POST", contacts, { name: "New Person", email: "new@person.example" });
    expect([write.statusCode, write.json().message]).toEqual([403, BILLING_MESSAGES.readOnly]);
    expect((await leaving.send("GET", path(leaving.id, "subscription"))).statusCode).toBe(200);
    expect(await staffCookie(t.app, leaving.host, "admin", PASSWORD)).toBeTruthy();
    const me = await leaving.send("GET", "/api/auth/me");
    expect(me.json().tenant.status).toBe("CANCELLED");
  });

  it("plan changes: an upgrade at once with proration, a downgrade the team fits at the period's end, one it does not refused", async () => {
    const preview = await happy.send("GET", path(happy.id, "plan-change?planTier=ENTERPRISE&billingPeriod=monthly"));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ effective: "now", newPlanPriceCents: 19_900, refusal: null });
    expect(preview.json().amountDueNowCents).toBeGreaterThan(9_000);
    expect(preview.json().amountDueNowCents).toBeLessThanOrEqual(10_000);
    const upgraded = await happy.send("POST", path(happy.id, "plan-change"), {
      planTier: "ENTERPRISE",
      billingPeriod: "monthly",
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({ planTier: "ENTERPRISE", seats: { planLimit: null } });
    expect(await invoicesOf(happy.id)).toHaveLength(2);
    const same = await happy.send("POST", path(happy.id, "plan-change"), {
      planTier: "ENTERPRISE",
      billingPeriod: "monthly",
    });
    expect([same.statusCode, same.json().message]).toEqual([409, BILLING_MESSAGES.samePlan]);

    // Four people (the admin and three invitations) do not fit Basic's three seats.
    await t.db.owner.db.insert(users).values(
      [1, 2, 3].map((n) => ({
        tenantId: happy.id,
        role: "STAFF" as const,
        email: `m${n}@happy.example`,
        status: "invited" as const,
        passwordHash: "!",
      })),
    );
    const refusal = BILLING_MESSAGES.tooManyMembers(4, 3);
    const basicPreview = await happy.send("GET", path(happy.id, "plan-change?planTier=BASIC&billingPeriod=monthly"));
    expect(basicPreview.json()).toMatchObject({ effective: "period_end", amountDueNowCents: 0, refusal });
    const refused = await happy.send("POST", path(happy.id, "plan-change"), {
      planTier: "BASIC",
      billingPeriod: "monthly",
    });
    expect([refused.statusCode, refused.json().message]).toEqual([409, refusal]);

    // One additional seat makes room; the downgrade then waits for the period's end.
    const seats = await happy.send("PUT", path(happy.id, "seats"), { additionalUsers: 1 });
    expect(seats.statusCode, seats.body).toBe(200);
    expect(seats.json().seats).toMatchObject({ used: 4, additional: 1 });
    const down = await happy.send("POST", path(happy.id, "plan-change"), {
      planTier: "BASIC",
      billingPeriod: "monthly",
    });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json()).toMatchObject({
      planTier: "ENTERPRISE",
      scheduledChange: { planTier: "BASIC", billingPeriod: "monthly", at: down.json().currentPeriodEnd },
    });
    const team = await happy.send("GET", `/api/tenants/${happy.id}/team`);
    expect(team.json().seats).toMatchObject({ used: 4, limit: null });
    const [row] = await t.db.owner.db.select().from(tenants).where(eq(tenants.id, happy.id));
    expect(row).toMatchObject({ planTier: "ENTERPRISE", additionalUsers: 1 });
  });

  it("dunning: retried 1, 3 and 5 days after the first failure, then suspended; paying reactivates at once", async () => {
    await advanceDays(DUNNING_RETRY_DAYS[0]);
    expect((await declining.summary()).dunning).toMatchObject({ failedAttempts: 2 });
    await advanceDays(DUNNING_RETRY_DAYS[1] - DUNNING_RETRY_DAYS[0]);
    expect((await declining.summary()).dunning).toMatchObject({ failedAttempts: 3 });
    await advanceDays(DUNNING_RETRY_DAYS[2] - DUNNING_RETRY_DAYS[1]);
    expect(await declining.summary()).toMatchObject({ state: "suspended", dunning: null });
    expect(await tenantStatus(declining.id)).toBe("SUSPENDED");
    expect(await mailsTo(declining.email, "Payment failed for %")).toHaveLength(3);
    expect(await mailsTo(declining.email, "% is suspended")).toHaveLength(1);
    // Still one invoice: every try was for the same one.
    expect(await invoicesOf(declining.id)).toHaveLength(1);

    const contacts = `/api/tenants/${declining.id}/contacts`;
    const refused = await declining.send("GET", contacts);
    expect([refused.statusCode, refused.json().message]).toEqual([403, BILLING_MESSAGES.suspended]);
    expect((await declining.send("GET", "/api/auth/me")).json().tenant.status).toBe("SUSPENDED");
    expect(await staffCookie(t.app, declining.host, "admin", PASSWORD)).toBeTruthy();

    const card = { cardNumber: "4000000000000341", cardName: "Dee Cline", expiryDate: "12/30", cvc: "123" };
    const stillDeclined = await declining.send("PUT", path(declining.id, "payment-method"), card);
    expect([stillDeclined.statusCode, stillDeclined.json().message]).toEqual([402, BILLING_MESSAGES.paymentFailed]);
    const paid = await declining.send("PUT", path(declining.id, "payment-method"), {
      ...card,
      cardNumber: "4242424242424242",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: "active", paymentMethod: { last4: "4242" } });
    expect(await invoicesOf(declining.id)).toEqual([expect.objectContaining({ status: "paid" })]);
    expect((await declining.send("GET", contacts)).statusCode).toBe(200);
    expect(await tenantStatus(declining.id)).toBe("ACTIVE");
    expect(await mailsTo(declining.email, "% is active again")).toHaveLength(1);
  });

  it("read-only ends in suspension after 30 days; the portal is then unavailable", async () => {
    await advanceDays(READ_ONLY_DAYS);
    expect(await leaving.summary()).toMatchObject({ state: "suspended" });
    const write = await leaving.send("GET", `/api/tenants/${leaving.id}/contacts`);
    expect(write.json().message).toBe(BILLING_MESSAGES.suspended);
    // Nothing was deleted and nothing charged.
    expect(await invoicesOf(leaving.id)).toEqual([]);
    const portal = await call(
      t.app,
      "POST",
      "/api/client-portal/login",
      {
        email: "nobody@leaving.example",
        password: "whatever-password-1",
        tenantId: leaving.id,
      },
      { host: leaving.host },
    );
    expect([portal.statusCode, portal.json().message]).toEqual([403, BILLING_MESSAGES.portalUnavailable]);
  });

  it("the war room's registry shows each workspace's subscription state and MRR", async () => {
    expect(await happy.summary()).toMatchObject({ planTier: "BASIC", scheduledChange: null, seats: { additional: 1 } });
    expect((await invoicesOf(happy.id)).map((i) => [i.status, i.amountCents])).toEqual([
      ["paid", 9_900],
      ["paid", expect.any(Number)],
      ["paid", 4_900 + 1_500],
    ]);
    const superAdmin = await platformCookie(t.app, L.superAdmin.email, L.superAdmin.password);
    const res = await call(t.app, "GET", "/api/platform/tenants", undefined, { cookie: superAdmin });
    expect(res.statusCode, res.body).toBe(200);
    const bySubdomain = Object.fromEntries(
      res
        .json()
        .map((r: { subdomain: string; subscriptionState: string; mrrCents: number }) => [
          r.subdomain,
          [r.subscriptionState, r.mrrCents],
        ]),
    );
    expect(bySubdomain).toMatchObject({
      demo: ["active", 9_900],
      // The downgrade to Basic took effect at the renewal the clock passed; one additional seat.
      happy: ["active", 4_900 + 1_500],
      declining: ["active", 9_900],
      leaving: ["suspended", 0],
    });
  });

  it("a super admin's suspension is still the platform's: no sign-in, every staff route refused as before", async () => {
    await t.db.owner.db.update(tenants).set({ status: "SUSPENDED" }).where(eq(tenants.id, ids.summit));
    t.app.forgetResolvedTenants();
    const res = await as(summitAdmin, SUMMIT)("GET", path(ids.summit, "subscription"));
    expect([res.statusCode, res.json().message]).toEqual([403, AUTH_MESSAGES.tenantSuspended]);
    expect(await staffCookie(t.app, SUMMIT, L.summitAdmin.username, L.summitAdmin.password)).toBe("");
    expect(
      await portalCookie(t.app, SUMMIT, { email: "x@y.example", password: "whatever-1", tenantId: ids.summit }),
    ).toBe("");
  });

  it("a super admin's reactivation lifts only the platform's suspension, never the one for not paying", async () => {
    const superAdmin = await platformCookie(t.app, L.superAdmin.email, L.superAdmin.password);
    const reactivate = (id: string) =>
      call(t.app, "POST", `/api/platform/tenants/${id}/reactivate`, undefined, { cookie: superAdmin });
    // Suspended for not paying (30 days read-only, then suspended): stays suspended, its administrator can still pay.
    expect(await leaving.summary()).toMatchObject({ state: "suspended" });
    const res = await reactivate(leaving.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("SUSPENDED");
    expect(await tenantStatus(leaving.id)).toBe("SUSPENDED");
    const refused = await leaving.send("GET", `/api/tenants/${leaving.id}/contacts`);
    expect(refused.json().message).toBe(BILLING_MESSAGES.suspended);
    // The platform's own suspension (the test above) is lifted: the paid workspace is active again.
    expect((await reactivate(ids.summit)).json().status).toBe("ACTIVE");
    expect(await staffCookie(t.app, SUMMIT, L.summitAdmin.username, L.summitAdmin.password)).not.toBe("");
  });
});

describe("the same request twice at once", () => {
  it("two cancels and two upgrades at once: one takes effect, once (one mail, one plan change)", async () => {
    const racer = await onboard("racer");
    const twice = (method: Method, url: string, body?: unknown) =>
      Promise.all([racer.send(method, url, body), racer.send(method, url, body)]);
    const cancels = await twice("POST", path(racer.id, "cancel"));
    expect(cancels.map((r) => r.statusCode).sort()).toEqual(
      cancels.every((r) => r.statusCode === 200) ? [200, 200] : [200, 409],
    );
    expect(await racer.summary()).toMatchObject({ state: "canceled" });
    expect(await mailsTo(racer.email, "Your % subscription is cancelled")).toHaveLength(1);
    await racer.send("POST", path(racer.id, "resume"));

    const upgrades = await twice("POST", path(racer.id, "plan-change"), {
      planTier: "ENTERPRISE",
      billingPeriod: "monthly",
    });
    // The row lock orders them: the first changes the plan, the second finds it already done.
    expect(upgrades.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(upgrades.find((r) => r.statusCode === 409)!.json().message).toBe(BILLING_MESSAGES.samePlan);
    expect(await racer.summary()).toMatchObject({ planTier: "ENTERPRISE" });
  });
});

describe("add-on modules", () => {
  it("a priced add-on of the plan is charged with every period from the next one; an included one costs nothing", async () => {
    const shop = await onboard("addons");
    const toBasic = await shop.send("POST", path(shop.id, "plan-change"), {
      planTier: "BASIC",
      billingPeriod: "monthly",
    });
    expect(toBasic.statusCode, toBasic.body).toBe(200);
    expect((await shop.summary()).nextCharge?.amountCents).toBe(4_900);

    // The Client Portal is an add-on on Basic ($19.00 a month): the next charge says so before it is made.
    const added = await shop.send("PUT", path(shop.id, "modules"), { modules: ["core", "client-portal"] });
    expect(added.statusCode, added.body).toBe(200);
    expect((await shop.summary()).nextCharge?.amountCents).toBe(4_900 + 1_900);

    await advanceDays(8);
    const conversion = (await invoicesOf(shop.id)).at(-1)!;
    expect([conversion.status, conversion.amountCents]).toEqual(["paid", 4_900 + 1_900]);

    // On Professional the same module is included: the next renewal is the plan's price alone.
    const toPro = await shop.send("POST", path(shop.id, "plan-change"), {
      planTier: "PROFESSIONAL",
      billingPeriod: "monthly",
    });
    expect(toPro.statusCode, toPro.body).toBe(200);
    expect((await shop.summary()).nextCharge?.amountCents).toBe(9_900);
  });
});
