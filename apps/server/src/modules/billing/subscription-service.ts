import { randomBytes } from "node:crypto";
import {
  ADDITIONAL_SEAT_CENTS,
  type Invoice,
  planByTier,
  type SubscriptionState,
  type SubscriptionSummary,
} from "@engagesuite/shared";
import { and, asc, count, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { billingSubscriptions, invoices, tenants, users } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import type { Clock } from "../../lib/clock";
import { type PublicOriginConfig, tenantOrigin } from "../../lib/public-origin";
import type { Mailer } from "../../providers/mail/mailer";
import { formatMailDate, subscriptionMail } from "../../providers/mail/templates";
import {
  type Effect,
  type MailKind,
  nextActionAt,
  nextCharge,
  periodDescription,
  periodPriceCents,
  planPriceCents,
  type Subscription,
  type SubscriptionEvent,
  transition,
} from "./subscription-machine";

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

export interface SubscriptionDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  publicOrigin: PublicOriginConfig;
  /** Fault tests: called after each subscription's due work committed. */
  afterBillingStep?: (subscriptionId: string) => Promise<void>;
}

/** The tenant's status column (SPEC §3) for each subscription state. */
export function tenantStatusFor(
  state: SubscriptionState,
  inTrial: boolean,
): "TRIAL" | "ACTIVE" | "SUSPENDED" | "CANCELLED" {
  switch (state) {
    case "trialing":
      return "TRIAL";
    case "canceled":
      return inTrial ? "TRIAL" : "ACTIVE";
    case "active":
    case "past_due":
      return "ACTIVE";
    case "read_only":
      return "CANCELLED";
    case "suspended":
      return "SUSPENDED";
  }
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    provider: row.provider === "stripe" ? "stripe" : "sandbox",
    state: row.state ?? "trialing",
    planTier: row.planTier,
    yearly: row.yearly,
    trialEndsAt: row.trialEndsAt,
    trialReminderSentAt: row.trialReminderSentAt,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAt: row.cancelAt,
    readOnlyUntil: row.readOnlyUntil,
    failedAttempts: row.failedAttempts,
    firstFailedAt: row.firstFailedAt,
    nextRetryAt: row.nextRetryAt,
    pendingInvoiceKey: row.pendingInvoiceKey,
    lastChargeKey: row.lastChargeKey,
    scheduledPlanTier: row.scheduledPlanTier,
    scheduledYearly: row.scheduledYearly,
    additionalSeats: row.additionalSeats,
    addOnModules: row.addOnModules,
    card:
      row.cardLast4 && row.cardBrand
        ? {
            brand: row.cardBrand,
            last4: row.cardLast4,
            expMonth: row.cardExpMonth ?? 1,
            expYear: row.cardExpYear ?? 2000,
            outcome: row.cardOutcome,
          }
        : null,
    lastEventAt: row.lastEventAt,
  };
}

function rowValues(s: Subscription) {
  return {
    state: s.state,
    planTier: s.planTier,
    yearly: s.yearly,
    trialEndsAt: s.trialEndsAt,
    trialReminderSentAt: s.trialReminderSentAt,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    cancelAt: s.cancelAt,
    readOnlyUntil: s.readOnlyUntil,
    failedAttempts: s.failedAttempts,
    firstFailedAt: s.firstFailedAt,
    nextRetryAt: s.nextRetryAt,
    pendingInvoiceKey: s.pendingInvoiceKey,
    lastChargeKey: s.lastChargeKey,
    scheduledPlanTier: s.scheduledPlanTier,
    scheduledYearly: s.scheduledYearly,
    additionalSeats: s.additionalSeats,
    cardBrand: s.card?.brand ?? null,
    cardLast4: s.card?.last4 ?? null,
    cardExpMonth: s.card?.expMonth ?? null,
    cardExpYear: s.card?.expYear ?? null,
    cardOutcome: s.card?.outcome ?? null,
    lastEventAt: s.lastEventAt,
    nextActionAt: nextActionAt(s),
  };
}

