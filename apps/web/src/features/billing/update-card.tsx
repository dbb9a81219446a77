import type { SubscriptionSummary } from "@engagesuite/shared";
import { ExternalLink } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { type CardFieldErrors, CardForm } from "@/features/onboarding/card-form";
import { errorMessage, readApiError } from "@/lib/api";
import { browser } from "@/lib/browser";
import { usePaymentPortal, useUpdateSandboxCard } from "./api";
import { BILLING_TEXT } from "./messages";

/**
 * "Update card": the sandbox's card form in a dialog (the onboarding form, its fields and messages), or with Stripe a
 * customer portal session the admin is sent to. The summary's `provider` decides.
 */
export function UpdateCardButton({
  tenantId,
  summary,
  variant = "outline",
  className,
}: {
  tenantId: string;
  summary: SubscriptionSummary;
  variant?: "outline" | "default";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const portal = usePaymentPortal(tenantId);
  if (summary.provider === "stripe") {
    return (
      <Button
        type="button"
        size="sm"
        variant={variant}
        className={className}
        disabled={portal.isPending}
        onClick={() =>
          portal.mutate(undefined, {
            onSuccess: ({ url }) => browser.assign(url),
            onError: (error) =>
              toast({
                variant: "destructive",
                title: BILLING_TEXT.portalFailed,
                description: errorMessage(error, "Please try again."),
              }),
          })
        }
      >
        {portal.isPending ? "Opening…" : "Update card"}
        <ExternalLink aria-hidden="true" />
      </Button>
    );
  }
  return (
    <>
      <Button type="button" size="sm" variant={variant} className={className} onClick={() => setOpen(true)}>
        Update card
      </Button>
      <UpdateCardDialog tenantId={tenantId} open={open} onOpenChange={setOpen} />
    </>
  );
}

function UpdateCardDialog({
  tenantId,
  open,
  onOpenChange,
}: {
  tenantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateSandboxCard(tenantId);
  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{BILLING_TEXT.cardTitle}</DialogTitle>
          <DialogDescription>{BILLING_TEXT.cardDescription}</DialogDescription>
        </DialogHeader>
        <CardForm
          submitLabel="Save card"
          disabled={false}
          processing={update.isPending}
          onPay={async (card) => {
            try {
              await update.mutateAsync(card);
              toast({ title: BILLING_TEXT.cardSaved });
              onOpenChange(false);
              return undefined;
            } catch (error) {
              const body = readApiError(error);
              if (body?.fieldErrors && Object.keys(body.fieldErrors).length > 0) {
                return body.fieldErrors as CardFieldErrors;
              }
              toast({
                variant: "destructive",
                title: BILLING_TEXT.cardFailed,
                description: errorMessage(error, "Please try again."),
              });
              return undefined;
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
