import { z } from "zod";
import { PLATFORM_PASSWORD_MIN_LENGTH } from "./constants";
import { ROLES } from "./enums";
import { MSG } from "./messages";
import { newPasswordField, portalNewPasswordField } from "./password-policy";
import { PERMISSIONS } from "./permissions";

/** Identity contract shared by the server routes and the web screens (SPEC §3 auth user, §5 rules, §7 calls). */

export const AUTH_MESSAGES = {
  invalidPlatformCredentials: "Invalid email or password. Please try again.",
  invalidTenantCredentials: "Invalid username or password. Please try again.",
  invalidPortalCredentials: "Invalid email or password",
  tenantMismatch: "tenant mismatch: this account belongs to another workspace",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  notSignedIn: "Not signed in",
  tenantSuspended: "This workspace is suspended. Please contact its administrator.",
  adminOnly: PERMISSIONS["workspace.manage"].denied,
  tenantMissing: "Tenant information is missing",
  resetRequested: "If an account exists for that address, we have sent a link to reset its password.",
  resetInvalid: "This reset link is invalid or has expired. Please request a new one.",
  resetDone: "Your password has been changed. You can now sign in.",
  memberResetSent: "A password reset link has been sent to the member's e-mail address.",
  memberNotFound: "User not found",
  crossSiteRefused: "Cross-site request refused",
  registered: "Your account has been created.",
} as const;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  tenantId: z.uuid().nullable(),
  /** The tenant's subdomain, under SPEC §3's name for it on the auth user ("tenantDomain"); null for a super admin. */
  tenantDomain: z.string().nullable(),
  tenantName: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const portalUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tenantId: z.uuid(),
  createdAt: z.string(),
  /** False until the client followed the confirmation link mailed to this address. */
  emailVerified: z.boolean(),
});
export type PortalUser = z.infer<typeof portalUserSchema>;

const emailField = (message: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email({ error: message }));

/** POST /api/auth/login (platform login, SPEC §5). */
export const platformLoginRequestSchema = z.object({
  email: emailField(MSG.platformEmail),
  password: z.string().min(PLATFORM_PASSWORD_MIN_LENGTH, MSG.platformPasswordMin).max(1024),
  rememberMe: z.boolean().optional().default(false),
});

/** POST /api/auth/tenant/login: username or e-mail, on the tenant's host (tenantId optional, must match it). */
export const tenantLoginRequestSchema = z.object({
  username: z.string().trim().min(1, MSG.usernameRequired).max(320),
  password: z.string().min(1, MSG.passwordRequired).max(1024),
  rememberMe: z.boolean().optional().default(false),
  tenantId: z.uuid({ error: MSG.invalidId }).optional(),
});

/** POST /api/client-portal/login (SPEC §3 payload). */
export const portalLoginRequestSchema = z.object({
  email: emailField(MSG.portalEmail),
  password: z.string().min(1, MSG.passwordRequired).max(1024),
  tenantId: z.uuid({ error: AUTH_MESSAGES.tenantMissing }),
});

/** POST /api/client-portal/register (SPEC §3 payload; confirmPassword is checked by the form). */
export const portalRegisterRequestSchema = z.object({
  email: emailField(MSG.portalEmail),
  firstName: z.string().trim().min(2, MSG.firstNameMin).max(100),
  lastName: z.string().trim().min(2, MSG.lastNameMin).max(100),
  password: portalNewPasswordField,
  tenantId: z.uuid({ error: AUTH_MESSAGES.tenantMissing }),
});

export const sessionCheckRequestSchema = z.object({ targetTenantId: z.uuid({ error: MSG.invalidId }) });
export const sessionCheckConflictSchema = z.object({
  message: z.string(),
  currentTenantId: z.uuid(),
  currentTenantName: z.string(),
});
export const crossTenantLogoutRequestSchema = z.object({
  currentTenantId: z.uuid({ error: MSG.invalidId }),
  targetTenantId: z.uuid({ error: MSG.invalidId }),
});

/** Password reset: request by e-mail, confirm with the e-mailed token (staff: platform; portal: per tenant). */
export const passwordResetRequestSchema = z.object({ email: emailField(MSG.platformEmail) });
export const portalPasswordResetRequestSchema = z.object({
  email: emailField(MSG.portalEmail),
  tenantId: z.uuid({ error: AUTH_MESSAGES.tenantMissing }),
});
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(20, AUTH_MESSAGES.resetInvalid).max(200, AUTH_MESSAGES.resetInvalid),
  password: newPasswordField,
});

/** Where each role lands after a platform login (SPEC §6). */
export function homePathForRole(role: AuthUser["role"]): string {
  if (role === "SUPER_ADMIN") return "/su/admin/dashboard";
  if (role === "TENANT_ADMIN") return "/tu/admin/dashboard";
  return "/portal/dashboard";
}
