import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";

/**
 * The Stripe branch of the payment step (DESIGN §6): Stripe Elements collects the card, so card data never reaches
 * our server. Loaded with a dynamic import only when /api/payments/config says "stripe".
 */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  submitLabel: string;
  disabled: boolean;
  processing: boolean;
  onProcessing: () => void;
  onPaymentIntent: (paymentIntentId: string) => void;
  onError: (message: string) => void;
}

export default function StripePaymentForm(props: StripePaymentFormProps) {
  return (
    <Elements
      key={props.clientSecret}
      stripe={stripeFor(props.publishableKey)}
      options={{ clientSecret: props.clientSecret }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  submitLabel,
  disabled,
  processing,
  onProcessing,
  onPaymentIntent,
  onError,
}: StripePaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    onProcessing();
    const result = await stripe.confirmPayment({
      elements,
      redirect: "if_required",
      confirmParams: { return_url: window.location.href },
    });
    if (result.error) onError(result.error.message ?? "The payment could not be completed.");
    else onPaymentIntent(result.paymentIntent.id);
  };

  return (
    <Form onSubmit={onSubmit} aria-label="Card details" className="grid gap-4">
      <PaymentElement onReady={() => setReady(true)} />
      <Button type="submit" size="lg" disabled={disabled || processing || !ready || !stripe} className="w-full">
        {processing ? (
          <Spinner label="Processing payment" className="size-4 text-current" />
        ) : (
          <Lock aria-hidden="true" />
        )}
        {processing ? "Processing…" : submitLabel}
      </Button>
    </Form>
  );
}
