import { PLANS, type Plan, type PlanTier, TRIAL_OFFER } from "@engagesuite/shared";
import { Check } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { formatCurrency } from "@/lib/format";
import { cn } from "@/lib/utils";

export type BillingPeriod = "monthly" | "yearly";

export function planPrice(plan: Plan, isYearly: boolean): number {
  return isYearly ? plan.price.yearly : plan.price.monthly;
}

/** "$99.00/month" or "$950.00/year". */
export function planPriceLabel(plan: Plan, isYearly: boolean): string {
  return `${formatCurrency(planPrice(plan, isYearly))}/${isYearly ? "year" : "month"}`;
}

/** The whole-percent saving of paying yearly rather than twelve months. */
export function yearlySavingPercent(plan: Plan): number {
  return Math.round((1 - plan.price.yearly / (plan.price.monthly * 12)) * 100);
}

/** The largest yearly saving of any plan ("Save 20%" on the toggle). */
const MAX_YEARLY_SAVING = Math.max(...PLANS.map(yearlySavingPercent));

/** SPEC §1, §9 in the offer's one wording: "$1 for 7 days — then $99.00/month, cancel anytime before the trial ends". */
export function trialLine(plan: Plan, isYearly: boolean): string {
  return `${TRIAL_OFFER} — then ${planPriceLabel(plan, isYearly)}, cancel anytime before the trial ends`;
}

const optionClass =
  "relative flex-1 cursor-pointer rounded-md px-4 py-1.5 text-center font-medium text-sm text-muted-foreground transition-colors has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60";

/** Monthly / Yearly as a radio group (name "billingPeriod"). */
export function BillingPeriodToggle({
  isYearly,
  onChange,
  disabled = false,
  className,
}: {
  isYearly: boolean;
  onChange: (isYearly: boolean) => void;
  disabled?: boolean;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn("inline-flex items-center gap-3", className)}>
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex w-full rounded-lg bg-muted p-1 sm:w-auto">
        <label className={optionClass}>
          <input
            type="radio"
            name={name}
            value="monthly"
            checked={!isYearly}
            onChange={() => onChange(false)}
            disabled={disabled}
            className="sr-only"
          />
          Monthly
        </label>
        <label className={optionClass}>
          <input
            type="radio"
            name={name}
            value="yearly"
            checked={isYearly}
            onChange={() => onChange(true)}
            disabled={disabled}
            className="sr-only"
          />
          Yearly
        </label>
      </div>
      {MAX_YEARLY_SAVING > 0 && (
        <Badge variant="secondary" className="shrink-0 bg-primary/10 text-primary">
          Save {MAX_YEARLY_SAVING}%
        </Badge>
      )}
    </fieldset>
  );
}

/** The three plans as radio cards (Professional highlighted); the choice is the plan tier. */
export function PlanPicker({
  value,
  isYearly,
  onChange,
  disabled = false,
}: {
  value: PlanTier;
  isYearly: boolean;
  onChange: (tier: PlanTier) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Plan</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {PLANS.map((plan) => {
          const selected = plan.tier === value;
          return (
            <label
              key={plan.tier}
              className={cn(
                "relative flex cursor-pointer flex-col rounded-xl border-2 bg-card p-4 transition-[border-color,background-color,box-shadow] has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                selected ? "border-primary bg-primary/5 shadow-sm" : "border-border hover:border-primary/50",
                disabled && "cursor-not-allowed opacity-70",
              )}
            >
              <input
                type="radio"
                name={name}
                value={plan.tier}
                aria-label={plan.name}
                checked={selected}
                onChange={() => onChange(plan.tier)}
                disabled={disabled}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-2">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="font-semibold">{plan.name}</span>
                  {plan.highlighted && <Badge>Most popular</Badge>}
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-5 shrink-0 items-center justify-center rounded-full border-2",
                    selected ? "border-primary bg-primary text-primary-foreground" : "border-border",
                  )}
                >
                  {selected && <Check className="size-3" strokeWidth={3} />}
                </span>
              </span>
              <span className="mt-3 font-bold text-2xl tracking-tight">
                {formatCurrency(planPrice(plan, isYearly))}
                <span className="font-normal text-muted-foreground text-sm">/{isYearly ? "year" : "month"}</span>
              </span>
              <span className="mt-1 text-muted-foreground text-xs">{plan.description}</span>
              <ul className={cn("mt-3 space-y-1.5 text-sm", !selected && "max-md:hidden")}>
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
