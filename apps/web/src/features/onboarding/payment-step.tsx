import {
  billingApi,
  ONBOARDING_MESSAGES,
  type PlanTier,
  planByTier,
  TRIAL_DAYS,
  TRIAL_PRICE,
} from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";

import { CircleAlert, RefreshCw, ShieldCheck } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, readApiError } from "@/lib/api";
import { call, queryOptionsOf } from "@/lib/api-client";
import { formatCurrency, formatLongDate } from "@/lib/format";
import { type CardFieldErrors, CardForm, type CardValues } from "./card-form";
import { ONBOARDING_TEXT } from "./messages";
import { BillingPeriodToggle, PlanPicker, planPriceLabel, trialLine } from "./plan-picker";
import { StepFrame } from "./step-frame";
import { useSubscription } from "./use-subscription";
import type { CompanyInfo, PaymentResult } from "./wizard-state";

// Stripe.js is fetched only on the Stripe branch: the sandbox flow and the landing bundle never load it.
const StripePaymentForm = lazy(() => import("./stripe-payment-form"));

/** Shown when a payment fails without a server message (a network error). */
const PAYMENT_FALLBACK_MESSAGE = "The payment could not be completed. Please try again.";

export type PaymentStatus = "loading" | "error" | "ready" | "processing" | "success";

/**
 * Step 4 (SPEC §2, §4, §8): plan and billing period, the $1 trial, and the card. States loading → error | ready →
 * processing → success. The card is confirmed by the sandbox route (or Stripe Elements), then the subscription.
 */
