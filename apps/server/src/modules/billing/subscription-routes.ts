import { ABUSE_MESSAGES, BILLING_MESSAGES, planByTier, subscriptionApi } from "@engagesuite/shared";
import { and, count, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Tx } from "../../db/client";
import { billingSubscriptions, invoices, tenants } from "../../db/schema";
import { serve } from "../../http/serve";
import { HttpError, notFound } from "../../lib/http-error";
import type { RateLimiter } from "../../lib/rate-limit";
import { judgeCardToAttach } from "../../providers/payments/cards";
import type { StripePayments } from "../../providers/payments/stripe";
import { seatsOf } from "../team/queries";
import { invoicePdf } from "./invoice-pdf";
import { PAYMENT_LIMITS } from "./routes";
import { isUpgrade, planPriceCents, prorationCents, type SubscriptionEvent } from "./subscription-machine";
import {
  applyEvent,
  billingPageUrl,
  invoiceAnswer,
  lockSubscription,
  type SubscriptionDeps,
  type SubscriptionRow,
  summaryOf,
  toSubscription,
} from "./subscription-service";

export interface SubscriptionRouteDeps extends SubscriptionDeps {
  limiter: RateLimiter;
  /** With Stripe keys: Stripe drives the subscription; our actions go to Stripe and its answer is applied. */
  stripe?: StripePayments;
}

const conflict = (message: string) => new HttpError(409, message);

async function mustLock(tx: Tx, tenantId: string): Promise<SubscriptionRow> {
  const row = await lockSubscription(tx, tenantId);
  if (!row?.state) throw notFound(BILLING_MESSAGES.noSubscription);
  return row;
}

