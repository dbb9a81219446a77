import type { PublicVertical } from "@engagesuite/shared";
import { Check } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePublicVerticals } from "@/features/verticals/use-public-verticals";
import { cn } from "@/lib/utils";
import { matchesSearch, SearchField, StepFrame } from "./step-frame";

/** Step 0 (SPEC §2): search the industries by name and description, pick one, Continue. */
export function ChooseIndustryStep({
  selectedId,
  onSelect,
  onContinue,
  focusHeading,
}: {
  selectedId: number | null;
  onSelect: (verticalId: number) => void;
  onContinue: () => void;
  focusHeading?: boolean;
}) {
  const [query, setQuery] = useState("");
  const verticals = usePublicVerticals();
  const shown = (verticals.data ?? []).filter((v) => matchesSearch(query, v.displayName, v.description));
  const selectedExists = verticals.data?.some((v) => v.id === selectedId) ?? false;

  return (
    <StepFrame
      title="Choose Industry"
      description="Pick the industry module your CRM is built around. Its terms, workflows and look come with it."
      focusHeading={focusHeading}
      actions={
        <Button type="button" size="lg" onClick={onContinue} disabled={!selectedExists} className="w-full sm:w-auto">
          Continue
        </Button>
      }
    >
      <SearchField
        id="industry-search"
        label="Search industries"
        value={query}
        onChange={setQuery}
        placeholder="Healthcare, legal, construction…"
      />
      <div className="mt-6">
        {verticals.isPending ? (
          <ul aria-busy="true" aria-label="Loading industries" className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton list
              <li key={i}>
                <Skeleton className="h-28 w-full rounded-xl" />
              </li>
            ))}
          </ul>
        ) : verticals.isError ? (
          <Alert variant="destructive">
            <AlertTitle>Industries could not be loaded</AlertTitle>
            <AlertDescription>
              <p>Please check your connection and try again.</p>
              <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => verticals.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground text-sm">
            No industries match “{query.trim()}”.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {shown.map((vertical) => (
              <li key={vertical.id} className="flex">
                <IndustryCard
                  vertical={vertical}
                  selected={vertical.id === selectedId}
                  onSelect={() => onSelect(vertical.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </StepFrame>
  );
}

function IndustryCard({
  vertical,
  selected,
  onSelect,
}: {
  vertical: PublicVertical;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        "relative flex w-full items-start gap-3 rounded-xl border-2 bg-card p-3 text-left sm:gap-4 sm:p-4 outline-none transition-[border-color,box-shadow,background-color] hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/50",
        selected ? "border-primary bg-primary/5 shadow-sm" : "border-border",
      )}
    >
      <span
        aria-hidden="true"
        className="relative size-12 shrink-0 overflow-hidden rounded-lg sm:size-16"
        style={{ backgroundColor: vertical.color }}
      >
        <img src={vertical.heroImage} alt="" loading="lazy" className="size-full object-cover" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 font-semibold">
          <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: vertical.color }} />
          {vertical.displayName}
        </span>
        <span className="mt-1 line-clamp-2 text-muted-foreground text-sm">{vertical.description}</span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors",
          selected ? "border-primary bg-primary text-primary-foreground" : "border-border",
        )}
      >
        {selected && <Check className="size-3.5" strokeWidth={3} />}
      </span>
    </button>
  );
}
