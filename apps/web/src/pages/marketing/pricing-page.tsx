import { PLANS, type Plan, TRIAL_DAYS, TRIAL_PRICE } from "@engagesuite/shared";
import { ArrowRight, Check } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { MarketingIntro } from "@/components/layout/placeholders";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { BillingPeriodToggle, planPrice, yearlySavingPercent } from "@/features/onboarding/plan-picker";
import { formatCurrency } from "@/lib/format";
import { cn } from "@/lib/utils";

/** The wizard link for a plan: /onboarding?tier=professional&yearly=false (SPEC §2 query parameters). */
export function onboardingHrefForPlan(plan: Plan, isYearly: boolean): string {
  const params = new URLSearchParams({ tier: plan.tier.toLowerCase(), yearly: String(isYearly) });
  return `/onboarding?${params.toString()}`;
}

/** /pricing: the three plans of SPEC §9, billed monthly or yearly, each starting with the $1 trial. */
export function PricingPage() {
  const [isYearly, setIsYearly] = useState(false);
  return (
    <MarketingIntro
      title="Pricing"
      description={`Basic, Professional and Enterprise plans, billed monthly or yearly, each starting with a ${TRIAL_DAYS}-day trial for ${formatCurrency(TRIAL_PRICE)}.`}
    >
      <section aria-label="Plans" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col items-center gap-4 text-center">
          <BillingPeriodToggle isYearly={isYearly} onChange={setIsYearly} />
          <p className="text-muted-foreground text-sm">
            Every plan starts with a {TRIAL_DAYS}-day trial for {formatCurrency(TRIAL_PRICE)}. Cancel anytime before the
            trial ends.
          </p>
        </div>
        <ul className="mx-auto mt-12 grid max-w-5xl items-stretch gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.tier} className="flex">
              <PlanCard plan={plan} isYearly={isYearly} />
            </li>
          ))}
        </ul>
      </section>
    </MarketingIntro>
  );
}

function PlanCard({ plan, isYearly }: { plan: Plan; isYearly: boolean }) {
  const saving = yearlySavingPercent(plan);
  return (
    <article
      aria-labelledby={`plan-${plan.tier}`}
      className={cn(
        "relative flex w-full flex-col rounded-2xl border bg-card p-6 shadow-sm sm:p-8",
        plan.highlighted && "border-2 border-primary shadow-lg lg:-my-4 lg:py-12",
      )}
    >
      {plan.highlighted && <Badge className="-translate-x-1/2 -top-3 absolute left-1/2 px-3 py-1">Most popular</Badge>}
      <h2 id={`plan-${plan.tier}`} className="font-semibold text-xl">
        {plan.name}
      </h2>
      <p className="mt-2 min-h-10 text-muted-foreground text-sm">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="font-bold text-4xl tracking-tight">{formatCurrency(planPrice(plan, isYearly))}</span>
        <span className="text-muted-foreground text-sm">/{isYearly ? "year" : "month"}</span>
      </p>
      <p className="mt-1 min-h-5 text-muted-foreground text-xs">
        {isYearly && saving > 0
          ? `Save ${saving}% compared with ${formatCurrency(plan.price.monthly)}/month`
          : `or ${formatCurrency(plan.price.yearly)}/year billed yearly`}
      </p>
      <p className="mt-4 rounded-lg bg-primary/5 px-3 py-2 font-medium text-primary text-sm">
        {plan.trialDays}-day trial for {formatCurrency(plan.trialPrice)}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={plan.highlighted ? "default" : "outline"} className="mt-8 w-full">
        <Link to={onboardingHrefForPlan(plan, isYearly)}>
          {plan.cta}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </article>
  );
}
