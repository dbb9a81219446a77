import { z } from "zod";

/**
 * E-mail ownership (issue 15, point 8): a new portal client may use the portal at once, but their address counts as
 * theirs only once they follow the link mailed at registration. Staff see who has not.
 */
export const EMAIL_VERIFICATION_MESSAGES = {
  verified: "Your e-mail address is confirmed.",
  invalid: "This confirmation link is invalid or has expired. Sign in to the portal to get a new one.",
  sent: "We have sent a new confirmation link to your e-mail address.",
  alreadyVerified: "Your e-mail address is already confirmed.",
  portalNotice: "Please confirm your e-mail address with the link we sent you.",
  unverifiedBadge: "Unverified",
  unverifiedHint: "This client has not confirmed their e-mail address yet.",
} as const;

/** How long a mailed confirmation link works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

/** POST /api/client-portal/verify-email: the token from the mailed link. */
export const emailVerificationRequestSchema = z.object({
  token: z
    .string({ error: EMAIL_VERIFICATION_MESSAGES.invalid })
    .min(20, EMAIL_VERIFICATION_MESSAGES.invalid)
    .max(2000, EMAIL_VERIFICATION_MESSAGES.invalid),
});
