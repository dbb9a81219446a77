import { ABUSE_MESSAGES, billingApi, ONBOARDING_MESSAGES } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { HttpError } from "../../lib/http-error";
import type { Limit, RateLimiter } from "../../lib/rate-limit";
import { hashToken } from "../../lib/tokens";
import type { SandboxPayments } from "../../providers/payments/sandbox";
import { PaymentError, type PaymentProvider } from "../../providers/payments/types";
import { readHolder } from "../onboarding/holder";

const MINUTE = 60_000;

/**
 * Payment attempts (issue 15 point 8): subscriptions create customers at the provider, and the card step is what a
 * card tester would hammer; both are counted per address and per e-mail, subscription or onboarding visitor.
 */
export const PAYMENT_LIMITS = {
  subscriptionPerIp: { max: 30, windowMs: 60 * MINUTE },
  subscriptionPerEmail: { max: 20, windowMs: 60 * MINUTE },
  cardPerIp: { max: 20, windowMs: 15 * MINUTE },
  cardPerSubscription: { max: 5, windowMs: 15 * MINUTE },
  cardPerHolder: { max: 10, windowMs: 15 * MINUTE },
  confirmPerIp: { max: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

export interface BillingDeps {
  payments: PaymentProvider;
  limiter: RateLimiter;
  /** Only without Stripe keys: the card step of the sandbox. */
  sandbox?: SandboxPayments;
  publishableKey: string | null;
}

async function asHttp<T>(work: () => Promise<T>, fallback?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentError) throw new HttpError(error.statusCode, error.message);
    if (fallback && !(error instanceof HttpError)) throw new HttpError(502, fallback);
    throw error;
  }
}

/** Payments of SPEC §7 (`billingApi`) behind the provider of DESIGN §6 (sandbox by default, Stripe with keys). */
export async function billingRoutes(app: FastifyInstance, deps: BillingDeps): Promise<void> {
  const limit = (key: string, rule: Limit) => deps.limiter.consume(key, rule, ABUSE_MESSAGES.tooManyPaymentAttempts);

  serve(app, billingApi.config, async () => ({ provider: deps.payments.name, publishableKey: deps.publishableKey }));

  serve(app, billingApi.getOrCreateSubscription, async (request) => {
    await limit(`pay:subscription:ip:${request.ip}`, PAYMENT_LIMITS.subscriptionPerIp);
    await limit(`pay:subscription:email:${request.body.email}`, PAYMENT_LIMITS.subscriptionPerEmail);
    return asHttp(() => deps.payments.getOrCreateSubscription(request.body), ONBOARDING_MESSAGES.subscriptionFailed);
  });

  if (deps.sandbox) {
    const sandbox = deps.sandbox;
    serve(app, billingApi.confirmSandboxCard, async (request) => {
      const { clientSecret, cardNumber, expiryDate } = request.body;
      await limit(`pay:card:ip:${request.ip}`, PAYMENT_LIMITS.cardPerIp);
      await limit(`pay:card:subscription:${hashToken(clientSecret)}`, PAYMENT_LIMITS.cardPerSubscription);
      const holder = readHolder(request);
      if (holder) await limit(`pay:card:holder:${holder}`, PAYMENT_LIMITS.cardPerHolder);
      const paymentIntentId = await asHttp(() => sandbox.confirmCard(clientSecret, { cardNumber, expiryDate }));
      return { paymentIntentId, status: "succeeded" as const };
    });
  }

  serve(app, billingApi.confirmSubscription, async (request) => {
    await limit(`pay:confirm:ip:${request.ip}`, PAYMENT_LIMITS.confirmPerIp);
    return asHttp(() => deps.payments.confirmSubscription(request.body.subscriptionId, request.body.paymentIntentId));
  });
}
