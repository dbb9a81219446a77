import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { mailOutbox, tenants } from "../../db/schema";
import { seedCatalog } from "../../db/seed/catalog";
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from "../../test/harness";
import { call, cookieFrom } from "../../test/http";

let db: TestDatabase;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.app.close().catch(() => {});
  await db?.close();
});

describe("provisioning killed half-way", () => {
  it("is finished by the next server, each step exactly once", async () => {
    db = await createTestDatabase();
    await seedCatalog(db.owner.db);

    // The first server's worker dies after the DNS step: it never returns and never records another step.
    let stalled!: () => void;
    const died = new Promise<void>((resolve) => {
      stalled = resolve;
    });
    const first = await createTestApp({
      db,
      deps: {
        provisioningExpireSeconds: 2,
        afterProvisioningStep: async (step) => {
          if (step === "dns") {
            stalled();
            await new Promise(() => {});
          }
        },
      },
    });
    apps.push(first);

    const verticals = (await call(first.app, "GET", "/api/public/verticals")).json() as { id: number }[];
    const verticalId = verticals[0]!.id;
    const dns = await call(first.app, "POST", "/api/dns/setup", { subdomain: "crashy", verticalId });
    const cookie = cookieFrom(dns);
    const email = "owner@crashy.example";
    const sub = (
      await call(first.app, "POST", "/api/payments/get-or-create-subscription", {
        email,
        name: "Crashy Co",
        planType: "PROFESSIONAL",
        isYearly: false,
      })
    ).json();
    const card = (
      await call(first.app, "POST", "/api/payments/sandbox/confirm-card", {
        clientSecret: sub.clientSecret,
        cardNumber: "4242424242424242",
        cardName: "Crash Test",
        expiryDate: "12/30",
        cvc: "123",
      })
    ).json();
    await call(first.app, "POST", "/api/payments/confirm-subscription", {
      subscriptionId: sub.subscriptionId,
      paymentIntentId: card.paymentIntentId,
    });
    const created = await call(
      first.app,
      "POST",
      "/api/onboarding/tenants",
      {
        name: "Crashy Co",
        subdomain: "crashy",
        verticalModuleId: verticalId,
        serviceModules: [],
        email,
        stripeCustomerId: sub.customerId,
        stripeSubscriptionId: sub.subscriptionId,
      },
      { cookie },
    );
    expect(created.statusCode).toBe(201);
    const tenantId = created.json().id as string;

    await died;
    const [midway] = await db.owner.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect(midway).toMatchObject({ provisioningStatus: "in_progress", provisioningSteps: ["dns"] });

    // The process is gone: its queue stops without waiting for the stuck handler.
    void first.app.close();

    const second = await createTestApp({ db, deps: { provisioningExpireSeconds: 2 } });
    apps.push(second);
    await expect
      .poll(
        async () => (await db.owner.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]?.provisioningStatus,
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe("complete");
    const [done] = await db.owner.db.select().from(tenants).where(eq(tenants.id, tenantId));
    expect(done!.provisioningSteps).toEqual(["dns", "ssl", "invite"]);
    const welcome = await db.owner.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(welcome).toHaveLength(1);
  });
});
