import type { SubscriptionSummary } from "@engagesuite/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { STATE_BADGE, STATE_DOT, stateLabel } from "./format";

/** The subscription's state at a glance: Trial, Active, Past due, Cancels on …, Read-only, Suspended. */
export function SubscriptionStateBadge({
  summary,
  className,
}: {
  summary: Pick<SubscriptionSummary, "state" | "cancelAt">;
  className?: string;
}) {
  return (
    <Badge
      variant="outline"
      data-state={summary.state}
      className={cn("gap-1.5 px-2.5 py-1 font-medium text-sm", STATE_BADGE[summary.state], className)}
    >
      <span aria-hidden="true" className={cn("size-2 rounded-full", STATE_DOT[summary.state])} />
      {stateLabel(summary)}
    </Badge>
  );
}
