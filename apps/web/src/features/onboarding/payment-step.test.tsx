import { MSG, ONBOARDING_MESSAGES, type PlanTier } from "@engagesuite/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/server";
import { PaymentStep } from "./payment-step";
import { CATALOG_ROUTES, COMPANY, renderAt, SUBSCRIPTION } from "./test-fixtures";
import type { PaymentResult } from "./wizard-state";

const SUBSCRIBE = "POST /api/payments/get-or-create-subscription";
const CONFIRM_CARD = "POST /api/payments/sandbox/confirm-card";
const CONFIRM_SUB = "POST /api/payments/confirm-subscription";

function routes(over: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    ...CATALOG_ROUTES,
    [SUBSCRIBE]: { body: SUBSCRIPTION },
    [CONFIRM_CARD]: { body: { paymentIntentId: "pi_123", status: "succeeded" } },
    [CONFIRM_SUB]: { body: { customerId: "cus_123" } },
    ...over,
  });
}

/** The step with its plan and period held like the wizard holds them. */
function Harness({
  initialTier = "PROFESSIONAL",
  initialYearly = false,
  onPaid,
}: {
  initialTier?: PlanTier;
  initialYearly?: boolean;
  onPaid: (payment: PaymentResult) => void;
}) {
  const [tier, setTier] = useState<PlanTier>(initialTier);
  const [yearly, setYearly] = useState(initialYearly);
  return (
    <PaymentStep
      companyInfo={COMPANY}
      planTier={tier}
      isYearly={yearly}
      onPlanChange={setTier}
      onPeriodChange={setYearly}
      onPaid={onPaid}
      onBack={vi.fn()}
    />
  );
}

function renderStep(props: { initialTier?: PlanTier; initialYearly?: boolean } = {}) {
  const onPaid = vi.fn();
  renderAt(<Harness {...props} onPaid={onPaid} />);
  return onPaid;
}

async function fillCard(card: Partial<Record<"number" | "name" | "expiry" | "cvc", string>> = {}) {
  const user = userEvent.setup();
  const { number = "4242 4242 4242 4242", name = "Jamie Rivera", expiry = "12/34", cvc = "123" } = card;
  if (number) await user.type(screen.getByLabelText("Card number"), number);
  if (name) await user.type(screen.getByLabelText("Cardholder name"), name);
  if (expiry) await user.type(screen.getByLabelText("Expiry date (MM/YY)"), expiry);
  if (cvc) await user.type(screen.getByLabelText("CVC"), cvc);
  await user.click(screen.getByRole("button", { name: /Pay \$1\.00/ }));
}

