import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/**
 * One step's card: its heading (focused when the step is entered, so keyboard and screen-reader users land on it),
 * an optional description, the content, and a footer with Back and the step's main action.
 */
export function StepFrame({
  title,
  description,
  children,
  onBack,
  actions,
  focusHeading = false,
  className,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  onBack?: () => void;
  actions?: ReactNode;
  focusHeading?: boolean;
  className?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus({ preventScroll: true });
  }, [focusHeading]);

  return (
    <section
      aria-labelledby="onboarding-step-heading"
      className={cn("rounded-2xl border bg-card text-card-foreground shadow-sm", className)}
    >
      <header className="border-b px-4 py-5 sm:px-8 sm:py-6">
        <h2
          id="onboarding-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold text-xl tracking-tight outline-none sm:text-2xl"
        >
          {title}
        </h2>
        {description && <p className="mt-1.5 text-pretty text-muted-foreground text-sm sm:text-base">{description}</p>}
      </header>
      <div className="px-4 py-6 sm:px-8">{children}</div>
      {(onBack || actions) && (
        <footer className="flex flex-col-reverse gap-3 rounded-b-2xl border-t bg-muted/30 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-8">
          {onBack ? (
            <Button type="button" variant="ghost" onClick={onBack} className="w-full sm:w-auto">
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          ) : (
            <span className="hidden sm:block" />
          )}
          {actions && <div className="flex flex-col-reverse gap-3 sm:flex-row">{actions}</div>}
        </footer>
      )}
    </section>
  );
}

/** A search box over a list (industries, modules), with its visible label. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        name="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className="h-10"
      />
    </div>
  );
}

/** Case-insensitive match of a search text against some fields. */
export function matchesSearch(query: string, ...fields: string[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((field) => field.toLowerCase().includes(q));
}
