import { cardSchema } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { CreditCard, Lock } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";

type CardInput = z.input<typeof cardSchema>;
export type CardValues = z.output<typeof cardSchema>;
export type CardFieldErrors = Partial<Record<keyof CardValues, string[]>>;

const CARD_FIELDS: (keyof CardValues)[] = ["cardNumber", "cardName", "expiryDate", "cvc"];

/**
 * The sandbox card form (SPEC §3, §5): cardNumber, cardName, expiryDate (MM/YY) and cvc with the spec's messages.
 * Its values live in this form only: never stored, never logged. `onPay` may answer the server's field errors.
 */
export function CardForm({
  submitLabel,
  disabled,
  processing,
  onPay,
}: {
  submitLabel: string;
  disabled: boolean;
  processing: boolean;
  onPay: (card: CardValues) => Promise<CardFieldErrors | undefined>;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CardInput, unknown, CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: "", cardName: "", expiryDate: "", cvc: "" },
  });

  const onSubmit = handleSubmit(async (card) => {
    const fieldErrors = await onPay(card);
    for (const field of CARD_FIELDS) {
      const message = fieldErrors?.[field]?.[0];
      if (message) setError(field, { type: "server", message });
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Card details" className="grid gap-4">
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        error={errors.cardNumber?.message}
        disabled={processing}
        {...register("cardNumber")}
      />
      <TextField
        label="Cardholder name"
        autoComplete="cc-name"
        error={errors.cardName?.message}
        disabled={processing}
        {...register("cardName")}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry date (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          error={errors.expiryDate?.message}
          disabled={processing}
          {...register("expiryDate")}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          error={errors.cvc?.message}
          disabled={processing}
          {...register("cvc")}
        />
      </div>
      <Button type="submit" size="lg" disabled={disabled || processing} className="mt-2 w-full">
        {processing ? (
          <Spinner label="Processing payment" className="size-4 text-current" />
        ) : (
          <Lock aria-hidden="true" />
        )}
        {processing ? "Processing…" : submitLabel}
      </Button>
      <p className="flex items-center justify-center gap-1.5 text-muted-foreground text-xs">
        <CreditCard className="size-3.5" aria-hidden="true" />
        Your card details are sent securely and never stored by this page.
      </p>
    </Form>
  );
}
