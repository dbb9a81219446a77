import type { SubscriptionSummary } from "@engagesuite/shared";
import { AlertTriangle, CalendarClock, CreditCard, RotateCcw, UsersRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { SectionHeader } from "@/components/layout/section-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { ModulesCard } from "@/features/modules";
import { errorMessage } from "@/lib/api";
import { formatNumber } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useResumeSubscription, useSubscription } from "./api";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { ChangePlanDialog } from "./change-plan-dialog";
import { attempts, brandName, day, daysLeft, expiry, money, PERIOD_NAME, planName, pricePerPeriod } from "./format";
import { InvoicesList } from "./invoices-list";
import { BILLING_TEXT } from "./messages";
import { SeatsDialog } from "./seats-dialog";
import { SubscriptionStateBadge } from "./state-badge";
import { UpdateCardButton } from "./update-card";

type Dialog = "plan" | "cancel" | "seats" | null;

/** Cancelling is offered while a charge is still ahead: during the trial, when paid, and while a payment is late. */
function canCancel(summary: SubscriptionSummary): boolean {
  return summary.state === "trialing" || summary.state === "active" || summary.state === "past_due";
}

/**
 * The workspace admin's Billing (issue 18 point 1): the plan and its state, the trial, the next charge, seats, the card,
 * invoices, and changing the plan, cancelling and resuming. Lazily loaded: staff never download it.
 */
export function BillingSection({ tenantId, headingId }: { tenantId: string; headingId: string }) {
  const subscription = useSubscription(tenantId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const summary = subscription.data;

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <SectionHeader
        headingId={headingId}
        title="Billing"
        description={BILLING_TEXT.intro}
        action={summary && <SubscriptionStateBadge summary={summary} className="self-start sm:self-auto" />}
      />

      {subscription.isPending ? (
        <BillingSkeleton />
      ) : subscription.isError ? (
        <LoadFailedAlert title={BILLING_TEXT.loadFailed} onRetry={() => void subscription.refetch()}>
          {errorMessage(subscription.error, "Please try again.")}
        </LoadFailedAlert>
      ) : (
        <>
          <StateNotice tenantId={tenantId} summary={subscription.data} onChoosePlan={() => setDialog("plan")} />
          <div className="grid gap-4 lg:grid-cols-2">
            <PlanCard
              summary={subscription.data}
              onChangePlan={() => setDialog("plan")}
              onCancel={() => setDialog("cancel")}
            />
            <div className="grid content-start gap-4">
              <PaymentMethodCard tenantId={tenantId} summary={subscription.data} />
              <SeatsCard summary={subscription.data} onBuy={() => setDialog("seats")} />
            </div>
          </div>
          <ModulesCard tenantId={tenantId} />
          <InvoicesList tenantId={tenantId} />
          <ChangePlanDialog
            tenantId={tenantId}
            summary={subscription.data}
            open={dialog === "plan"}
            onOpenChange={(open) => setDialog(open ? "plan" : null)}
          />
          <CancelSubscriptionDialog
            tenantId={tenantId}
            summary={subscription.data}
            open={dialog === "cancel"}
            onOpenChange={(open) => setDialog(open ? "cancel" : null)}
          />
          <SeatsDialog
            tenantId={tenantId}
            summary={subscription.data}
            open={dialog === "seats"}
            onOpenChange={(open) => setDialog(open ? "seats" : null)}
          />
        </>
      )}
    </section>
  );
}

/** The state's message above the cards: a late payment, a scheduled cancellation, a read-only or suspended workspace. */
function StateNotice({
  tenantId,
  summary,
  onChoosePlan,
}: {
  tenantId: string;
  summary: SubscriptionSummary;
  onChoosePlan: () => void;
}) {
  const resume = useResumeSubscription(tenantId);
  if (summary.state === "past_due") {
    const retry = summary.dunning?.nextRetryAt;
    return (
      <Alert variant="destructive" className="border-destructive/40 bg-destructive/5">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>{BILLING_TEXT.pastDueTitle}</AlertTitle>
        <AlertDescription>
          <p>
            {attempts(summary.dunning?.failedAttempts ?? 1)}.{" "}
            {retry ? `Next try on ${day(retry)}.` : BILLING_TEXT.noRetryLeft} {BILLING_TEXT.pastDueHelp}
          </p>
          <UpdateCardButton tenantId={tenantId} summary={summary} variant="default" className="mt-2" />
        </AlertDescription>
      </Alert>
    );
  }
  if (summary.state === "canceled") {
    return (
      <Alert className="border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
        <CalendarClock aria-hidden="true" />
        <AlertTitle>Cancels on {day(summary.cancelAt)}</AlertTitle>
        <AlertDescription className="text-current/80">
          <p>{BILLING_TEXT.canceledHelp(day(summary.cancelAt))}</p>
          <Button
            type="button"
            size="sm"
            className="mt-2"
            disabled={resume.isPending}
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: () => toast({ title: BILLING_TEXT.resumedTitle, description: BILLING_TEXT.resumedBody }),
                onError: (error) =>
                  toast({
                    variant: "destructive",
                    title: BILLING_TEXT.resumeFailed,
                    description: errorMessage(error, "Please try again."),
                  }),
              })
            }
          >
            <RotateCcw aria-hidden="true" />
            {resume.isPending ? "Resuming…" : "Resume"}
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  if (summary.state === "read_only" || summary.state === "suspended") {
    const readOnly = summary.state === "read_only";
    return (
      <Alert variant="destructive" className="border-destructive/40 bg-destructive/5">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>{readOnly ? BILLING_TEXT.readOnlyTitle : BILLING_TEXT.suspendedTitle}</AlertTitle>
        <AlertDescription>
          <p>{readOnly ? BILLING_TEXT.readOnlyHelp(day(summary.readOnlyUntil)) : BILLING_TEXT.suspendedHelp}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={onChoosePlan}>
              Choose a plan
            </Button>
            <UpdateCardButton tenantId={tenantId} summary={summary} />
          </div>
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("min-w-0 space-y-0.5", className)}>
      <dt className="text-muted-foreground text-xs">{term}</dt>
      <dd className="font-medium text-sm">{children}</dd>
    </div>
  );
}