describe("Payment", () => {
  it("creates the subscription on entering with the company, plan and period", async () => {
    const api = routes();
    renderStep({ initialTier: "BASIC", initialYearly: true });
    await screen.findByLabelText("Card number");
    expect(api.callsTo("POST", "/api/payments/get-or-create-subscription")[0]?.body).toEqual({
      email: COMPANY.email,
      name: COMPANY.companyName,
      planType: "BASIC",
      isYearly: true,
      trialDays: 7,
    });
    expect(screen.getByRole("radio", { name: "Basic" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Yearly" })).toBeChecked();
    expect(
      screen.getByText("$1 for 7 days — then $470.00/year, cancel anytime before the trial ends"),
    ).toBeInTheDocument();
  });

  it("highlights Professional, defaults to it, and asks again when the plan or period changes", async () => {
    const api = routes();
    renderStep();
    await screen.findByLabelText("Card number");
    expect(screen.getByRole("radio", { name: "Professional" })).toBeChecked();
    expect(screen.getAllByText("Most popular")).toHaveLength(1);
    expect(
      screen.getByText("$1 for 7 days — then $99.00/month, cancel anytime before the trial ends"),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: "Enterprise" }));
    await userEvent.click(screen.getByRole("radio", { name: "Yearly" }));
    await waitFor(() => expect(api.callsTo("POST", "/api/payments/get-or-create-subscription")).toHaveLength(3));
    expect(api.callsTo("POST", "/api/payments/get-or-create-subscription")[2]?.body).toMatchObject({
      planType: "ENTERPRISE",
      isYearly: true,
    });
    expect(screen.getByText(/then \$1,910\.00\/year/)).toBeInTheDocument();
  });

  it("reports a failed subscription with a toast and the configuration alert", async () => {
    routes({ [SUBSCRIBE]: { status: 502, body: { message: "Payment provider unavailable" } } });
    renderStep();
    expect(await screen.findByText("Subscription Setup Failed")).toBeInTheDocument();
    expect(screen.getByText("Payment provider unavailable")).toBeInTheDocument();
    const alert = screen.getByText(/Configuration Error:/).closest("p");
    expect(alert).toHaveTextContent(`Configuration Error: ${ONBOARDING_MESSAGES.subscriptionFailed}`);
    expect(screen.queryByLabelText("Card number")).toBeNull();
  });

  it.each([
    [{ number: "4242abcd42424242" }, MSG.cardNumberDigits],
    [{ number: "4242" }, MSG.cardNumberLength],
    [{ name: "J" }, MSG.cardNameRequired],
    [{ name: "" }, MSG.cardNameRequired],
    [{ expiry: "1/34" }, MSG.expiryFormat],
    [{ expiry: "13/34" }, MSG.expiryFormat],
    [{ cvc: "12a" }, MSG.cvcDigits],
    [{ cvc: "12" }, MSG.cvcDigits],
  ])("card %o shows '%s'", async (card, message) => {
    const api = routes();
    renderStep();
    await screen.findByLabelText("Card number");
    await fillCard(card);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/payments/sandbox/confirm-card")).toHaveLength(0);
  });

  it("confirms the card, then the subscription, and reports success", async () => {
    const api = routes();
    const onPaid = renderStep();
    await screen.findByLabelText("Card number");
    await fillCard();
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(api.callsTo("POST", "/api/payments/sandbox/confirm-card")[0]?.body).toEqual({
      clientSecret: SUBSCRIPTION.clientSecret,
      cardNumber: "4242424242424242",
      cardName: "Jamie Rivera",
      expiryDate: "12/34",
      cvc: "123",
    });
    expect(api.callsTo("POST", "/api/payments/confirm-subscription")[0]?.body).toEqual({
      subscriptionId: "sub_123",
      paymentIntentId: "pi_123",
    });
    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(screen.getByText("Your $1 trial has been activated!")).toBeInTheDocument();
    const payment = onPaid.mock.calls[0]?.[0] as PaymentResult;
    expect(payment).toMatchObject({
      subscriptionId: "sub_123",
      customerId: "cus_123",
      billingPeriod: "monthly",
      planTier: "PROFESSIONAL",
    });
    const days = (new Date(payment.trialEndsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("reports a declined card with 'Payment Failed' and a 'Payment Error' alert", async () => {
    const api = routes({ [CONFIRM_CARD]: { status: 402, body: { message: ONBOARDING_MESSAGES.cardDeclined } } });
    const onPaid = renderStep();
    await screen.findByLabelText("Card number");
    await fillCard({ number: "4000 0000 0000 0002" });
    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("Payment Error")).toBeInTheDocument();
    expect(screen.getAllByText(ONBOARDING_MESSAGES.cardDeclined).length).toBeGreaterThanOrEqual(1);
    expect(api.callsTo("POST", "/api/payments/confirm-subscription")).toHaveLength(0);
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /Pay \$1\.00/ })).toBeEnabled();
  });

  it("puts the server's card messages on their fields", async () => {
    routes({
      [CONFIRM_CARD]: {
        status: 400,
        body: { message: "Invalid request", fieldErrors: { expiryDate: [ONBOARDING_MESSAGES.cardExpired] } },
      },
    });
    renderStep();
    await screen.findByLabelText("Card number");
    await fillCard({ expiry: "01/20" });
    expect(await screen.findByText(ONBOARDING_MESSAGES.cardExpired)).toBeInTheDocument();
    expect(screen.getByLabelText("Expiry date (MM/YY)")).toHaveAttribute("aria-invalid", "true");
  });
});
