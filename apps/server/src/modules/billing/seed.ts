import { TRIAL_REMINDER_DAYS } from "@engagesuite/shared";
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { billingCustomers, billingSubscriptions, invoices, serviceModules, tenants } from "../../db/schema";
import type { DemoTenant } from "../module";
import { addPeriod, DAY_MS, periodDescription, periodPriceCents } from "./subscription-machine";

/**
 * The demo tenants' subscriptions in real states (sandbox): active on their plan, monthly, with a Visa •••• 4242 and
 * three paid monthly invoices (the trial's conversion and two renewals). They stay active (the demo's status), so a
 * demo admin's billing page and every demo journey start from a paid workspace.
 */
export async function seedDemoSubscription(tx: Tx, tenant: DemoTenant): Promise<void> {
  const [row] = await tx
    .select({ email: tenants.email, name: tenants.name, planTier: tenants.planTier, modules: tenants.serviceModules })
    .from(tenants)
    .where(eq(tenants.id, tenant.id));
  if (!row) return;
  const addOnModules = (
    await tx.select({ slug: serviceModules.slug }).from(serviceModules).where(inArray(serviceModules.id, row.modules))
  ).map((m) => m.slug);
  const now = new Date();
  const customerId = `cus_sbx_demo_${tenant.subdomain}`;
  const subscriptionId = `sub_sbx_demo_${tenant.subdomain}`;
  await tx.insert(billingCustomers).values({ id: customerId, email: row.email, name: row.name, provider: "sandbox" });
  const card = { cardBrand: "visa", cardLast4: "4242", cardExpMonth: 12, cardExpYear: now.getUTCFullYear() + 3 };
  const plan = { planTier: row.planTier, yearly: false, additionalSeats: 0, addOnModules };

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
