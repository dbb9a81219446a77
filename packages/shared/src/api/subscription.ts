import { z } from "zod";
import {
  BILLING_MESSAGES,
  invoicePageSchema,
  planChangePreviewSchema,
  planChangeSchema,
  sandboxPaymentMethodSchema,
  seatsChangeSchema,
  subscriptionSummarySchema,
} from "../subscription";
import { errorAnswers, messageAnswer, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

export * from "../subscription";

const tags = ["billing"];
/** The workspace's TENANT_ADMIN only (`billing.view`); reachable in every state, suspended included, so it can pay. */
const admin = {
  access: "staff",
  permission: "billing.view",
  tenantScoped: true,
  deniedMessage: BILLING_MESSAGES.adminOnly,
  tags,
} as const;
const errors = { ...errorAnswers, 402: messageAnswer, 409: messageAnswer } as const;

/** The subscription's whole life (issue 18): the billing page's reads and the admin's actions. */
export const subscriptionApi = {
  get: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/billing/subscription",
    summary: "The subscription: state, plan, period, trial, next charge, seats and payment method",
    params: tenantParams,
    responses: { 200: subscriptionSummarySchema, ...errors },
  }),
  invoices: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/billing/invoices",
    summary: "The subscription's invoices, newest first",
    params: tenantParams,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(20),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
    }),
    responses: { 200: invoicePageSchema, ...errors },
  }),
  invoicePdf: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/billing/invoices/:invoiceId/pdf",
    summary: "One invoice as a PDF (sandbox; Stripe's invoices link to Stripe's own PDF)",
    params: tenantParams.extend({ invoiceId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) }),
    responses: { ...errors },
  }),
  cancel: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/billing/cancel",
    summary: "Cancels: no further charge; usable until the trial's or the period's end",
    params: tenantParams,
    responses: { 200: subscriptionSummarySchema, ...errors },
  }),
  resume: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/billing/resume",
    summary: "Undoes a cancellation before it takes effect",
    params: tenantParams,
    responses: { 200: subscriptionSummarySchema, ...errors },
  }),
  previewPlanChange: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/billing/plan-change",
    summary: "What changing to this plan and period would cost and when it would take effect",
    params: tenantParams,
    // Each defaults to the subscription's own (so the sweeps, which send no query, reach the access rule first).
    query: planChangeSchema.partial(),
    responses: { 200: planChangePreviewSchema, ...errors },
  }),
  changePlan: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/billing/plan-change",
    summary: "Upgrades at once with proration, or schedules a downgrade or a period change for the period's end",
    params: tenantParams,
    body: planChangeSchema,
    responses: { 200: subscriptionSummarySchema, ...errors },
    example: { body: { planTier: "ENTERPRISE", billingPeriod: "monthly" } },
  }),
  changeSeats: endpoint({
    ...admin,
    method: "PUT",
    path: "/api/tenants/:tenantId/billing/seats",
    summary: "Sets how many seats beyond the plan's included users the workspace buys",
    params: tenantParams,
    body: seatsChangeSchema,
    responses: { 200: subscriptionSummarySchema, ...errors },
    example: { body: { additionalUsers: 2 } },
  }),
  /** Sandbox only: replaces the card and, when a charge is overdue, pays it at once. */
  updateSandboxCard: endpoint({
    ...admin,
    method: "PUT",
    path: "/api/tenants/:tenantId/billing/payment-method",
    summary: "Sandbox: replaces the card; an overdue charge is paid with it at once",
    params: tenantParams,
    body: sandboxPaymentMethodSchema,
    responses: { 200: subscriptionSummarySchema, ...errors },
    example: { body: { cardNumber: "4242424242424242", cardName: "Ada Admin", expiryDate: "12/30", cvc: "123" } },
  }),
  /** Stripe only: a Stripe customer portal session where the admin updates the card (and pays an open invoice). */
  paymentPortal: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/billing/payment-portal",
    summary: "Stripe: a customer portal link to update the card",
    params: tenantParams,
    responses: { 200: z.object({ url: z.string() }), ...errors },
  }),
} as const;
