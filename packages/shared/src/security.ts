import { z } from "zod";
import { authUserSchema } from "./auth";
import { MSG } from "./messages";

/** Two-factor authentication (TOTP, ASVS 5.0 V6.5/V6.6) and the sign-in handoff between hosts. */

export const MFA_MESSAGES = {
  codeFormat: "Enter the 6-digit code from your authenticator app",
  recoveryCodeFormat: "Enter one of your recovery codes",
  codeOrRecoveryCode: "Enter the code from your authenticator app or a recovery code",
  codeInvalid: "That code is not valid. Check your authenticator app and try again.",
  challengeExpired: "Your sign-in has expired. Please sign in again.",
  alreadyEnabled: "Two-factor authentication is already on.",
  notEnabled: "Two-factor authentication is not on.",
  noEnrolment: "Start the set-up again: scan a new QR code.",
  requiredCannotDisable: "Two-factor authentication is required for your account and cannot be turned off.",
  enabled: "Two-factor authentication is on.",
  disabled: "Two-factor authentication is off.",
  staffRequirementSaved: "Saved. Staff without two-factor authentication will set it up at their next sign-in.",
  staffRequirementOff: "Saved. Two-factor authentication is now optional for staff.",
  onlyTenantAdmin: "Only a workspace administrator can change this",
} as const;

export const HANDOFF_MESSAGES = {
  invalid: "This sign-in link is invalid or has expired. Please sign in again.",
} as const;

export const MFA_RECOVERY_CODE_COUNT = 10;

const codeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, MFA_MESSAGES.codeFormat);
const recoveryCodeField = z
  .string()
  .trim()
  .min(8, MFA_MESSAGES.recoveryCodeFormat)
  .max(40, MFA_MESSAGES.recoveryCodeFormat);

/** What a sign-in answers after a right password when a second factor is needed (and, to enrol, the new secret). */
export const mfaEnrollmentSchema = z.object({
  /** Base32 secret for typing into an authenticator by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG data URL, made on the server. */
  qrCode: z.string(),
});
export type MfaEnrollment = z.infer<typeof mfaEnrollmentSchema>;

export const mfaChallengeAnswerSchema = z.object({
  mfaRequired: z.literal(true),
  /** Sealed, 5 minutes, bound to the account and this host: the second call sends it back. */
  challenge: z.string(),
  /** Present when the account must enrol first (super admin, or a tenant that requires it for staff). */
  enrollment: mfaEnrollmentSchema.optional(),
});
export type MfaChallengeAnswer = z.infer<typeof mfaChallengeAnswerSchema>;

/** POST …/mfa: the challenge and either a 6-digit code or a recovery code. */
export const mfaVerifyRequestSchema = z
  .object({
    challenge: z.string().min(10, MFA_MESSAGES.challengeExpired).max(4000, MFA_MESSAGES.challengeExpired),
    code: codeField.optional(),
    recoveryCode: recoveryCodeField.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    message: MFA_MESSAGES.codeOrRecoveryCode,
    path: ["code"],
  });

export const mfaCodeRequestSchema = z.object({ code: codeField });
export const mfaDisableRequestSchema = z.object({
  password: z.string().min(1, MSG.passwordRequired).max(1024),
  code: codeField,
});

export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** Staff sign-in answers after the second factor: the spec's login answer, and new recovery codes after enrolment. */
export const staffMfaLoginAnswerSchema = z.object({
  user: authUserSchema,
  redirectTo: z.string(),
  recoveryCodes: z.array(z.string()).optional(),
});

/** GET …/security: what the Security page shows. */
export const accountSecuritySchema = z.object({
  mfaEnabled: z.boolean(),
  /** Required for this account (super admin; staff of a tenant that requires it): it cannot be turned off. */
  mfaRequired: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** Staff only: whether their tenant requires two-factor authentication for staff (null elsewhere). */
  tenantRequiresStaffMfa: z.boolean().nullable(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

export const staffMfaRequirementSchema = z.object({ required: z.boolean() });

/** POST /api/auth/handoff: the one-time code a platform login carried to a tenant's host (in the URL fragment). */
export const handoffRedeemSchema = z.object({
  code: z.string().min(20, HANDOFF_MESSAGES.invalid).max(200, HANDOFF_MESSAGES.invalid),
});
