import { PLAN_COMPARISON, PLANS, type Plan, SUITE_NAME, TRIAL_DAYS, TRIAL_OFFER } from "@engagesuite/shared";
import { ArrowRight, Check, ChevronDown, Minus } from "lucide-react";
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
      description="Basic, Professional and Enterprise plans for teams of every size, billed monthly or yearly."
    >
      <section aria-label="Plans" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col items-center gap-4 text-center">
          <BillingPeriodToggle isYearly={isYearly} onChange={setIsYearly} />
          <p className="text-muted-foreground text-sm">
            Every plan starts with {TRIAL_OFFER}. Cancel anytime before the trial ends.
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
      <PlanComparison />
      <PricingFaq />
    </MarketingIntro>
  );
}

/** Every plan side by side: limits as text, inclusions as a tick or a dash (with words for screen readers). */
function PlanComparison() {
  return (
    <section aria-labelledby="compare-heading" className="border-t bg-muted/30 py-14 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <h2 id="compare-heading" className="text-center font-semibold text-2xl tracking-tight sm:text-3xl">
          Compare plans
        </h2>
        <div className="-mx-2 mt-8 overflow-hidden rounded-xl border bg-card sm:mx-0">
          <table className="w-full table-fixed border-collapse text-xs sm:text-sm">
            <caption className="sr-only">What each plan includes</caption>
            <thead>
              <tr className="border-b">
                <th
                  scope="col"
                  className="w-[26%] px-2 py-3 text-left font-medium text-muted-foreground sm:w-2/5 sm:px-4"
                >
                  <span className="sr-only">Feature</span>
                </th>
                {PLANS.map((plan) => (
                  <th
                    key={plan.tier}
                    scope="col"
                    className="px-0.5 py-3 text-center font-semibold text-[11px] sm:px-4 sm:text-sm"
                  >
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {PLAN_COMPARISON.map((row) => (
                <tr key={row.label} className="border-b last:border-b-0">
                  <th scope="row" className="break-words px-2 py-3 text-left font-normal sm:px-4">
                    {row.label}
                  </th>
                  {PLANS.map((plan) => (
                    <td key={plan.tier} className="break-words px-1 py-3 text-center sm:px-4">
                      <ComparisonValue value={row.values[plan.tier]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function ComparisonValue({ value }: { value: string | boolean }) {
  if (typeof value === "string") return <>{value}</>;
  return value ? (
    <>
      <Check className="mx-auto size-4 text-primary" aria-hidden="true" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto size-4 text-muted-foreground" aria-hidden="true" />
      <span className="sr-only">Not included</span>
    </>
  );
}

/** The questions people ask before they pay: native disclosure widgets, open and close by keyboard without script. */
const FAQ: { question: string; answer: string }[] = [
  {
    question: "Why $1?",
    answer: `The dollar confirms your card, so the trial is a real workspace from the first minute: your own subdomain, your team and your clients' portal. After ${TRIAL_DAYS} days the plan you chose starts; nothing more is charged before then.`,
  },
  {
    question: "Can I cancel?",
    answer:
      "Yes, at any time, from Billing in your dashboard. Cancel during the trial and you are not charged again; cancel later and the workspace stays usable until the end of the period you paid for. You can undo a cancellation until it takes effect.",
  },
  {
    question: "Is my clients' data kept apart from other businesses?",
    answer: `Yes. Every business has its own workspace, and the database itself keeps each workspace's rows apart (row-level security), on top of ${SUITE_NAME}'s own checks. In your client portal, each client sees only their own documents, appointments and requests.`,
  },
  {
    question: "Can I change plans later?",
    answer:
      "Yes. An upgrade takes effect at once and you pay only the difference for the rest of the period; a downgrade or a switch between monthly and yearly billing takes effect at the end of the period.",
  },
];

function PricingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="border-t py-14 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="faq-heading" className="text-center font-semibold text-2xl tracking-tight sm:text-3xl">
          Frequently asked questions
        </h2>
        <div className="mt-8 divide-y rounded-xl border bg-card">
          {FAQ.map(({ question, answer }) => (
            <details key={question} className="group px-5 py-4 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
                {question}
                <ChevronDown
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  aria-hidden="true"
                />
              </summary>
              <p className="mt-3 text-muted-foreground text-sm leading-relaxed">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
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
      <p className="mt-4 rounded-lg bg-primary/5 px-3 py-2 font-medium text-primary text-sm">{TRIAL_OFFER}</p>
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
