import { z } from "zod";
import {
  authUserSchema,
  crossTenantLogoutRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  platformLoginRequestSchema,
  sessionCheckConflictSchema,
  sessionCheckRequestSchema,
  tenantLoginRequestSchema,
} from "../auth";
import { uuidSchema } from "../schemas";
import {
  handoffRedeemSchema,
  MFA_MESSAGES,
  mfaChallengeAnswerSchema,
  mfaVerifyRequestSchema,
  staffMfaLoginAnswerSchema,
  staffMfaRequirementSchema,
} from "../security";
import { tenantSummarySchema } from "../types";
import { messageAnswer, noContent, tenantParams } from "./answers";
import { endpoint } from "./endpoint";
import { accountErrorAnswers, accountSecurityEndpoints } from "./security";

const tags = ["auth"];
const errors = accountErrorAnswers;

export const staffLoginAnswerSchema = z.object({ user: authUserSchema, redirectTo: z.string() });

/** GET /api/auth/me: the signed-in account and, for a tenant's staff, their tenant (the staff app's first call). */
export const staffSessionAnswerSchema = z.object({
  user: authUserSchema,
  /** The staff member's own tenant; null for the super admin. */
  tenant: tenantSummarySchema.nullable(),
});
export type StaffSessionAnswer = z.infer<typeof staffSessionAnswerSchema>;

/**
 * Staff and platform sign-in, sessions, the cross-tenant check and password reset. Sign-in routes are `public`: they
 * find the host's tenant themselves (fresh, so a tenant suspended a moment ago on another node gets no session).
 */
export const authApi = {
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Platform login by e-mail (a second step follows when two-factor authentication is on or required)",
    body: platformLoginRequestSchema,
    responses: { 200: z.union([staffLoginAnswerSchema, mfaChallengeAnswerSchema]), ...errors },
  }),
  tenantLogin: endpoint({
    method: "POST",
    path: "/api/auth/tenant/login",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Staff login on a tenant's landing page (username or e-mail; this tenant's accounts only)",
    body: tenantLoginRequestSchema,
    responses: { 200: z.union([staffLoginAnswerSchema, mfaChallengeAnswerSchema]), ...errors },
  }),
  mfa: endpoint({
    method: "POST",
    path: "/api/auth/mfa",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "The second sign-in step: the challenge and a code (or a recovery code); enrols when it must",
    body: mfaVerifyRequestSchema,
    responses: { 200: staffMfaLoginAnswerSchema, ...errors },
  }),
  handoff: endpoint({
    method: "POST",
    path: "/api/auth/handoff",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Redeems a one-time sign-in code on a tenant's own host (sent by its /auth/handoff page)",
    body: handoffRedeemSchema,
    responses: { 200: z.object({ redirectTo: z.string() }), ...errors },
  }),
  me: endpoint({
    method: "GET",
    path: "/api/auth/me",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "The signed-in staff account, with its tenant",
    responses: { 200: staffSessionAnswerSchema, 401: messageAnswer },
  }),
  logout: endpoint({
    method: "POST",
    path: "/api/auth/logout",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Ends the staff session",
    responses: { 204: noContent },
  }),
  sessionCheck: endpoint({
    method: "POST",
    path: "/api/auth/tenant/session-check",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Is this browser signed in to another tenant? 409 with that tenant when it is",
    body: sessionCheckRequestSchema,
    responses: {
      200: z.object({ authenticated: z.boolean(), user: authUserSchema.nullable() }),
      ...errors,
      409: sessionCheckConflictSchema,
    },
  }),
  crossTenantLogout: endpoint({
    method: "POST",
    path: "/api/auth/tenant/cross-tenant-logout",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Signs out of the other tenant so this one can be used",
    body: crossTenantLogoutRequestSchema,
    responses: { 200: z.object({ ok: z.literal(true) }), ...errors },
  }),
  passwordResetRequest: endpoint({
    method: "POST",
    path: "/api/auth/password-reset/request",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "E-mails a password reset link when the account exists (same answer either way)",
    body: passwordResetRequestSchema,
    responses: { 200: messageAnswer, ...errors },
  }),
  passwordResetConfirm: endpoint({
    method: "POST",
    path: "/api/auth/password-reset/confirm",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Sets a new password with an e-mailed token",
    body: passwordResetConfirmSchema,
    responses: { 200: messageAnswer, ...errors },
  }),
} as const;

/**
 * A signed-in staff member's or the super admin's own account (the Security page). `public` because the super admin
 * has no tenant: the handler admits any staff session, tenant staff only on their own tenant's host.
 */
export const staffSecurityApi = {
  ...accountSecurityEndpoints("/api/auth", "account", tags, false),
  /** A tenant admin requires (or stops requiring) two-factor authentication of the tenant's staff. */
  staffMfaRule: endpoint({
    method: "PUT",
    path: "/api/tenants/:tenantId/staff-mfa",
    access: "staff",
    permission: "workspace.manage",
    tenantScoped: true,
    tags,
    summary: "A tenant admin requires (or stops requiring) two-factor authentication of the tenant's staff",
    deniedMessage: MFA_MESSAGES.onlyTenantAdmin,
    params: tenantParams,
    body: staffMfaRequirementSchema,
    responses: { 200: staffMfaRequirementSchema, ...errors },
    example: { body: { required: false } },
  }),
  /** A tenant admin mails a member of the tenant the same single-use reset link the reset form sends. */
  memberPasswordReset: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/users/:userId/password-reset",
    access: "staff",
    permission: "users.manage",
    tenantScoped: true,
    tags,
    summary: "A tenant admin e-mails a member of the tenant a password reset link",
    params: tenantParams.extend({ userId: uuidSchema }),
    responses: { 200: messageAnswer, ...errors },
  }),
} as const;
