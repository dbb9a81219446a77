import { Check } from "lucide-react";
import { cn } from "@/lib/utils";
import { ONBOARDING_STEPS, type StepIndex } from "./steps";

/**
 * The numbered step bar (SPEC §2): earlier steps are buttons that jump back, the current step carries
 * aria-current="step", later steps are plain text — the bar never moves forward. `locked` turns every step to text.
 */
export function StepIndicator({
  current,
  onSelect,
  locked = false,
}: {
  current: StepIndex;
  onSelect: (step: StepIndex) => void;
  locked?: boolean;
}) {
  const total = ONBOARDING_STEPS.length;
  return (
    <nav aria-label="Onboarding progress">
      <p className="mb-3 text-center font-medium text-muted-foreground text-sm sm:hidden" aria-hidden="true">
        Step {current + 1} of {total}: <span className="text-foreground">{ONBOARDING_STEPS[current]}</span>
      </p>
      <ol className="flex items-start">
        {ONBOARDING_STEPS.map((label, index) => {
          const step = index as StepIndex;
          const done = step < current;
          const active = step === current;
          const circle = (
            <span
              aria-hidden="true"
              className={cn(
                "flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-semibold text-sm transition-colors",
                done && "border-primary bg-primary text-primary-foreground",
                active && "border-primary bg-background text-primary ring-4 ring-primary/15",
                !done && !active && "border-border bg-background text-muted-foreground",
              )}
            >
              {done ? <Check className="size-4" strokeWidth={3} /> : step + 1}
            </span>
          );
          const text = (
            <span
              className={cn(
                "sr-only text-center text-xs leading-tight sm:not-sr-only sm:mt-2 sm:block",
                active ? "font-semibold text-foreground" : done ? "text-foreground" : "text-muted-foreground",
              )}
            >
              <span className="sr-only">Step {step + 1}: </span>
              {label}
              {done && <span className="sr-only"> (completed)</span>}
            </span>
          );
          return (
            <li key={label} className="relative flex flex-1 flex-col items-center">
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    "-translate-y-1/2 absolute top-4 right-[calc(50%+1.25rem)] left-[calc(-50%+1.25rem)] h-0.5 rounded-full",
                    step <= current ? "bg-primary" : "bg-border",
                  )}
                />
              )}
              {done && !locked ? (
                <button
                  type="button"
                  onClick={() => onSelect(step)}
                  className="group flex flex-col items-center rounded-md px-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="transition-transform group-hover:scale-105">{circle}</span>
                  {text}
                </button>
              ) : (
                <div aria-current={active ? "step" : undefined} className="flex flex-col items-center px-1">
                  {circle}
                  {text}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
