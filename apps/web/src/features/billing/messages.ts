import { READ_ONLY_DAYS } from "@engagesuite/shared";

/** The billing screens' own words (the server's messages are `BILLING_MESSAGES` in packages/shared). */
export const BILLING_TEXT = {
  intro: "Your plan, seats, payment method and invoices.",
  loadFailed: "Could not load your subscription",
  invoicesFailed: "Could not load the invoices",
  noInvoices: "No invoices yet. The first one appears after your first charge.",
  noNextCharge: "None scheduled",
  noCard: "No card on file",
  pastDueTitle: "Your last payment failed",
  pastDueHelp: "Update your card to pay now and keep your workspace running.",
  noRetryLeft: "No retries are left: the workspace is suspended unless you pay.",
  canceledHelp: (date: string) =>
    `Your workspace stays usable until ${date} and is not charged again. Resume to keep your subscription.`,
  resumedTitle: "Subscription resumed",
  resumedBody: "Nothing changes: your plan continues as before.",
  resumeFailed: "Could not resume the subscription",
  readOnlyTitle: "Your workspace is read-only",
  readOnlyHelp: (until: string) =>
    `Your subscription ended. You can read and export your data until ${until}, then the workspace is suspended. Choose a plan to renew it.`,
  suspendedTitle: "Your workspace is suspended",
  suspendedHelp: "Your team cannot use the workspace until it is paid for. Nothing has been deleted.",
  cancelTitle: "Cancel your subscription?",
  cancelTrial: (trialEnd: string) =>
    `You will not be charged. Your workspace stays usable until the trial ends on ${trialEnd}, then becomes read-only for ${READ_ONLY_DAYS} days (you can still read and export your data), then is suspended.`,
  cancelPaid: (periodEnd: string) =>
    `Your subscription will not renew. Your workspace stays usable until ${periodEnd}, the end of the period you paid for, then becomes read-only for ${READ_ONLY_DAYS} days (you can still read and export your data), then is suspended.`,
  cancelResumable: "You can resume any time before then.",
  cancelConfirm: "Cancel subscription",
  cancelKeep: "Keep subscription",
  cancelFailed: "Could not cancel the subscription",
  cancelledToast: "Subscription cancelled",
  planTitle: "Change plan",
  planDescription: "Upgrades take effect at once, prorated. Downgrades and period changes wait for the period's end.",
  planConfirm: "Confirm change",
  planChanged: "Plan changed",
  planScheduled: "Plan change scheduled",
  planFailed: "Could not change the plan",
  previewFailed: "Could not work out this change",
  seatsTitle: "Buy seats",
  seatsSaved: "Seats updated",
  seatsFailed: "Could not change the seats",
  cardTitle: "Update card",
  cardDescription: "The new card is used for every charge from now on; an overdue payment is taken with it at once.",
  cardSaved: "Card updated",
  cardFailed: "Could not update the card",
  portalFailed: "Could not open the payment portal",
} as const;
