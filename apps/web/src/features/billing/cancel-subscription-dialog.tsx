import type { SubscriptionSummary } from "@engagesuite/shared";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { useCancelSubscription } from "./api";
import { day } from "./format";
import { BILLING_TEXT } from "./messages";

/** What cancelling means now: during the trial, no charge and usable to its end; after it, no renewal. */
export function cancelConsequence(summary: SubscriptionSummary): string {
  if (summary.state === "trialing") return BILLING_TEXT.cancelTrial(day(summary.trialEndsAt));
  return BILLING_TEXT.cancelPaid(day(summary.currentPeriodEnd ?? summary.nextCharge?.at));
}

/** "Cancel subscription", confirmed: it says what cancelling means for the current state, then POSTs cancel. */
export function CancelSubscriptionDialog({
  tenantId,
  summary,
  open,
  onOpenChange,
}: {
  tenantId: string;
  summary: SubscriptionSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelSubscription(tenantId);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !cancel.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{BILLING_TEXT.cancelTitle}</AlertDialogTitle>
          <AlertDialogDescription className="space-y-2">
            <span className="block">{cancelConsequence(summary)}</span>
            <span className="block">{BILLING_TEXT.cancelResumable}</span>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>{BILLING_TEXT.cancelKeep}</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: (next) => {
                  toast({
                    title: BILLING_TEXT.cancelledToast,
                    description: `Your workspace stays usable until ${day(next.cancelAt)}.`,
                  });
                  onOpenChange(false);
                },
                onError: (error) =>
                  toast({
                    variant: "destructive",
                    title: BILLING_TEXT.cancelFailed,
                    description: errorMessage(error, "Please try again."),
                  }),
              })
            }
          >
            {cancel.isPending ? "Cancelling…" : BILLING_TEXT.cancelConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
