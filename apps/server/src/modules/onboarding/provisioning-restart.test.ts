import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { mailOutbox, tenants } from "../../db/schema";
import { seedCatalog } from "../../db/seed/catalog";
import { injectClient, onboardTenant } from "../../test/clients";
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from "../../test/harness";

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

    // The wizard up to "create tenant": the tenant exists and its provisioning job is queued.
    const email = "owner@crashy.example";
    const tenantId = await onboardTenant(injectClient(first.app), "crashy", email, "Crashy Co");

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