function PlanCard({
  summary,
  onChangePlan,
  onCancel,
}: {
  summary: SubscriptionSummary;
  onChangePlan: () => void;
  onCancel: () => void;
}) {
  const trial = summary.state === "trialing" || (summary.trialEndsAt !== null && summary.trialDaysLeft !== null);
  return (
    <Card className="gap-5 px-5 py-5 sm:px-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm">Plan</p>
          <p className="font-semibold text-2xl tracking-tight">{planName(summary.planTier)}</p>
        </div>
        <p className="shrink-0 pt-5 text-right font-medium tabular-nums" data-testid="plan-price">
          <span className="sr-only">Price: </span>
          {pricePerPeriod(summary.planPriceCents, summary.billingPeriod)}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-4">
        <Fact term="Billing period">{PERIOD_NAME[summary.billingPeriod]}</Fact>
        {trial && summary.trialEndsAt && (
          <Fact term="Trial ends">
            {day(summary.trialEndsAt)}
            {summary.trialDaysLeft !== null && (
              <span className="block font-normal text-muted-foreground text-xs">{daysLeft(summary.trialDaysLeft)}</span>
            )}
          </Fact>
        )}
        <Fact term="Next charge">
          {summary.nextCharge ? (
            <>
              <span className="tabular-nums">{money(summary.nextCharge.amountCents)}</span>
              <span className="block font-normal text-muted-foreground text-xs">on {day(summary.nextCharge.at)}</span>
            </>
          ) : (
            <span className="font-normal text-muted-foreground">{BILLING_TEXT.noNextCharge}</span>
          )}
        </Fact>
        {!trial && summary.currentPeriodEnd && summary.state !== "canceled" && (
          <Fact term="Current period ends">{day(summary.currentPeriodEnd)}</Fact>
        )}
      </dl>
      {summary.scheduledChange && (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          Changes to {planName(summary.scheduledChange.planTier)} (
          {PERIOD_NAME[summary.scheduledChange.billingPeriod].toLowerCase()}) on {day(summary.scheduledChange.at)}.
        </p>
      )}
      <div className="mt-auto flex flex-col gap-2 border-t pt-4 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" onClick={onChangePlan}>
          Change plan
        </Button>
        {canCancel(summary) && (
          <Button type="button" variant="ghost" className="text-destructive hover:text-destructive" onClick={onCancel}>
            Cancel subscription
          </Button>
        )}
      </div>
    </Card>
  );
}

function PaymentMethodCard({ tenantId, summary }: { tenantId: string; summary: SubscriptionSummary }) {
  const card = summary.paymentMethod;
  return (
    <Card className="gap-4 px-5 py-5 sm:px-6">
      <p className="text-muted-foreground text-sm">Payment method</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border bg-muted">
            <CreditCard className="size-5 text-muted-foreground" aria-hidden="true" />
          </span>
          {card ? (
            <div className="min-w-0">
              <p className="font-medium">
                {brandName(card.brand)} <span aria-hidden="true">••••</span>
                <span className="sr-only">ending in</span> {card.last4}
              </p>
              <p className="text-muted-foreground text-sm">Expires {expiry(card)}</p>
            </div>
          ) : (
            <p className="text-muted-foreground text-sm">{BILLING_TEXT.noCard}</p>
          )}
        </div>
        <UpdateCardButton tenantId={tenantId} summary={summary} />
      </div>
    </Card>
  );
}

function SeatsCard({ summary, onBuy }: { summary: SubscriptionSummary; onBuy: () => void }) {
  const { used, included, additional } = summary.seats;
  const total = included + additional;
  const share = total > 0 ? Math.min(100, Math.round((used / total) * 100)) : 0;
  const full = used >= total;
  return (
    <Card className="gap-4 px-5 py-5 sm:px-6">
      <div className="flex items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">Seats</p>
        <UsersRound className="size-4 text-muted-foreground" aria-hidden="true" />
      </div>
      <dl className="grid grid-cols-3 gap-3">
        <Fact term="Used">{formatNumber(used)}</Fact>
        <Fact term="Included">{formatNumber(included)}</Fact>
        <Fact term="Additional">{formatNumber(additional)}</Fact>
      </dl>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Seats used"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={used}
      >
        <div
          className={cn("h-full rounded-full", full ? "bg-amber-500" : "bg-[var(--tenant-primary)] dark:bg-primary")}
          style={{ width: `${share}%` }}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted-foreground text-xs">
          {formatNumber(used)} of {formatNumber(total)} seats in use
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onBuy}>
          Buy seats
        </Button>
      </div>
    </Card>
  );
}

function BillingSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      <Skeleton className="h-64 w-full rounded-xl" />
      <div className="grid gap-4">
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-32 w-full rounded-xl" />
      </div>
    </div>
  );
}
