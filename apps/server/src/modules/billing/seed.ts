import { TRIAL_REMINDER_DAYS } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { billingCustomers, billingSubscriptions, invoices, tenants } from "../../db/schema";
import type { DemoTenant } from "../module";
import { addPeriod, DAY_MS, periodDescription, periodPriceCents } from "./subscription-machine";

/**
 * The demo tenants' subscriptions in real states (sandbox): the first is active on Professional, monthly, with a
 * Visa •••• 4242 and three paid monthly invoices; the others are in their trial.
 */
export async function seedDemoSubscription(tx: Tx, tenant: DemoTenant): Promise<void> {
  const [row] = await tx
    .select({ email: tenants.email, name: tenants.name, planTier: tenants.planTier })
    .from(tenants)
    .where(eq(tenants.id, tenant.id));
  if (!row) return;
  const now = new Date();
  const customerId = `cus_sbx_demo_${tenant.subdomain}`;
  const subscriptionId = `sub_sbx_demo_${tenant.subdomain}`;
  await tx.insert(billingCustomers).values({ id: customerId, email: row.email, name: row.name, provider: "sandbox" });
  const card = { cardBrand: "visa", cardLast4: "4242", cardExpMonth: 12, cardExpYear: now.getUTCFullYear() + 3 };
  const plan = { planTier: row.planTier, yearly: false, additionalSeats: 0 };

  if (tenant.subdomain !== "demo") {
    const trialEndsAt = new Date(now.getTime() + 5 * DAY_MS);
    await tx.insert(billingSubscriptions).values({
      id: subscriptionId,
      customerId,
      provider: "sandbox",
      ...plan,
      status: "trialing",
      state: "trialing",
      tenantId: tenant.id,
      trialEndsAt,
      confirmedAt: now,
      ...card,
      cardOutcome: "succeeds",
      nextActionAt: new Date(trialEndsAt.getTime() - TRIAL_REMINDER_DAYS * DAY_MS),
    });
    await tx.update(tenants).set({ status: "TRIAL", setupPeriodEndsAt: trialEndsAt }).where(eq(tenants.id, tenant.id));
    return;
  }

  // Three months paid: the trial ended 3 months (less 10 days) ago, each month renewed since.
  const starts: Date[] = [];
  let start = new Date(now.getTime() - 10 * DAY_MS);
  start.setUTCMonth(start.getUTCMonth() - 2);
  for (let i = 0; i < 3; i++) {
    starts.push(start);
    start = addPeriod(start, false);
  }
  const currentStart = starts[2]!;
  const currentEnd = addPeriod(currentStart, false);
  await tx.insert(billingSubscriptions).values({
    id: subscriptionId,
    customerId,
    provider: "sandbox",
    ...plan,
    status: "active",
    state: "active",
    tenantId: tenant.id,
    trialEndsAt: starts[0],
    trialReminderSentAt: new Date(starts[0]!.getTime() - TRIAL_REMINDER_DAYS * DAY_MS),
    confirmedAt: new Date(starts[0]!.getTime() - 7 * DAY_MS),
    currentPeriodStart: currentStart,
    currentPeriodEnd: currentEnd,
    ...card,
    cardOutcome: "succeeds",
    nextActionAt: currentEnd,
  });
  await tx.insert(invoices).values(
    starts.map((issuedAt, i) => ({
      tenantId: tenant.id,
      id: `in_sbx_demo_${tenant.subdomain}_${i + 1}`,
      subscriptionId,
      number: `INV-${String(i + 1).padStart(5, "0")}`,
      issuedAt,
      description: periodDescription(plan),
      amountCents: periodPriceCents(plan),
      status: "paid" as const,
      paidAt: issuedAt,
      idempotencyKey: `${i === 0 ? "conversion" : "renewal"}:${issuedAt.toISOString()}`,
    })),
  );
}
