import { z } from "zod";
import { PORTAL_PASSWORD_MIN_LENGTH } from "./constants";
import { MSG } from "./messages";

/**
 * Newly set passwords to ASVS 5.0 level 2 (V6.2): 8+ characters and not a common password (the common list is checked
 * on the server, so the web bundle does not carry it). The spec's "at least 6" messages stay on the sign-in forms and,
 * below 6 characters, on portal registration (DESIGN §10; docs/ARCHITECTURE.md "Departures from the spec").
 */
export const NEW_PASSWORD_MIN_LENGTH = 8;

/**
 * Context-specific words (ASVS 5.0 V6.1.2, V6.2.11): a new password may not be one of these with only digits and
 * symbols around it, since a guesser tries the product's own name first.
 */
export const PASSWORD_CONTEXT_WORDS = ["engagesuite", "engage", "engagesuitecrm", "clientportal", "helpdesk"] as const;

export const PASSWORD_POLICY_MESSAGES = {
  tooShort: `Password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`,
  tooCommon: "This password is too common. Choose another.",
} as const;

/** Characters as a person counts them (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

const longEnough = (v: string) => passwordLength(v) >= NEW_PASSWORD_MIN_LENGTH;

/** A password being set (reset, change, invitation): 8+ characters. */
export const newPasswordField = z
  .string({ error: MSG.passwordRequired })
  .max(1024)
  .refine(longEnough, PASSWORD_POLICY_MESSAGES.tooShort);

/**
 * Portal registration's password: the spec's message below 6 characters (SPEC §5), the stricter rule's own message
 * from 6 to 7.
 */
export const portalNewPasswordField = z
  .string()
  .min(PORTAL_PASSWORD_MIN_LENGTH, MSG.portalPasswordMin)
  .max(1024)
  .refine((v) => v.length < PORTAL_PASSWORD_MIN_LENGTH || longEnough(v), PASSWORD_POLICY_MESSAGES.tooShort);
