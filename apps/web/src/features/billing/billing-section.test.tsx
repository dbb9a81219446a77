import { BILLING_MESSAGES, MSG, type SubscriptionSummary } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { browser } from "@/lib/browser";
import { expectToast, queryTenantHost, renderRoutes, tenantHost } from "@/test/render";
import { BillingSection } from "./billing-section";
import {
  activeSummary,
  BILLING,
  canceledSummary,
  fakeBillingApi,
  pastDueSummary,
  preview,
  TENANT_ID,
  trialingSummary,
} from "./testing";

afterEach(() => {
  vi.restoreAllMocks();
});

function renderBilling() {
  return renderRoutes(
    [{ path: "/", element: <BillingSection tenantId={TENANT_ID} headingId="billing-heading" /> }],
    "/",
    tenantHost("acme"),
  );
}

const planCard = () => screen.getByText("Plan").closest("[data-slot=card]") as HTMLElement;
const fact = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: "dt" }).nextElementSibling as HTMLElement;
const stateBadge = () => document.querySelector("[data-slot=badge][data-state]") as HTMLElement;

async function openBilling(summary: SubscriptionSummary, options?: Parameters<typeof fakeBillingApi>[1]) {
  const api = fakeBillingApi(summary, options);
  renderBilling();
  await screen.findByText("Plan");
  return api;
}