/** The billing page's reads and the admin's actions on the subscription (`subscriptionApi`, issue 18). */
export async function subscriptionRoutes(app: FastifyInstance, deps: SubscriptionRouteDeps): Promise<void> {
  const summary = async (tx: Tx, tenantId: string, row: SubscriptionRow) =>
    summaryOf(row, (await seatsOf(tx, tenantId)).used, deps.clock.now());

  /** Locks the row, applies the event (or, with Stripe, Stripe's answer to `viaStripe`) and answers the summary. */
  const act = (
    tx: Tx,
    tenantId: string,
    event: (row: SubscriptionRow) => SubscriptionEvent,
    viaStripe?: (stripe: StripePayments, row: SubscriptionRow) => Promise<SubscriptionEvent>,
  ) =>
    (async () => {
      const row = await mustLock(tx, tenantId);
      const now = deps.clock.now();
      const applied =
        row.provider === "stripe" && deps.stripe && viaStripe
          ? await applyEvent(deps, tx, row, await viaStripe(deps.stripe, row), now)
          : await applyEvent(deps, tx, row, event(row), now);
      return { row: await mustLock(tx, tenantId), applied };
    })();

  serve(app, subscriptionApi.get, async (_request, _reply, { tenant, tx }) =>
    tx(async (t) => {
      const [row] = await t.select().from(billingSubscriptions).where(eq(billingSubscriptions.tenantId, tenant.id));
      if (!row?.state) throw notFound(BILLING_MESSAGES.noSubscription);
      return summary(t, tenant.id, row);
    }),
  );

  serve(app, subscriptionApi.invoices, async (request, _reply, { tenant, tx }) =>
    tx(async (t) => {
      const rows = await t
        .select()
        .from(invoices)
        .where(eq(invoices.tenantId, tenant.id))
        .orderBy(desc(invoices.issuedAt), desc(invoices.number))
        .limit(request.query.limit)
        .offset(request.query.offset);
      const [{ total } = { total: 0 }] = await t
        .select({ total: count() })
        .from(invoices)
        .where(eq(invoices.tenantId, tenant.id));
      return { invoices: rows.map(invoiceAnswer), total: Number(total) };
    }),
  );

  serve(app, subscriptionApi.invoicePdf, async (request, reply, { tenant, tx }) => {
    const found = await tx(async (t) => {
      const [invoice] = await t
        .select()
        .from(invoices)
        .where(and(eq(invoices.tenantId, tenant.id), eq(invoices.id, request.params.invoiceId)));
      if (!invoice) return null;
      const [workspace] = await t.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenant.id));
      return { invoice, workspaceName: workspace?.name ?? tenant.name };
    });
    if (!found) throw notFound(BILLING_MESSAGES.invoiceNotFound);
    const { invoice, workspaceName } = found;
    // Stripe's invoices have Stripe's own PDF.
    if (invoice.pdfUrl) return reply.redirect(invoice.pdfUrl, 302);
    const bytes = await invoicePdf({ ...invoice, workspaceName });
    return reply
      .type("application/pdf")
      .header("content-disposition", `attachment; filename="${invoice.number}.pdf"`)
      .send(Buffer.from(bytes));
  });

  serve(app, subscriptionApi.cancel, async (_request, _reply, { tenant, tx }) =>
    tx(async (t) => {
      const current = await mustLock(t, tenant.id);
      if (current.state !== "trialing" && current.state !== "active" && current.state !== "canceled") {
        throw conflict(BILLING_MESSAGES.cannotCancel);
      }
      const { row } = await act(
        t,
        tenant.id,
        () => ({ type: "cancel" }),
        (stripe, r) => stripe.setCancelAtPeriodEnd(r.id, true),
      );
      return summary(t, tenant.id, row);
    }),
  );

  serve(app, subscriptionApi.resume, async (_request, _reply, { tenant, tx }) =>
    tx(async (t) => {
      const current = await mustLock(t, tenant.id);
      if (current.state !== "canceled") throw conflict(BILLING_MESSAGES.nothingToResume);
      const { row } = await act(
        t,
        tenant.id,
        () => ({ type: "resume" }),
        (stripe, r) => stripe.setCancelAtPeriodEnd(r.id, false),
      );
      return summary(t, tenant.id, row);
    }),
  );

  /** Why this plan change cannot be made, or null. */
  const refusalOf = async (t: Tx, tenantId: string, row: SubscriptionRow, planTier: string, yearly: boolean) => {
    const s = toSubscription(row);
    if (s.planTier === planTier && s.yearly === yearly) return BILLING_MESSAGES.samePlan;
    if (s.state !== "trialing" && s.state !== "active") return BILLING_MESSAGES.cannotChangePlan;
    const plan = planByTier(planTier as typeof s.planTier);
    if (plan.maxUsers !== null) {
      const seats = plan.maxUsers + s.additionalSeats;
      const { used } = await seatsOf(t, tenantId);
      if (used > seats) return BILLING_MESSAGES.tooManyMembers(used, seats);
    }
    return null;
  };

  serve(app, subscriptionApi.previewPlanChange, async (request, _reply, { tenant, tx }) =>
    tx(async (t) => {
      const row = await mustLock(t, tenant.id);
      const s = toSubscription(row);
      const now = deps.clock.now();
      const yearly = request.query.billingPeriod ? request.query.billingPeriod === "yearly" : s.yearly;
      const target = { planTier: request.query.planTier ?? s.planTier, yearly };
      const atOnce = s.state === "trialing" || isUpgrade(s, target);
      return {
        effective: atOnce ? ("now" as const) : ("period_end" as const),
        at: (atOnce ? now : (s.currentPeriodEnd ?? now)).toISOString(),
        amountDueNowCents: atOnce && s.provider === "sandbox" ? prorationCents(s, target, now) : 0,
        newPlanPriceCents: planPriceCents(target.planTier, yearly),
        refusal: await refusalOf(t, tenant.id, row, target.planTier, yearly),
      };
    }),
  );

  serve(app, subscriptionApi.changePlan, async (request, _reply, { tenant, tx }) =>
    tx(async (t) => {
      const current = await mustLock(t, tenant.id);
      const yearly = request.body.billingPeriod === "yearly";
      const refusal = await refusalOf(t, tenant.id, current, request.body.planTier, yearly);
      if (refusal) throw conflict(refusal);
      const { row, applied } = await act(
        t,
        tenant.id,
        () => ({ type: "plan_changed", planTier: request.body.planTier, yearly }),
        (stripe, r) =>
          stripe.changePlan(r.id, request.body.planTier, yearly, {
            atOnce: r.state === "trialing" || isUpgrade(toSubscription(r), { planTier: request.body.planTier, yearly }),
          }),
      );
      // A declined proration rolls the whole change back.
      if (applied.charges.some((c) => !c.ok)) throw new HttpError(402, BILLING_MESSAGES.paymentFailed);
      return summary(t, tenant.id, row);
    }),
  );

  serve(app, subscriptionApi.changeSeats, async (request, _reply, { tenant, tx }) =>
    tx(async (t) => {
      const current = await mustLock(t, tenant.id);
      const plan = planByTier(current.planTier);
      const additional = request.body.additionalUsers;
      if (plan.maxUsers !== null) {
        const { used } = await seatsOf(t, tenant.id);
        if (used > plan.maxUsers + additional) {
          throw conflict(BILLING_MESSAGES.tooFewSeats(used, plan.maxUsers + additional));
        }
      }
      const { row } = await act(
        t,
        tenant.id,
        () => ({ type: "seats_changed", additionalSeats: additional }),
        (stripe, r) => stripe.setSeats(r.id, additional),
      );
      return summary(t, tenant.id, row);
    }),
  );

  if (!deps.stripe) {
    serve(app, subscriptionApi.updateSandboxCard, async (request, reply, { tenant, tx }) => {
      await deps.limiter.consume(
        `pay:card:ip:${request.ip}`,
        PAYMENT_LIMITS.cardPerIp,
        ABUSE_MESSAGES.tooManyPaymentAttempts,
      );
      const verdict = judgeCardToAttach(request.body, deps.clock.now());
      if (!verdict.ok) throw new HttpError(402, verdict.message);
      const result = await tx(async (t) => {
        const { row, applied } = await act(t, tenant.id, () => ({ type: "card_updated", card: verdict.card }));
        return { summary: await summary(t, tenant.id, row), failed: applied.charges.some((c) => !c.ok) };
      });
      // The card is kept (it attached); the overdue charge it was tried for failed.
      if (result.failed) return reply.status(402).send({ message: BILLING_MESSAGES.paymentFailed });
      return result.summary;
    });
  }

  serve(app, subscriptionApi.paymentPortal, async (_request, _reply, { tenant, tx }) => {
    const row = await tx((t) => mustLock(t, tenant.id));
    if (row.provider !== "stripe" || !deps.stripe) throw conflict(BILLING_MESSAGES.stripeOnly);
    const [workspace] = await tx((t) =>
      t.select({ subdomain: tenants.subdomain }).from(tenants).where(eq(tenants.id, tenant.id)),
    );
    const url = await deps.stripe.portalUrl(row.customerId, billingPageUrl(deps.publicOrigin, workspace!.subdomain));
    return { url };
  });
}
