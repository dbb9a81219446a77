import { and, eq, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { billingSubscriptions, invoices, mailOutbox } from "../../db/schema";
import { seedCatalog } from "../../db/seed/catalog";
import { injectClient, onboardTenant } from "../../test/clients";
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from "../../test/harness";
import { call } from "../../test/http";
import { DAY_MS } from "./subscription-machine";

let db: TestDatabase;
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.app.close().catch(() => {});
  await db?.close();
});

describe("the subscription timers killed half-way", () => {
  it("are finished by the next server: every trial converts, each charged and invoiced exactly once", async () => {
    db = await createTestDatabase();
    await seedCatalog(db.owner.db);
    // One clock for both servers (the same cluster's time).
    let offset = 0;
    const clock = { now: () => new Date(Date.now() + offset) };

    // The first server dies after the first subscription's work committed: it never returns to do the others.
    let stalled!: () => void;
    const died = new Promise<void>((resolve) => {
      stalled = resolve;
    });
    let steps = 0;
    const first = await createTestApp({
      db,
      config: { outboxView: true },
      deps: {
        clock,
        afterBillingStep: async () => {
          steps++;
          stalled();
          await new Promise(() => {});
        },
      },
    });
    apps.push(first);
    const send = injectClient(first.app);
    const tenantIds = [];
    for (const name of ["alpha", "bravo", "charlie"]) {
      tenantIds.push(await onboardTenant(send, name, `owner@${name}.example`, `${name} Co`));
    }

    offset = 8 * DAY_MS;
    void call(first.app, "POST", "/api/dev/clock/advance", { ms: 0 }).catch(() => {});
    await died;
    const states = async () =>
      (await db.owner.db.select({ state: billingSubscriptions.state }).from(billingSubscriptions)).map((r) => r.state);
    expect((await states()).sort()).toEqual(["active", "trialing", "trialing"]);
    expect(steps).toBe(1);
    void first.app.close();

    // The next server's timers (run at start) do what is left.
    const second = await createTestApp({ db, config: { outboxView: true }, deps: { clock } });
    apps.push(second);
    await expect.poll(states, { timeout: 30_000, interval: 250 }).toEqual(["active", "active", "active"]);
    for (const [i, tenantId] of tenantIds.entries()) {
      const rows = await db.owner.db.select().from(invoices).where(eq(invoices.tenantId, tenantId));
      expect(rows).toEqual([expect.objectContaining({ status: "paid", amountCents: 9_900 })]);
      const name = ["alpha", "bravo", "charlie"][i];
      const mails = await db.owner.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.toAddress, `owner@${name}.example`),
            like(mailOutbox.subject, "Your % subscription is active"),
          ),
        );
      expect(mails).toHaveLength(1);
    }

    // Run again (a retried job, another node): nothing more is charged.
    expect((await call(second.app, "POST", "/api/dev/clock/advance", { ms: 0 })).statusCode).toBe(200);
    expect(await db.owner.db.select().from(invoices)).toHaveLength(3);
  });
});