describe("Billing: what the page shows", () => {
  it("an active subscription: plan, period, price, next charge, seats, card and invoices with their PDFs", async () => {
    await openBilling(activeSummary());
    expect(screen.getByRole("heading", { level: 2, name: "Billing" })).toHaveAttribute("id", "billing-heading");
    expect(stateBadge()).toHaveTextContent("Active");
    const plan = planCard();
    expect(within(plan).getByText("Professional")).toBeInTheDocument();
    expect(within(plan).getByTestId("plan-price")).toHaveTextContent("$99.00 / month");
    expect(fact(plan, "Billing period")).toHaveTextContent("Monthly");
    expect(fact(plan, "Next charge")).toHaveTextContent("$114.00on Jan 5, 2027");
    expect(fact(plan, "Current period ends")).toHaveTextContent("Jan 5, 2027");
    expect(within(plan).queryByText("Trial ends")).not.toBeInTheDocument();
    expect(within(plan).getByRole("button", { name: "Cancel subscription" })).toBeInTheDocument();

    const seats = screen.getByText("Seats").closest("[data-slot=card]") as HTMLElement;
    expect(fact(seats, "Used")).toHaveTextContent("4");
    expect(fact(seats, "Included")).toHaveTextContent("5");
    expect(fact(seats, "Additional")).toHaveTextContent("1");
    expect(within(seats).getByText("4 of 6 seats in use")).toBeInTheDocument();

    const card = screen.getByText("Payment method").closest("[data-slot=card]") as HTMLElement;
    expect(within(card).getByText(/Visa/)).toHaveTextContent(/^Visa •••• ?ending in 4242$/);
    expect(within(card).getByText("Expires 12/30")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Update card" })).toBeInTheDocument();

    const table = await screen.findByRole("table", { name: "Invoices" });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(/Dec 5, 2026.*Professional \(monthly\).*ES-2026-0002.*\$114\.00.*Paid.*PDF/);
    expect(rows[2]).toHaveTextContent(/Nov 25, 2026.*7-day trial.*\$1\.00.*Paid/);
    expect(within(table).getByRole("link", { name: "PDF of invoice ES-2026-0002" })).toHaveAttribute(
      "href",
      `${BILLING}/invoices/in_0002/pdf`,
    );
    expect(screen.queryByRole("button", { name: "Resume" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a trial: its end date and the days left, and the first charge after it", async () => {
    await openBilling(trialingSummary());
    expect(stateBadge()).toHaveTextContent("Trial");
    const plan = planCard();
    expect(fact(plan, "Trial ends")).toHaveTextContent("Dec 2, 20264 days left");
    expect(fact(plan, "Next charge")).toHaveTextContent("$99.00on Dec 2, 2026");
    expect(within(plan).queryByText("Current period ends")).not.toBeInTheDocument();
  });

  it("a trial cancelled: 'Cancels on' with Resume, no next charge and no Cancel", async () => {
    await openBilling(canceledSummary());
    expect(stateBadge()).toHaveTextContent("Cancels on Dec 2, 2026");
    expect(screen.getByText("Cancels on Dec 2, 2026", { selector: "[data-slot=alert-title]" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resume" })).toBeInTheDocument();
    expect(fact(planCard(), "Next charge")).toHaveTextContent("None scheduled");
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
  });

  it("past due: a prominent alert with the failed attempts, the next retry and Update card", async () => {
    await openBilling(pastDueSummary());
    expect(stateBadge()).toHaveTextContent("Past due");
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("Your last payment failed")).toBeInTheDocument();
    expect(alert).toHaveTextContent("2 failed attempts. Next try on Jan 8, 2027.");
    expect(within(alert).getByRole("button", { name: "Update card" })).toBeInTheDocument();
    expect(screen.getByText(/Mastercard/)).toHaveTextContent(/^Mastercard •••• ?ending in 4444$/);
  });

  it("past due after the last retry says the workspace is suspended unless paid", async () => {
    await openBilling(pastDueSummary({ dunning: { failedAttempts: 4, nextRetryAt: null } }));
    expect(screen.getByRole("alert")).toHaveTextContent(/4 failed attempts\. No retries are left/);
  });

  it("on localhost the PDF link names the tenant (a link cannot send X-Tenant)", async () => {
    fakeBillingApi(activeSummary());
    renderRoutes(
      [{ path: "/", element: <BillingSection tenantId={TENANT_ID} headingId="billing-heading" /> }],
      "/",
      queryTenantHost("acme"),
    );
    const table = await screen.findByRole("table", { name: "Invoices" });
    expect(within(table).getByRole("link", { name: "PDF of invoice ES-2026-0001" })).toHaveAttribute(
      "href",
      `${BILLING}/invoices/in_0001/pdf?tenant=acme`,
    );
  });

  it("a downgrade waiting for the period's end says when it happens", async () => {
    await openBilling(
      activeSummary({
        scheduledChange: { planTier: "BASIC", billingPeriod: "yearly", at: "2027-01-05T12:00:00.000Z" },
      }),
    );
    expect(planCard()).toHaveTextContent("Changes to Basic (yearly) on Jan 5, 2027.");
  });

  it("read-only: until when the data can be read and exported, and the way to renew", async () => {
    await openBilling(
      canceledSummary({ state: "read_only", cancelAt: null, readOnlyUntil: "2027-01-01T12:00:00.000Z" }),
    );
    expect(stateBadge()).toHaveTextContent("Read-only");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Your workspace is read-only");
    expect(alert).toHaveTextContent(
      "You can read and export your data until Jan 1, 2027, then the workspace is suspended.",
    );
    expect(within(alert).getByRole("button", { name: "Choose a plan" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
  });

  it("says when the subscription cannot be loaded, with Try again", async () => {
    fakeBillingApi(activeSummary(), {
      routes: { [`GET ${BILLING}/subscription`]: { status: 500, body: { message: "Internal Server Error" } } },
    });
    renderBilling();
    expect(await screen.findByText("Could not load your subscription")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("the invoices' phone cards link to the hosted invoice to pay an open one", async () => {
    await openBilling(activeSummary(), {
      invoices: [
        {
          id: "in_9",
          number: "ES-9",
          issuedAt: "2026-12-05T12:00:00.000Z",
          description: "Professional (monthly)",
          amountCents: 9_900,
          status: "open",
          pdfUrl: "https://pay.stripe.test/in_9.pdf",
          hostedUrl: "https://pay.stripe.test/in_9",
        },
      ],
    });
    const list = await screen.findByRole("list", { name: "Invoices" });
    expect(within(list).getByText("Open")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "PDF of invoice ES-9" })).toHaveAttribute(
      "href",
      "https://pay.stripe.test/in_9.pdf",
    );
    expect(within(list).getByRole("link", { name: "Pay invoice ES-9 online" })).toHaveAttribute(
      "href",
      "https://pay.stripe.test/in_9",
    );
  });
});

describe("Billing: cancelling and resuming", () => {
  it("during the trial: says what cancelling means, POSTs cancel, then shows 'Cancels on' and Resume undoes it", async () => {
    const api = await openBilling(trialingSummary());
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel your subscription?" });
    expect(dialog).toHaveTextContent(
      "You will not be charged. Your workspace stays usable until the trial ends on Dec 2, 2026, then becomes read-only for 30 days (you can still read and export your data), then is suspended.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    await expectToast("Subscription cancelled", "Your workspace stays usable until Dec 2, 2026.");
    expect(api.callsTo("POST", `${BILLING}/cancel`)).toHaveLength(1);
    expect(await screen.findByText("Cancels on Dec 2, 2026", { selector: "[data-slot=alert-title]" })).toBeVisible();
    expect(stateBadge()).toHaveTextContent("Cancels on Dec 2, 2026");

    await user.click(screen.getByRole("button", { name: "Resume" }));
    await expectToast("Subscription resumed");
    expect(api.callsTo("POST", `${BILLING}/resume`)).toHaveLength(1);
    await waitFor(() => expect(stateBadge()).toHaveTextContent("Trial"));
    expect(screen.queryByRole("button", { name: "Resume" })).not.toBeInTheDocument();
  });

  it("after the trial: the renewal stops at the period's end", async () => {
    await openBilling(activeSummary());
    await userEvent.click(screen.getByRole("button", { name: "Cancel subscription" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      "Your subscription will not renew. Your workspace stays usable until Jan 5, 2027, the end of the period you paid for",
    );
  });

  it("'Keep subscription' closes without a call; a refusal is a toast", async () => {
    const api = await openBilling(activeSummary(), {
      routes: { [`POST ${BILLING}/cancel`]: { status: 409, body: { message: BILLING_MESSAGES.cannotCancel } } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    await user.click(await screen.findByRole("button", { name: "Keep subscription" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.callsTo("POST", `${BILLING}/cancel`)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel subscription" }),
    );
    await expectToast("Could not cancel the subscription", BILLING_MESSAGES.cannotCancel);
  });
});

describe("Billing: changing the plan", () => {
  it("shows the preview's prorated charge, then confirms the change", async () => {
    const api = await openBilling(activeSummary(), {
      previews: {
        "ENTERPRISE/monthly": preview(),
        "PROFESSIONAL/yearly": preview({
          effective: "period_end",
          at: "2027-01-05T12:00:00.000Z",
          amountDueNowCents: 0,
          newPlanPriceCents: 95_000,
        }),
      },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Change plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Change plan" });
    expect(within(dialog).getByText(BILLING_MESSAGES.samePlan)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirm change" })).toBeDisabled();
    expect(within(dialog).getByText("Current plan")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: "Yearly" }));
    expect(await within(dialog).findByText("Takes effect on Jan 5, 2027")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Then $950.00 / year for Professional (yearly).");

    await user.click(within(dialog).getByRole("radio", { name: "Monthly" }));
    await user.click(within(dialog).getByRole("radio", { name: "Enterprise" }));
    expect(await within(dialog).findByText("Charged now: $64.53 (prorated)")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("Then $199.00 / month for Enterprise (monthly).");
    expect(api.previewCalls.at(-1)?.url.search).toBe("?planTier=ENTERPRISE&billingPeriod=monthly");

    await user.click(within(dialog).getByRole("button", { name: "Confirm change" }));
    await expectToast("Plan changed", "You are now on Enterprise (monthly).");
    expect(api.callsTo("POST", `${BILLING}/plan-change`).map((c) => c.body)).toEqual([
      { planTier: "ENTERPRISE", billingPeriod: "monthly" },
    ]);
    await waitFor(() => expect(within(planCard()).getByText("Enterprise")).toBeInTheDocument());
  });

  it("shows the server's refusal and keeps Confirm disabled", async () => {
    const refusal = BILLING_MESSAGES.tooManyMembers(4, 3);
    const api = await openBilling(activeSummary(), {
      previews: { "BASIC/monthly": preview({ effective: "period_end", amountDueNowCents: 0, refusal }) },
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Change plan" }));
    const dialog = await screen.findByRole("dialog", { name: "Change plan" });
    await user.click(within(dialog).getByRole("radio", { name: "Basic" }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Confirm change" })).toBeDisabled();
    expect(api.callsTo("POST", `${BILLING}/plan-change`)).toHaveLength(0);
  });
});

describe("Billing: seats", () => {
  it("buys seats at the monthly price per seat (PUT seats)", async () => {
    const api = await openBilling(activeSummary());
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Buy seats" }));
    const dialog = await screen.findByRole("dialog", { name: "Buy seats" });
    expect(dialog).toHaveTextContent("Your plan includes 5 seats. Each additional seat is $15.00 per month.");
    expect(within(dialog).getByRole("button", { name: "Save seats" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "One seat more" }));
    await user.click(within(dialog).getByRole("button", { name: "One seat more" }));
    expect(within(dialog).getByLabelText("Additional seats")).toHaveValue(3);
    expect(dialog).toHaveTextContent("Seats in total8");
    expect(dialog).toHaveTextContent("Additional seats cost$45.00 / month");
    await user.click(within(dialog).getByRole("button", { name: "Save seats" }));
    await expectToast("Seats updated", "8 seats in total.");
    expect(api.callsTo("PUT", `${BILLING}/seats`).map((c) => c.body)).toEqual([{ additionalUsers: 3 }]);
    const seats = screen.getByText("Seats").closest("[data-slot=card]") as HTMLElement;
    await waitFor(() => expect(fact(seats, "Additional")).toHaveTextContent("3"));
  });

  it("a yearly subscription shows a seat's monthly price and its yearly bill; the plan's limit caps the input", async () => {
    await openBilling(
      activeSummary({
        billingPeriod: "yearly",
        planPriceCents: 95_000,
        seats: { used: 3, included: 5, additional: 0, planLimit: 6, seatPriceCents: 15_000 },
      }),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Buy seats" }));
    const dialog = await screen.findByRole("dialog", { name: "Buy seats" });
    expect(dialog).toHaveTextContent("Each additional seat is $12.50 per month, billed yearly ($150.00 a year).");
    await user.click(within(dialog).getByRole("button", { name: "One seat more" }));
    expect(within(dialog).getByRole("button", { name: "One seat more" })).toBeDisabled();
    expect(dialog).toHaveTextContent("Professional allows up to 6 users in all.");
  });
});

describe("Billing: updating the card", () => {
  it("sandbox: the card form's own messages, then PUT payment-method pays and shows the new card", async () => {
    const api = await openBilling(pastDueSummary());
    const user = userEvent.setup();
    await user.click(within(screen.getByRole("alert")).getByRole("button", { name: "Update card" }));
    const dialog = await screen.findByRole("dialog", { name: "Update card" });
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect(await within(dialog).findByText(MSG.cardNumberLength)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.cardNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.expiryFormat)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.cvcDigits)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Card number"), "4242abcd42424242");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    expect(await within(dialog).findByText(MSG.cardNumberDigits)).toBeInTheDocument();
    expect(api.callsTo("PUT", `${BILLING}/payment-method`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("Card number"));
    await user.type(within(dialog).getByLabelText("Card number"), "5555 5555 5555 4444");
    await user.type(within(dialog).getByLabelText("Cardholder name"), "Ada Admin");
    await user.type(within(dialog).getByLabelText("Expiry date (MM/YY)"), "12/30");
    await user.type(within(dialog).getByLabelText("CVC"), "123");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    await expectToast("Card updated");
    expect(api.callsTo("PUT", `${BILLING}/payment-method`).map((c) => c.body)).toEqual([
      { cardNumber: "5555555555554444", cardName: "Ada Admin", expiryDate: "12/30", cvc: "123" },
    ]);
    await waitFor(() => expect(stateBadge()).toHaveTextContent("Active"));
    expect(screen.queryByText("Your last payment failed")).not.toBeInTheDocument();
  });

  it("sandbox: a declined card is a toast with the server's message, the dialog stays open", async () => {
    await openBilling(pastDueSummary(), {
      routes: { [`PUT ${BILLING}/payment-method`]: { status: 402, body: { message: BILLING_MESSAGES.paymentFailed } } },
    });
    const user = userEvent.setup();
    await user.click(screen.getAllByRole("button", { name: "Update card" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Update card" });
    await user.type(within(dialog).getByLabelText("Card number"), "4000000000000002");
    await user.type(within(dialog).getByLabelText("Cardholder name"), "Ada Admin");
    await user.type(within(dialog).getByLabelText("Expiry date (MM/YY)"), "12/30");
    await user.type(within(dialog).getByLabelText("CVC"), "123");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    await expectToast("Could not update the card", BILLING_MESSAGES.paymentFailed);
    expect(screen.getByRole("dialog", { name: "Update card" })).toBeInTheDocument();
  });

  it("Stripe: 'Update card' opens Stripe's portal from paymentPortal's URL", async () => {
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const api = await openBilling(activeSummary({ provider: "stripe" }), {
      routes: { [`POST ${BILLING}/payment-portal`]: { body: { url: "https://billing.stripe.test/session/1" } } },
    });
    await userEvent.click(screen.getByRole("button", { name: "Update card" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://billing.stripe.test/session/1"));
    expect(api.callsTo("POST", `${BILLING}/payment-portal`)).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
