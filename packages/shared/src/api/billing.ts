import { z } from "zod";
import {
  confirmSubscriptionAnswerSchema,
  confirmSubscriptionRequestSchema,
  paymentsConfigSchema,
  sandboxCardAnswerSchema,
  sandboxCardConfirmSchema,
  subscriptionRequestSchema,
  subscriptionSetupSchema,
} from "../onboarding";
import { errorAnswers, messageAnswer } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["payments"];
const errors = {
  400: errorAnswers[400],
  404: errorAnswers[404],
  402: messageAnswer,
  409: messageAnswer,
  429: messageAnswer,
} as const;

/**
 * Payments of the signup wizard (SPEC §7) behind the payment provider (sandbox by default, Stripe with keys): public,
 * limited per address and per e-mail, subscription or visitor.
 */
export const billingApi = {
  config: endpoint({
    method: "GET",
    path: "/api/payments/config",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Which payment provider the card form talks to",
    responses: { 200: paymentsConfigSchema },
  }),
  getOrCreateSubscription: endpoint({
    method: "POST",
    path: "/api/payments/get-or-create-subscription",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "The visitor's subscription with a 7-day trial and a $1 trial charge (idempotent per e-mail)",
    body: subscriptionRequestSchema,
    responses: { 200: subscriptionSetupSchema, ...errors },
  }),
  /** Served only by the sandbox provider (no Stripe keys). */
  confirmSandboxCard: endpoint({
    method: "POST",
    path: "/api/payments/sandbox/confirm-card",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Sandbox only: checks a test card as Stripe's test mode would and answers a payment intent",
    body: sandboxCardConfirmSchema,
    responses: { 200: sandboxCardAnswerSchema, ...errors },
  }),
  confirmSubscription: endpoint({
    method: "POST",
    path: "/api/payments/confirm-subscription",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Confirms the subscription once its payment succeeded",
    body: confirmSubscriptionRequestSchema,
    responses: { 200: confirmSubscriptionAnswerSchema, ...errors },
  }),
  /**
   * Stripe's signed webhook (served only with STRIPE_WEBHOOK_SECRET). No body schema: the signature is checked on the
   * raw bytes, which the route's own content-type parser keeps. No CSRF rule: Stripe sends no Origin, and the
   * signature authenticates the sender. Not in the OpenAPI document, as before: no API client calls it.
   */
  webhook: endpoint({
    method: "POST",
    path: "/api/payments/webhook",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Stripe's subscription events, verified by their signature and handled once each",
    csrf: false,
    hidden: true,
    responses: {
      200: z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }),
      400: messageAnswer,
    },
  }),
} as const;