export function PaymentStep({
  companyInfo,
  planTier,
  isYearly,
  onPlanChange,
  onPeriodChange,
  onPaid,
  onBack,
  focusHeading,
}: {
  companyInfo: CompanyInfo;
  planTier: PlanTier;
  isYearly: boolean;
  onPlanChange: (tier: PlanTier) => void;
  onPeriodChange: (isYearly: boolean) => void;
  onPaid: (payment: PaymentResult) => void;
  onBack: () => void;
  focusHeading?: boolean;
}) {
  const plan = planByTier(planTier);
  const { state: subscription, retry } = useSubscription({
    email: companyInfo.email,
    name: companyInfo.companyName,
    planTier,
    isYearly,
  });
  const config = useQuery({
    ...queryOptionsOf(billingApi.config, {}),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const [phase, setPhase] = useState<"idle" | "processing" | "success">("idle");
  const [paymentError, setPaymentError] = useState<string | null>(null);

  const status: PaymentStatus = phase === "idle" ? subscription.status : phase;
  const busy = status === "processing" || status === "success";
  const trialEnds = new Date(Date.now() + TRIAL_DAYS * 86_400_000);
  const submitLabel = `Pay ${formatCurrency(TRIAL_PRICE)} and start trial`;

  const fail = (message: string) => {
    toast({ variant: "destructive", title: ONBOARDING_TEXT.paymentFailedTitle, description: message });
    setPaymentError(message);
    setPhase("idle");
  };

  const startProcessing = () => {
    setPaymentError(null);
    setPhase("processing");
  };

  const complete = async (paymentIntentId: string) => {
    if (subscription.status !== "ready") return;
    const { subscriptionId } = subscription.setup;
    const { customerId } = await call(billingApi.confirmSubscription, {
      body: { subscriptionId, paymentIntentId },
    });
    setPhase("success");
    toast({ title: ONBOARDING_TEXT.paymentSuccessTitle, description: ONBOARDING_TEXT.paymentSuccessDescription });
    onPaid({
      subscriptionId,
      customerId,
      trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000).toISOString(),
      billingPeriod: isYearly ? "yearly" : "monthly",
      planTier,
    });
  };

  const paySandbox = async (card: CardValues): Promise<CardFieldErrors | undefined> => {
    if (subscription.status !== "ready") return undefined;
    startProcessing();
    try {
      const { paymentIntentId } = await call(billingApi.confirmSandboxCard, {
        body: { clientSecret: subscription.setup.clientSecret, ...card },
      });
      await complete(paymentIntentId);
      return undefined;
    } catch (error) {
      fail(errorMessage(error, PAYMENT_FALLBACK_MESSAGE));
      return readApiError(error)?.fieldErrors as CardFieldErrors | undefined;
    }
  };

  const payStripe = async (paymentIntentId: string) => {
    try {
      await complete(paymentIntentId);
    } catch (error) {
      fail(errorMessage(error, PAYMENT_FALLBACK_MESSAGE));
    }
  };

  return (
    <StepFrame
      title="Payment"
      description="Choose your plan and start your trial. You can cancel anytime before the trial ends."
      focusHeading={focusHeading}
      onBack={busy ? undefined : onBack}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="font-semibold">Plan</h3>
        <BillingPeriodToggle isYearly={isYearly} onChange={onPeriodChange} disabled={busy} />
      </div>
      <div className="mt-4">
        <PlanPicker value={planTier} isYearly={isYearly} onChange={onPlanChange} disabled={busy} />
      </div>

      <p className="mt-6 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3 font-medium text-sm">
        {trialLine(plan, isYearly)}
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div>
          <h3 className="mb-4 font-semibold">Card details</h3>
          {paymentError && (
            <Alert variant="destructive" className="mb-4">
              <CircleAlert aria-hidden="true" />
              <AlertTitle>{ONBOARDING_TEXT.paymentErrorTitle}</AlertTitle>
              <AlertDescription>{paymentError}</AlertDescription>
            </Alert>
          )}
          {status === "loading" || config.isPending ? (
            <div aria-busy="true" className="grid gap-4">
              <span className="sr-only" role="status">
                Preparing secure checkout
              </span>
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <div className="grid grid-cols-2 gap-4">
                <Skeleton className="h-10" />
                <Skeleton className="h-10" />
              </div>
              <Skeleton className="h-10 w-full" />
            </div>
          ) : status === "error" ? (
            <Alert variant="destructive">
              <CircleAlert aria-hidden="true" />
              <AlertDescription className="text-destructive/90">
                <p>
                  <strong className="font-semibold">{ONBOARDING_TEXT.configurationError}:</strong>{" "}
                  {ONBOARDING_MESSAGES.subscriptionFailed}
                </p>
                <Button type="button" variant="outline" size="sm" className="mt-2 text-foreground" onClick={retry}>
                  <RefreshCw aria-hidden="true" />
                  Try again
                </Button>
              </AlertDescription>
            </Alert>
          ) : config.data?.provider === "stripe" && config.data.publishableKey && subscription.status === "ready" ? (
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <StripePaymentForm
                publishableKey={config.data.publishableKey}
                clientSecret={subscription.setup.clientSecret}
                submitLabel={submitLabel}
                disabled={status !== "ready"}
                processing={status === "processing"}
                onProcessing={startProcessing}
                onPaymentIntent={payStripe}
                onError={fail}
              />
            </Suspense>
          ) : (
            <CardForm
              submitLabel={submitLabel}
              disabled={status !== "ready"}
              processing={status === "processing" || status === "success"}
              onPay={paySandbox}
            />
          )}
        </div>

        <aside aria-label="Order summary" className="h-fit rounded-xl border bg-muted/30 p-5 text-sm">
          <h3 className="font-semibold">Summary</h3>
          <dl className="mt-4 grid gap-3">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="font-medium">{plan.name}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Billing</dt>
              <dd className="font-medium">{isYearly ? "Yearly" : "Monthly"}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">After the trial</dt>
              <dd className="font-medium">{planPriceLabel(plan, isYearly)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Trial ends</dt>
              <dd className="font-medium">{formatLongDate(trialEnds)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t pt-3 text-base">
              <dt className="font-semibold">Due today</dt>
              <dd className="font-bold">{formatCurrency(TRIAL_PRICE)}</dd>
            </div>
          </dl>
          <p className="mt-4 flex gap-2 text-muted-foreground text-xs">
            <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
            Cancel anytime before the trial ends and you will not be charged again.
          </p>
        </aside>
      </div>
    </StepFrame>
  );
}
