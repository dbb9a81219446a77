import { ENTITLEMENT_MESSAGES, isModuleComingSoon, type ServiceModule } from "@engagesuite/shared";
import { Check, Clock, Lock } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { isCoreModule, useCompatibleModules } from "@/features/verticals/use-catalog";
import { errorStatus } from "@/lib/api";
import { cn } from "@/lib/utils";
import { ONBOARDING_TEXT } from "./messages";
import { toggleModule, withCoreModules } from "./modules";
import { matchesSearch, SearchField, StepFrame } from "./step-frame";

/** Step 1 (SPEC §2): the modules that suit the chosen industry; CORE is locked on, the others toggle. */
export function SelectModulesStep({
  verticalId,
  verticalName,
  selectedIds,
  onChange,
  onContinue,
  onBack,
  onChooseIndustry,
  focusHeading,
}: {
  verticalId: number;
  verticalName: string | null;
  selectedIds: number[];
  onChange: (ids: number[]) => void;
  onContinue: (ids: number[]) => void;
  onBack: () => void;
  onChooseIndustry: () => void;
  focusHeading?: boolean;
}) {
  const [query, setQuery] = useState("");
  const modules = useCompatibleModules(verticalId);
  const effective = withCoreModules(selectedIds, modules.data);
  const shown = (modules.data ?? []).filter((m) => matchesSearch(query, m.displayName, m.description));
  const count = effective.length;

  return (
    <StepFrame
      title="Select Modules"
      description={
        verticalName
          ? `Choose the services for your ${verticalName} CRM. The core module is always part of it.`
          : "Choose the services for your CRM. The core module is always part of it."
      }
      focusHeading={focusHeading}
      onBack={onBack}
      actions={
        <Button
          type="button"
          size="lg"
          onClick={() => onContinue(effective)}
          disabled={!modules.isSuccess}
          className="w-full sm:w-auto"
        >
          Continue
        </Button>
      }
    >
      <SearchField
        id="module-search"
        label="Search modules"
        value={query}
        onChange={setQuery}
        placeholder="Contacts, help desk…"
      />
      {modules.isSuccess && (
        <p className="mt-4 text-muted-foreground text-sm" aria-live="polite">
          {count} {count === 1 ? "module" : "modules"} selected
        </p>
      )}
      <div className="mt-4">
        {modules.isPending ? (
          <ul aria-busy="true" aria-label="Loading modules" className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton list
              <li key={i}>
                <Skeleton className="h-24 w-full rounded-xl" />
              </li>
            ))}
          </ul>
        ) : modules.isError ? (
          <Alert variant="destructive">
            <AlertTitle>
              {errorStatus(modules.error) === 404 ? "This industry is not available" : "Modules could not be loaded"}
            </AlertTitle>
            <AlertDescription>
              {errorStatus(modules.error) === 404 ? (
                <Button type="button" variant="outline" size="sm" className="mt-2" onClick={onChooseIndustry}>
                  Choose an industry
                </Button>
              ) : (
                <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => modules.refetch()}>
                  Try again
                </Button>
              )}
            </AlertDescription>
          </Alert>
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground text-sm">
            No modules match “{query.trim()}”.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {shown.map((module) => (
              <li key={module.id} className="flex">
                <ModuleCard
                  module={module}
                  selected={effective.includes(module.id)}
                  onToggle={() => onChange(toggleModule(effective, module))}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </StepFrame>
  );
}

function ModuleCard({
  module,
  selected,
  onToggle,
}: {
  module: ServiceModule;
  selected: boolean;
  onToggle: () => void;
}) {
  const core = isCoreModule(module);
  // Issue 18: a module the product does not have yet is shown, never chosen.
  const comingSoon = isModuleComingSoon(module.slug);
  const locked = core || comingSoon;
  return (
    <button
      type="button"
      aria-pressed={comingSoon ? false : selected}
      aria-disabled={locked || undefined}
      onClick={locked ? undefined : onToggle}
      className={cn(
        "flex w-full items-start gap-3 rounded-xl border-2 bg-card p-3 text-left sm:gap-4 sm:p-4 outline-none transition-[border-color,background-color] focus-visible:ring-[3px] focus-visible:ring-ring/50",
        selected && !comingSoon ? "border-primary bg-primary/5" : "border-border",
        !locked && !selected && "hover:border-primary/50",
        core && "cursor-default",
        comingSoon && "cursor-not-allowed border-dashed bg-muted/40",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-12 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-14",
          comingSoon && "opacity-60 grayscale",
        )}
      >
        <img src={module.heroImage} alt="" loading="lazy" className="size-full object-cover" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 font-semibold">
          {module.displayName}
          {core && (
            <Badge variant="secondary" className="font-medium">
              <Lock aria-hidden="true" />
              {ONBOARDING_TEXT.includedByDefault}
            </Badge>
          )}
          {comingSoon && (
            <Badge variant="outline" className="font-medium text-muted-foreground">
              <Clock aria-hidden="true" />
              {ENTITLEMENT_MESSAGES.comingSoonBadge}
            </Badge>
          )}
        </span>
        <span className="mt-1 line-clamp-2 text-muted-foreground text-sm">{module.description}</span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-6 shrink-0 items-center justify-center rounded-md border-2 transition-colors",
          comingSoon && "invisible",
          selected ? "border-primary bg-primary text-primary-foreground" : "border-border",
        )}
      >
        {selected && <Check className="size-3.5" strokeWidth={3} />}
      </span>
    </button>
  );
}
