import { CreditCard, LockKeyhole, UserRoundCog } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ACCESS_TEXT } from "./access-messages";

/**
 * What a suspended workspace's staff see instead of the dashboard (issue 18 point 4): what happened, that nothing is
 * lost, and what to do: an administrator goes to Billing, anyone else asks one.
 */
export function WorkspaceSuspended({
  workspaceName,
  canManageBilling,
  onGoToBilling,
}: {
  workspaceName: string;
  canManageBilling: boolean;
  onGoToBilling: () => void;
}) {
  useDocumentTitle(ACCESS_TEXT.suspendedTitle);
  return (
    <section
      aria-labelledby="workspace-suspended-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-12 text-center sm:py-20"
    >
      <div className="mb-6 flex size-16 items-center justify-center rounded-2xl border border-red-200 bg-red-50 shadow-sm dark:border-red-900 dark:bg-red-950">
        <LockKeyhole className="size-8 text-red-600 dark:text-red-300" aria-hidden="true" />
      </div>
      <h1 id="workspace-suspended-title" className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
        {ACCESS_TEXT.suspendedTitle}
      </h1>
      <p className="mt-4 text-pretty text-muted-foreground">{ACCESS_TEXT.suspendedWhat(workspaceName)}</p>
      <p className="mt-2 text-pretty text-muted-foreground">{ACCESS_TEXT.suspendedKept}</p>
      <div className="mt-8 w-full rounded-xl border bg-card p-5 text-left shadow-sm">
        <h2 className="font-semibold">What to do</h2>
        {canManageBilling ? (
          <>
            <p className="mt-1 text-muted-foreground text-sm">{ACCESS_TEXT.suspendedAdmin}</p>
            <Button type="button" size="lg" className="mt-4 w-full sm:w-auto" onClick={onGoToBilling}>
              <CreditCard aria-hidden="true" />
              Go to billing
            </Button>
          </>
        ) : (
          <div className="mt-2 flex items-start gap-3">
            <UserRoundCog className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            <div>
              <p className="font-medium text-sm">Ask your workspace administrator</p>
              <p className="mt-1 text-muted-foreground text-sm">{ACCESS_TEXT.suspendedStaff}</p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
