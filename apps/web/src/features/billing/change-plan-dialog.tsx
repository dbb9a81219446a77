import {
  BILLING_MESSAGES,
  type BillingPeriod,
  PLANS,
  type PlanChange,
  type SubscriptionSummary,
} from "@engagesuite/shared";
import { AlertTriangle, ArrowRight, Check } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { BillingPeriodToggle } from "@/features/onboarding/plan-picker";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useChangePlan, usePlanChangePreview } from "./api";
import { day, money, PERIOD_NAME, PERIOD_NOUN, planPriceCents, pricePerPeriod } from "./format";
import { BILLING_TEXT } from "./messages";

/**
 * "Change plan": the three plans and the period; on a choice, the server's preview says what would happen (charged now,
 * prorated, or at the period's end) or why it cannot (its refusal, and Confirm stays disabled). Confirm makes the change.
 */
export function ChangePlanDialog({
  tenantId,
  summary,
  open,
  onOpenChange,
}: {
  tenantId: string;
  summary: SubscriptionSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [choice, setChoice] = useState<PlanChange>({
    planTier: summary.planTier,
    billingPeriod: summary.billingPeriod,
  });
  useEffect(() => {
    if (open) setChoice({ planTier: summary.planTier, billingPeriod: summary.billingPeriod });
  }, [open, summary.planTier, summary.billingPeriod]);
  const same = choice.planTier === summary.planTier && choice.billingPeriod === summary.billingPeriod;
  const preview = usePlanChangePreview(tenantId, open && !same ? choice : null);
  const change = useChangePlan(tenantId);
  const name = useId();
  const ready = !same && preview.data !== undefined && preview.data.refusal === null && !preview.isFetching;

  const confirm = () => {
    const effective = preview.data?.effective;
    change.mutate(choice, {
      onSuccess: () => {
        toast({
          title: effective === "now" ? BILLING_TEXT.planChanged : BILLING_TEXT.planScheduled,
          description:
            effective === "now"
              ? `You are now on ${planLabel(choice)}.`
              : `${planLabel(choice)} starts on ${day(preview.data?.at)}.`,
        });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: BILLING_TEXT.planFailed,
          description: errorMessage(error, "Please try again."),
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !change.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{BILLING_TEXT.planTitle}</DialogTitle>
          <DialogDescription>{BILLING_TEXT.planDescription}</DialogDescription>
        </DialogHeader>
        <BillingPeriodToggle
          isYearly={choice.billingPeriod === "yearly"}
          onChange={(yearly) => setChoice((c) => ({ ...c, billingPeriod: yearly ? "yearly" : "monthly" }))}
          disabled={change.isPending}
        />
        <fieldset>
          <legend className="sr-only">Plan</legend>
          <div className="grid gap-2">
            {PLANS.map((plan) => {
              const selected = plan.tier === choice.planTier;
              const current = plan.tier === summary.planTier && choice.billingPeriod === summary.billingPeriod;
              return (
                <label
                  key={plan.tier}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-card px-4 py-3 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                    selected ? "border-primary bg-primary/5" : "border-border hover:border-primary/50",
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={plan.tier}
                    aria-label={plan.name}
                    checked={selected}
                    disabled={change.isPending}
                    onChange={() => setChoice((c) => ({ ...c, planTier: plan.tier }))}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      "flex size-5 shrink-0 items-center justify-center rounded-full border-2",
                      selected ? "border-primary bg-primary text-primary-foreground" : "border-border",
                    )}
                  >
                    {selected && <Check className="size-3" strokeWidth={3} />}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{plan.name}</span>
                      {current && <Badge variant="secondary">Current plan</Badge>}
                    </span>
                    <span className="block text-muted-foreground text-xs">
                      {plan.maxUsers === null ? "Unlimited users" : `Up to ${plan.maxUsers} users`} · {plan.storageGb}{" "}
                      GB storage
                    </span>
                  </span>
                  <span className="shrink-0 text-right font-medium tabular-nums">
                    {money(planPriceCents(plan.tier, choice.billingPeriod))}
                    <span className="block font-normal text-muted-foreground text-xs">
                      per {PERIOD_NOUN[choice.billingPeriod]}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div aria-live="polite" className="min-h-16">
          {same ? (
            <p className="rounded-lg bg-muted px-3 py-2.5 text-muted-foreground text-sm">{BILLING_MESSAGES.samePlan}</p>
          ) : preview.isFetching || preview.isPending ? (
            <p className="flex items-center gap-2 px-1 py-2.5 text-muted-foreground text-sm">
              <Spinner className="size-4" label="Working out the change" />
              Working out the change…
            </p>
          ) : preview.isError ? (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden="true" />
              <AlertTitle>{BILLING_TEXT.previewFailed}</AlertTitle>
              <AlertDescription>{errorMessage(preview.error, "Please try again.")}</AlertDescription>
            </Alert>
          ) : preview.data.refusal ? (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden="true" />
              <AlertTitle>This change is not possible yet</AlertTitle>
              <AlertDescription>{preview.data.refusal}</AlertDescription>
            </Alert>
          ) : (
            <div className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
              <p className="flex items-center gap-2 font-medium">
                <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
                {preview.data.effective === "now"
                  ? `Charged now: ${money(preview.data.amountDueNowCents)} (prorated)`
                  : `Takes effect on ${day(preview.data.at)}`}
              </p>
              <p className="mt-1 pl-6 text-muted-foreground">
                Then {pricePerPeriod(preview.data.newPlanPriceCents, choice.billingPeriod)} for {planLabel(choice)}.
              </p>
            </div>
          )}
        </div>

        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={change.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" disabled={!ready || change.isPending} onClick={confirm}>
            {change.isPending ? "Changing…" : BILLING_TEXT.planConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function planLabel(change: { planTier: PlanChange["planTier"]; billingPeriod: BillingPeriod }): string {
  const plan = PLANS.find((p) => p.tier === change.planTier);
  return `${plan?.name ?? change.planTier} (${PERIOD_NAME[change.billingPeriod].toLowerCase()})`;
}
