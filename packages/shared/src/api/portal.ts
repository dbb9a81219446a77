import { z } from "zod";
import {
  passwordResetConfirmSchema,
  portalLoginRequestSchema,
  portalPasswordResetRequestSchema,
  portalRegisterRequestSchema,
  portalUserSchema,
} from "../auth";
import { portalProfileSchema } from "../platform";
import { mfaChallengeAnswerSchema, mfaVerifyRequestSchema } from "../security";
import { emailVerificationRequestSchema } from "../verification";
import { messageAnswer, noContent } from "./answers";
import { endpoint } from "./endpoint";
import { accountErrorAnswers, accountSecurityEndpoints } from "./security";

const tags = ["client portal"];
const errors = accountErrorAnswers;

/**
 * A tenant's client portal accounts: per tenant, never staff rights. `tenantPublic` routes need the host's active
 * tenant (and a body `tenantId`, where sent, must name it); `portalClient` routes a portal session on it.
 */
export const portalApi = {
  register: endpoint({
    method: "POST",
    path: "/api/client-portal/register",
    access: "tenantPublic",
    tenantScoped: false,
    tags,
    module: "client-portal",
    summary: "Creates a portal account on this tenant",
    body: portalRegisterRequestSchema,
    responses: { 201: messageAnswer, ...errors },
  }),
  login: endpoint({
    method: "POST",
    path: "/api/client-portal/login",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Signs a portal client in on this tenant (a second step follows when two-factor authentication is on)",
    body: portalLoginRequestSchema,
    responses: { 200: z.union([portalUserSchema, mfaChallengeAnswerSchema]), ...errors },
  }),
  mfa: endpoint({
    method: "POST",
    path: "/api/client-portal/mfa",
    access: "tenantPublic",
    tenantScoped: false,
    tags,
    module: "client-portal",
    summary: "The second sign-in step: the challenge and a code (or a recovery code)",
    body: mfaVerifyRequestSchema,
    responses: { 200: portalUserSchema, ...errors },
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/client-portal/logout",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Ends the portal session",
    responses: { 204: noContent },
  }),
  me: endpoint({
    method: "GET",
    path: "/api/client-portal/me",
    access: "portalClient",
    tenantScoped: true,
    tags,
    module: "client-portal",
    summary: "The signed-in portal client",
    responses: { 200: portalUserSchema, ...errors },
  }),
  profile: endpoint({
    method: "PUT",
    path: "/api/client-portal/profile",
    access: "portalClient",
    tenantScoped: true,
    tags,
    module: "client-portal",
    summary: "The client edits their first and last name",
    body: portalProfileSchema,
    responses: { 200: portalUserSchema, ...errors },
  }),
  passwordResetRequest: endpoint({
    method: "POST",
    path: "/api/client-portal/password-reset/request",
    access: "tenantPublic",
    tenantScoped: false,
    tags,
    module: "client-portal",
    summary: "E-mails a portal password reset link when the account exists (same answer either way)",
    body: portalPasswordResetRequestSchema,
    responses: { 200: messageAnswer, ...errors },
  }),
  passwordResetConfirm: endpoint({
    method: "POST",
    path: "/api/client-portal/password-reset/confirm",
    access: "tenantPublic",
    tenantScoped: false,
    tags,
    module: "client-portal",
    summary: "Sets a new portal password with an e-mailed token",
    body: passwordResetConfirmSchema,
    responses: { 200: messageAnswer, ...errors },
  }),
  verifyEmail: endpoint({
    method: "POST",
    path: "/api/client-portal/verify-email",
    access: "tenantPublic",
    tenantScoped: false,
    tags,
    module: "client-portal",
    summary: "Confirms a portal client's e-mail address with the token of the mailed link",
    body: emailVerificationRequestSchema,
    responses: { 200: messageAnswer, ...errors },
  }),
  resendVerification: endpoint({
    method: "POST",
    path: "/api/client-portal/verify-email/resend",
    access: "portalClient",
    tenantScoped: true,
    tags,
    module: "client-portal",
    summary: "Mails the signed-in client a new confirmation link",
    responses: { 200: messageAnswer, ...errors },
  }),
} as const;

/** A portal client's own Security panel (two-factor authentication, password): the staff page's endpoints' twins. */
export const portalSecurityApi = accountSecurityEndpoints("/api/client-portal", "portalClient", tags, true);
