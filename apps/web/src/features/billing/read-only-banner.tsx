import { ArrowRight, Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ACCESS_TEXT } from "./access-messages";

/** Across the dashboard of a read-only workspace: what it means, and for an admin the way to Billing. */
export function ReadOnlyBanner({
  canManageBilling,
  onGoToBilling,
}: {
  canManageBilling: boolean;
  onGoToBilling: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="flex items-start gap-3">
        <Eye className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{ACCESS_TEXT.readOnlyTitle}</p>
          <p className="text-sm opacity-90">
            {canManageBilling ? ACCESS_TEXT.readOnlyAdmin : ACCESS_TEXT.readOnlyStaff}
          </p>
        </div>
      </div>
      {canManageBilling && (
        <Button type="button" size="sm" variant="outline" className="shrink-0 bg-background" onClick={onGoToBilling}>
          Go to billing
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