/** The tenant's subscription row, locked for this transaction. */
export async function lockSubscription(tx: Tx, tenantId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.tenantId, tenantId))
    .for("update");
  return row;
}

/**
 * The sandbox's charge: the invoice named by the charge's key is written once (a re-run finds it), and paid at most
 * once, by the stored card's outcome (Stripe's test card rules). Runs in the subscription's transaction, so the charge,
 * the invoice and the state change commit together or not at all.
 */
async function chargeInSandbox(
  tx: Tx,
  row: SubscriptionRow,
  s: Subscription,
  charge: Extract<Effect, { type: "charge" }>,
  now: Date,
): Promise<{ ok: boolean; invoiceId: string }> {
  const tenantId = row.tenantId!;
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.idempotencyKey, charge.invoiceKey)))
    .for("update");
  let invoice = existing;
  if (!invoice) {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(invoices).where(eq(invoices.tenantId, tenantId));
    [invoice] = await tx
      .insert(invoices)
      .values({
        tenantId,
        id: `in_${randomBytes(10).toString("hex")}`,
        subscriptionId: row.id,
        number: `INV-${String(Number(n) + 1).padStart(5, "0")}`,
        issuedAt: now,
        description: charge.description,
        amountCents: charge.amountCents,
        status: "open",
        idempotencyKey: charge.invoiceKey,
      })
      .returning();
  }
  if (invoice!.status === "paid") return { ok: true, invoiceId: invoice!.id };
  const ok = s.card?.outcome === "succeeds";
  if (ok) {
    await tx
      .update(invoices)
      .set({ status: "paid", paidAt: now })
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoice!.id)));
  }
  return { ok, invoiceId: invoice!.id };
}

export interface Applied {
  subscription: Subscription;
  charges: { reason: string; ok: boolean; invoiceId: string }[];
  changed: boolean;
}

/**
 * Applies one event to the tenant's locked subscription in `tx`: the machine's transition, its charges (sandbox) and
 * their outcomes, the due work until nothing more is due, the row, the tenant's status and the e-mails, all in `tx`.
 */
export async function applyEvent(
  deps: Pick<SubscriptionDeps, "mailer" | "publicOrigin">,
  tx: Tx,
  row: SubscriptionRow,
  event: SubscriptionEvent,
  now: Date,
): Promise<Applied> {
  const before = toSubscription(row);
  let s = before;
  const mails: MailKind[] = [];
  const charges: Applied["charges"] = [];
  const queue: SubscriptionEvent[] = [event];
  let lastDue = JSON.stringify(before);
  for (let steps = 0; queue.length > 0 && steps < 40; steps++) {
    const current = queue.shift()!;
    const { next, effects } = transition(s, current, now);
    s = next;
    for (const effect of effects) {
      if (effect.type === "mail") mails.push(effect.kind);
      else if (s.provider === "sandbox") {
        const { ok, invoiceId } = await chargeInSandbox(tx, row, s, effect, now);
        charges.push({ reason: effect.reason, ok, invoiceId });
        queue.push({
          type: ok ? "charge_succeeded" : "charge_failed",
          key: effect.attemptKey,
          invoiceKey: effect.invoiceKey,
          reason: effect.reason,
        });
      }
    }
    // A late timer catches up: what is due now is done now (read-only that already ended, a retry already passed).
    if (queue.length === 0 && event.type === "due") {
      const at = nextActionAt(s);
      const current = JSON.stringify(s);
      if (at && at <= now && current !== lastDue) queue.push({ type: "due" });
      lastDue = current;
    }
  }
  const changed = JSON.stringify(s) !== JSON.stringify(before);
  if (!changed) return { subscription: s, charges, changed };
  await tx
    .update(billingSubscriptions)
    .set({ ...rowValues(s), version: sql`${billingSubscriptions.version} + 1`, updatedAt: now })
    .where(eq(billingSubscriptions.id, row.id));
  if (row.tenantId) {
    await mirrorOnTenant(tx, row.tenantId, before, s);
    await mailAdmins(deps, tx, row.tenantId, s, [...new Set(mails)]);
  }
  return { subscription: s, charges, changed };
}

