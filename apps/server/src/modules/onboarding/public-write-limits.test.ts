import { ABUSE_MESSAGES, AUTH_MESSAGES, RESERVATIONS_PER_IP } from "@engagesuite/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subdomainReservations } from "../../db/schema";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call, cookieFrom } from "../../test/http";
import { AUTH_LIMITS } from "../auth/service";
import { PAYMENT_LIMITS } from "../billing/routes";
import { ONBOARDING_LIMITS } from "./routes";

/** Limits on the wizard's public writes (issue 15 point 8), each counted per address in PostgreSQL. */
let t: TestApp;
let verticalId: number;

beforeAll(async () => {
  t = await createTestApp();
  verticalId = ((await call(t.app, "GET", "/api/public/verticals")).json() as { id: number }[])[0]!.id;
});
afterAll(() => t.close());

const reserve = (subdomain: string, ip: string, cookie?: string) =>
  call(t.app, "POST", "/api/dns/setup", { subdomain, verticalId }, { remoteAddress: ip, cookie });
const reservation = async (subdomain: string) =>
  (await t.db.owner.db.select().from(subdomainReservations).where(eq(subdomainReservations.subdomain, subdomain)))[0];
const available = async (subdomain: string) =>
  (await call(t.app, "GET", `/api/onboarding/subdomain-availability?subdomain=${subdomain}`)).json().available;

