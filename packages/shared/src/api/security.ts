import { passwordChangeSchema } from "../platform";
import {
  accountSecuritySchema,
  mfaCodeRequestSchema,
  mfaDisableRequestSchema,
  mfaEnrollmentSchema,
  recoveryCodesAnswerSchema,
} from "../security";
import { apiErrorSchema } from "../types";
import { errorAnswers, messageAnswer } from "./answers";
import type { Access } from "./endpoint";
import { endpoint } from "./endpoint";

/** The error answers of the account routes: the common ones, a conflict (409) and too many attempts (429). */
export const accountErrorAnswers = { ...errorAnswers, 409: apiErrorSchema, 429: messageAnswer } as const;

/**
 * The Security page's endpoints of one kind of account: a staff or platform account under `/api/auth`, a portal
 * client under `/api/client-portal`. The same declarations (and, on the server, one implementation) for both.
 */
export function accountSecurityEndpoints<const B extends string, const A extends Access>(
  base: B,
  access: A,
  tags: readonly string[],
  tenantScoped: boolean,
) {
  return {
    status: endpoint({
      method: "GET",
      path: `${base}/security`,
      access,
      tenantScoped,
      tags,
      summary: "Two-factor status of the signed-in account",
      responses: { 200: accountSecuritySchema, ...accountErrorAnswers },
    }),
    mfaSetup: endpoint({
      method: "POST",
      path: `${base}/mfa/setup`,
      access,
      tenantScoped,
      tags,
      summary: "Starts two-factor set-up: a new secret, its otpauth:// URI and QR code (pending until confirmed)",
      responses: { 200: mfaEnrollmentSchema, ...accountErrorAnswers },
    }),
    mfaEnable: endpoint({
      method: "POST",
      path: `${base}/mfa/enable`,
      access,
      tenantScoped,
      tags,
      summary: "Confirms set-up with a first code; answers the 10 recovery codes, shown once",
      body: mfaCodeRequestSchema,
      responses: { 200: recoveryCodesAnswerSchema, ...accountErrorAnswers },
      example: { body: { code: "123456" } },
    }),
    mfaDisable: endpoint({
      method: "POST",
      path: `${base}/mfa/disable`,
      access,
      tenantScoped,
      tags,
      summary: "Turns two-factor authentication off (password and a code); refused where it is required",
      body: mfaDisableRequestSchema,
      responses: { 200: messageAnswer, ...accountErrorAnswers },
      example: { body: { password: "not-the-password", code: "123456" } },
    }),
    recoveryCodes: endpoint({
      method: "POST",
      path: `${base}/mfa/recovery-codes`,
      access,
      tenantScoped,
      tags,
      summary: "Replaces the recovery codes (a current code required); answers the new ones, shown once",
      body: mfaCodeRequestSchema,
      responses: { 200: recoveryCodesAnswerSchema, ...accountErrorAnswers },
      example: { body: { code: "123456" } },
    }),
    password: endpoint({
      method: "POST",
      path: `${base}/password`,
      access,
      tenantScoped,
      tags,
      summary: "Changes the signed-in account's password (current one required); its other sessions end",
      body: passwordChangeSchema,
      responses: { 200: messageAnswer, ...accountErrorAnswers },
      example: { body: { currentPassword: "not-the-password", newPassword: "a-long-new-password" } },
    }),
  } as const;
}

/** The Security endpoints of an account kind whose routes are guarded by access `A`. */
export type AccountSecurityEndpoints<A extends Access = Access> = ReturnType<
  typeof accountSecurityEndpoints<string, A>
>;