const inTrial = (s: Pick<Subscription, "state" | "currentPeriodEnd" | "trialEndsAt">) =>
  s.state === "trialing" || (s.state === "canceled" && s.currentPeriodEnd === null && s.trialEndsAt !== null);

/** The tenant status a subscription in this state explains (what a super admin's reactivation goes back to). */
export function tenantStatusOfSubscription(s: {
  state: SubscriptionState;
  currentPeriodEnd: Date | null;
  trialEndsAt: Date | null;
}): "TRIAL" | "ACTIVE" | "SUSPENDED" | "CANCELLED" {
  return tenantStatusFor(s.state, inTrial(s));
}

/**
 * Keeps the tenant row in step (SPEC §3 status, plan, period, seats), in the same transaction, and tells every node to
 * forget its cached copy once it commits (NOTIFY is delivered at commit). A super admin's suspension is kept: it is a
 * SUSPENDED status the subscription's state does not explain.
 */
async function mirrorOnTenant(tx: Tx, tenantId: string, before: Subscription, s: Subscription): Promise<void> {
  const [tenant] = await tx.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) return;
  const suspendedByAdmin =
    tenant.status === "SUSPENDED" && tenantStatusFor(before.state, inTrial(before)) !== "SUSPENDED";
  const plan = planByTier(s.planTier);
  await tx
    .update(tenants)
    .set({
      status: suspendedByAdmin ? "SUSPENDED" : tenantStatusFor(s.state, inTrial(s)),
      planTier: s.planTier,
      billingPeriod: s.yearly ? "yearly" : "monthly",
      ...(plan.maxUsers === null ? {} : { includedUsers: plan.maxUsers }),
      additionalUsers: s.additionalSeats,
      updatedAt: new Date(),
    })
    .where(eq(tenants.id, tenantId));
  await tx.execute(sql`select pg_notify('engagesuite_tenant_changed', ${tenantId})`);
}

/** The billing page on the workspace's own host (PUBLIC_URL's scheme and port). */
export function billingPageUrl(publicOrigin: PublicOriginConfig, subdomain: string): string {
  return `${tenantOrigin(publicOrigin, subdomain)}/dashboard?section=billing`;
}

export async function mailAdmins(
  deps: Pick<SubscriptionDeps, "mailer" | "publicOrigin">,
  tx: Tx,
  tenantId: string,
  s: Subscription,
  kinds: MailKind[],
): Promise<void> {
  if (kinds.length === 0) return;
  const [tenant] = await tx
    .select({ name: tenants.name, subdomain: tenants.subdomain, timeZone: tenants.timeZone, locale: tenants.locale })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) return;
  const admins = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, "TENANT_ADMIN"), eq(users.status, "active")));
  const date = (d: Date | null) => (d ? formatMailDate(d, tenant) : undefined);
  const price = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
    periodPriceCents(s) / 100,
  );
  for (const kind of kinds) {
    for (const admin of admins) {
      await deps.mailer.enqueue(
        tx,
        subscriptionMail({
          to: admin.email,
          kind,
          tenantName: tenant.name,
          billingUrl: billingPageUrl(deps.publicOrigin, tenant.subdomain),
          trialEndsAt: date(s.trialEndsAt),
          cancelAt: date(s.cancelAt),
          readOnlyUntil: date(s.readOnlyUntil),
          nextRetryAt: date(s.nextRetryAt),
          planLine: `${periodDescription(s)}, ${price}`,
        }),
      );
    }
  }
}

/**
 * The timers (sandbox; with Stripe only the end of read-only): every subscription whose next action is due, one per
 * transaction, skipping one another node holds. Answers how many changed.
 */
