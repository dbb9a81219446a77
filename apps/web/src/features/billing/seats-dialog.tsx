import type { SubscriptionSummary } from "@engagesuite/shared";
import { Minus, Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { formatNumber } from "@/lib/format";
import { useChangeSeats } from "./api";
import { money, planName, seatMonthlyCents } from "./format";
import { BILLING_TEXT } from "./messages";

const MAX_ADDITIONAL = 1_000;

/** "Buy seats": how many seats beyond the plan's included users, at the monthly price per seat. */
export function SeatsDialog({
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
  const { included, additional, planLimit } = summary.seats;
  const [count, setCount] = useState(additional);
  useEffect(() => {
    if (open) setCount(additional);
  }, [open, additional]);
  const change = useChangeSeats(tenantId);
  const inputId = useId();
  const hintId = useId();
  const perSeat = seatMonthlyCents(summary);
  const max = planLimit === null ? MAX_ADDITIONAL : Math.max(0, Math.min(MAX_ADDITIONAL, planLimit - included));
  const valid = Number.isInteger(count) && count >= 0 && count <= max;

  const save = () =>
    change.mutate(count, {
      onSuccess: (next) => {
        toast({
          title: BILLING_TEXT.seatsSaved,
          description: `${formatNumber(next.seats.included + next.seats.additional)} seats in total.`,
        });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: BILLING_TEXT.seatsFailed,
          description: errorMessage(error, "Please try again."),
        }),
    });

  return (
    <Dialog open={open} onOpenChange={(next) => !change.isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{BILLING_TEXT.seatsTitle}</DialogTitle>
          <DialogDescription>
            Your plan includes {formatNumber(included)} seats. Each additional seat is {money(perSeat)} per month
            {summary.billingPeriod === "yearly"
              ? `, billed yearly (${money(summary.seats.seatPriceCents)} a year)`
              : ""}
            .
          </DialogDescription>
        </DialogHeader>
        <Form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) save();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Additional seats</Label>
            <div className="flex items-center gap-2">
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="One seat fewer"
                disabled={count <= 0 || change.isPending}
                onClick={() => setCount((n) => Math.max(0, n - 1))}
              >
                <Minus aria-hidden="true" />
              </Button>
              <Input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={max}
                step={1}
                value={Number.isNaN(count) ? "" : count}
                aria-describedby={hintId}
                aria-invalid={!valid}
                className="w-24 text-center tabular-nums"
                disabled={change.isPending}
                onChange={(event) => setCount(event.target.valueAsNumber)}
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="One seat more"
                disabled={count >= max || change.isPending}
                onClick={() => setCount((n) => Math.min(max, (Number.isNaN(n) ? 0 : n) + 1))}
              >
                <Plus aria-hidden="true" />
              </Button>
            </div>
            <p id={hintId} className={valid ? "text-muted-foreground text-xs" : "text-destructive text-xs"}>
              {valid
                ? planLimit === null
                  ? "Any number of seats on your plan."
                  : `${planName(summary.planTier)} allows up to ${formatNumber(planLimit)} users in all.`
                : `Enter a whole number from 0 to ${formatNumber(max)}.`}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-3 rounded-lg bg-muted/60 px-4 py-3 text-sm">
            <div>
              <dt className="text-muted-foreground text-xs">Seats in total</dt>
              <dd className="font-medium tabular-nums">{valid ? formatNumber(included + count) : "—"}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground text-xs">Additional seats cost</dt>
              <dd className="font-medium tabular-nums">{valid ? `${money(perSeat * count)} / month` : "—"}</dd>
            </div>
          </dl>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={change.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!valid || count === additional || change.isPending}>
              {change.isPending ? "Saving…" : "Save seats"}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