describe("subdomain reservations", () => {
  it(`one address holds at most ${RESERVATIONS_PER_IP} at once (429 with Retry-After); another address is not affected`, async () => {
    const ip = "203.0.113.10";
    const visitors: string[] = [];
    for (let i = 0; i < RESERVATIONS_PER_IP; i++) {
      const res = await reserve(`cap-name-${i}`, ip);
      expect(res.statusCode).toBe(200);
      visitors.push(cookieFrom(res));
      expect(await reservation(`cap-name-${i}`)).toMatchObject({ ip });
    }
    const over = await reserve("cap-name-over", ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: ABUSE_MESSAGES.tooManyReservations });
    const retryAfter = Number(over.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await reservation("cap-name-over")).toBeUndefined();
    expect(await available("cap-name-over")).toBe(true);

    // A visitor already holding one may renew it, and moving to another name frees the first.
    expect((await reserve("cap-name-0", ip, visitors[0])).statusCode).toBe(200);
    expect((await reserve("cap-name-moved", ip, visitors[0])).statusCode).toBe(200);
    expect(await reservation("cap-name-0")).toBeUndefined();
    expect(await available("cap-name-0")).toBe(true);

    expect((await reserve("cap-name-elsewhere", "203.0.113.11")).statusCode).toBe(200);
  });

  it("an expired reservation frees its name and no longer counts against its address", async () => {
    const ip = "203.0.113.20";
    for (let i = 0; i < RESERVATIONS_PER_IP; i++) expect((await reserve(`exp-name-${i}`, ip)).statusCode).toBe(200);
    expect((await reserve("exp-name-late", ip)).statusCode).toBe(429);
    expect((await reserve("exp-name-0", "203.0.113.21")).statusCode).toBe(409);

    await t.db.owner.db
      .update(subdomainReservations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(subdomainReservations.subdomain, "exp-name-0"));
    expect(await available("exp-name-0")).toBe(true);
    const taken = await reserve("exp-name-0", "203.0.113.21");
    expect(taken.statusCode).toBe(200);
    expect(await reservation("exp-name-0")).toMatchObject({ ip: "203.0.113.21" });
    expect((await reserve("exp-name-late", ip)).statusCode).toBe(200);
  });

  it("counts reservation requests per address over time as well", async () => {
    const ip = "203.0.113.30";
    const first = await reserve("rate-name", ip);
    const cookie = cookieFrom(first);
    for (let i = 1; i < ONBOARDING_LIMITS.reservePerIp.max; i++) {
      expect((await reserve("rate-name", ip, cookie)).statusCode).toBe(200);
    }
    const over = await reserve("rate-name", ip, cookie);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("payment attempts", () => {
  const subscription = (email: string, ip: string) =>
    call(
      t.app,
      "POST",
      "/api/payments/get-or-create-subscription",
      { email, name: "Limit Co", planType: "BASIC", isYearly: false },
      { remoteAddress: ip },
    );
  const card = (clientSecret: string, cardNumber: string, ip: string, cookie?: string) =>
    call(
      t.app,
      "POST",
      "/api/payments/sandbox/confirm-card",
      { clientSecret, cardNumber, cardName: "Card Tester", expiryDate: "12/30", cvc: "123" },
      { remoteAddress: ip, cookie },
    );
  const expectLimited = (res: Awaited<ReturnType<typeof call>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: ABUSE_MESSAGES.tooManyPaymentAttempts });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  };

  it("limits subscriptions per address and per e-mail", async () => {
    const ip = "203.0.113.40";
    for (let i = 0; i < PAYMENT_LIMITS.subscriptionPerIp.max; i++) {
      expect((await subscription(`buyer-${i}@limit.example`, ip)).statusCode).toBe(200);
    }
    expectLimited(await subscription("one-more@limit.example", ip));

    const email = "same-buyer@limit.example";
    for (let i = 0; i < PAYMENT_LIMITS.subscriptionPerEmail.max; i++) {
      expect((await subscription(email, `203.0.114.${i + 1}`)).statusCode).toBe(200);
    }
    expectLimited(await subscription(email, "203.0.114.200"));
  });

  it("limits card attempts per subscription, whatever the address, and per address", async () => {
    const { clientSecret } = (await subscription("cards@limit.example", "203.0.113.50")).json();
    for (let i = 0; i < PAYMENT_LIMITS.cardPerSubscription.max; i++) {
      expect((await card(clientSecret, "4000000000000002", `203.0.115.${i + 1}`)).statusCode).toBe(402);
    }
    // Even the right card, from a fresh address, waits now.
    expectLimited(await card(clientSecret, "4242424242424242", "203.0.115.100"));

    const ip = "203.0.113.60";
    for (let i = 0; i < PAYMENT_LIMITS.cardPerIp.max; i++) {
      const other = (await subscription(`tester-${i}@limit.example`, `203.0.116.${i + 1}`)).json();
      expect((await card(other.clientSecret, "4000000000000002", ip)).statusCode).toBe(402);
    }
    const fresh = (await subscription("fresh@limit.example", "203.0.116.200")).json();
    expectLimited(await card(fresh.clientSecret, "4242424242424242", ip));
  });

  it("limits card attempts per onboarding visitor across addresses", async () => {
    const visitor = cookieFrom(await reserve("card-visitor", "203.0.113.70"));
    for (let i = 0; i < PAYMENT_LIMITS.cardPerHolder.max; i++) {
      const sub = (await subscription(`holder-${i}@limit.example`, `203.0.117.${i + 1}`)).json();
      expect((await card(sub.clientSecret, "4000000000000002", `203.0.118.${i + 1}`, visitor)).statusCode).toBe(402);
    }
    const sub = (await subscription("holder-last@limit.example", "203.0.117.200")).json();
    expectLimited(await card(sub.clientSecret, "4242424242424242", "203.0.118.200", visitor));
  });
});

describe("portal registration", () => {
  it("is limited per address, whatever the e-mail (429 with Retry-After), and another address may still register", async () => {
    const ids = await demoTenantIds(t);
    const register = (email: string, ip: string) =>
      call(
        t.app,
        "POST",
        "/api/client-portal/register",
        { email, firstName: "Reg", lastName: "Ister", password: "Harbour-Lantern-72", tenantId: ids.demo },
        { host: "demo.localhost:3000", remoteAddress: ip },
      );
    const ip = "203.0.113.80";
    for (let i = 0; i < AUTH_LIMITS.registerPerIp.max; i++) {
      expect((await register(`reg-${i}@limit.example`, ip)).statusCode).toBe(201);
    }
    const over = await register("reg-over@limit.example", ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect((await register("reg-over@limit.example", "203.0.113.81")).statusCode).toBe(201);
  });
});