export async function runDueWork(deps: SubscriptionDeps): Promise<number> {
  let processed = 0;
  for (let round = 0; round < 20; round++) {
    const now = deps.clock.now();
    const due = await deps.db
      .select({ id: billingSubscriptions.id, tenantId: billingSubscriptions.tenantId })
      .from(billingSubscriptions)
      .where(and(lte(billingSubscriptions.nextActionAt, now), isNotNull(billingSubscriptions.tenantId)))
      .orderBy(asc(billingSubscriptions.nextActionAt))
      .limit(50);
    if (due.length === 0) break;
    let progressed = false;
    for (const { id, tenantId } of due) {
      const changed = await withTenant(deps.db, tenantId!, async (tx) => {
        const [row] = await tx
          .select()
          .from(billingSubscriptions)
          .where(and(eq(billingSubscriptions.id, id), lte(billingSubscriptions.nextActionAt, now)))
          .for("update", { skipLocked: true });
        if (!row) return false;
        return (await applyEvent(deps, tx, row, { type: "due" }, now)).changed;
      });
      if (changed) {
        processed++;
        progressed = true;
      }
      await deps.afterBillingStep?.(id);
    }
    if (!progressed) break;
  }
  return processed;
}

/** Whole days of the trial left (0 on its last day). */
const daysLeft = (end: Date, now: Date) => Math.max(0, Math.floor((end.getTime() - now.getTime()) / 86_400_000));

export function summaryOf(row: SubscriptionRow, seatsUsed: number, now: Date): SubscriptionSummary {
  const s = toSubscription(row);
  const plan = planByTier(s.planTier);
  const charge = nextCharge(s);
  const trial = inTrial(s) && s.trialEndsAt && now < s.trialEndsAt ? s.trialEndsAt : null;
  return {
    state: s.state,
    provider: s.provider,
    planTier: s.planTier,
    billingPeriod: s.yearly ? "yearly" : "monthly",
    planPriceCents: planPriceCents(s.planTier, s.yearly),
    trialEndsAt: s.trialEndsAt?.toISOString() ?? null,
    trialDaysLeft: trial ? daysLeft(trial, now) : null,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    nextCharge: charge ? { at: charge.at.toISOString(), amountCents: charge.amountCents } : null,
    cancelAt: s.state === "canceled" ? (s.cancelAt?.toISOString() ?? null) : null,
    readOnlyUntil: s.state === "read_only" ? (s.readOnlyUntil?.toISOString() ?? null) : null,
    scheduledChange:
      s.scheduledPlanTier && s.currentPeriodEnd
        ? {
            planTier: s.scheduledPlanTier,
            billingPeriod: (s.scheduledYearly ?? s.yearly) ? "yearly" : "monthly",
            at: s.currentPeriodEnd.toISOString(),
          }
        : null,
    dunning:
      s.state === "past_due"
        ? { failedAttempts: s.failedAttempts, nextRetryAt: s.nextRetryAt?.toISOString() ?? null }
        : null,
    seats: {
      used: seatsUsed,
      included: plan.maxUsers ?? 0,
      additional: s.additionalSeats,
      planLimit: plan.maxUsers,
      seatPriceCents: s.yearly ? ADDITIONAL_SEAT_CENTS.yearly : ADDITIONAL_SEAT_CENTS.monthly,
    },
    paymentMethod: s.card
      ? { brand: s.card.brand, last4: s.card.last4, expMonth: s.card.expMonth, expYear: s.card.expYear }
      : null,
  };
}

export function invoiceAnswer(row: typeof invoices.$inferSelect): Invoice {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    description: row.description,
    amountCents: row.amountCents,
    status: row.status,
    pdfUrl: row.pdfUrl ?? `/api/tenants/${row.tenantId}/billing/invoices/${row.id}/pdf`,
    hostedUrl: row.hostedUrl,
  };
}
