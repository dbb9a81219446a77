import { type Access, type AccountSecurityEndpoints, MFA_MESSAGES, PASSWORD_MESSAGES } from "@engagesuite/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AccessContext } from "../../http/request-context";
import { serve } from "../../http/serve";
import { forbidden, HttpError } from "../../lib/http-error";
import type { RateLimiter } from "../../lib/rate-limit";
import { type MfaService, wrongCodeOnForm } from "../mfa/service";
import type { MfaStore } from "../mfa/store";
import { assertNewPassword } from "./password-policy";
import { hashPassword } from "./passwords";
import { throttledPasswordCheck } from "./sign-in";

/** What the Security routes need to know of the signed-in account, whatever kind it is. */
export interface SecurityAccount {
  /** Where its second factor lives. */
  store: MfaStore;
  /** The otpauth:// URI's account label (the e-mail address). */
  label: string;
  /** Rate-limit keys: wrong codes, and wrong passwords (shared with the account's sign-in forms). */
  mfaKey: string;
  loginKey: string;
  /** Two-factor authentication is required of this account: it cannot be turned off. */
  mfaRequired: boolean;
  /** Staff only: whether their tenant requires it of its staff (null for others). */
  tenantRequiresStaffMfa: boolean | null;
  passwordHash(): Promise<string | null | undefined>;
  /** Stores a new password and ends the account's other sessions. */
  setPassword(passwordHash: string): Promise<void>;
}

export interface AccountSecurityOptions<A extends Access> {
  limiter: RateLimiter;
  mfa: MfaService;
  /** The signed-in account of the request (refusing it when the endpoints' access cannot say enough). */
  account(request: FastifyRequest, caller: AccessContext<A>): Promise<SecurityAccount>;
  /** A limit counted before a password change is looked at (the portal's per-address one). */
  beforePasswordChange?(request: FastifyRequest): Promise<void>;
}

const wrongPassword = (field: string) =>
  new HttpError(400, PASSWORD_MESSAGES.currentWrong, { [field]: [PASSWORD_MESSAGES.currentWrong] });

/**
 * The Security page's routes of one kind of account (staff and the super admin under /api/auth, portal clients under
 * /api/client-portal): two-factor status, set-up, switch-off, new recovery codes, and the password change.
 */
export function accountSecurityRoutes<A extends Access>(
  app: FastifyInstance,
  api: AccountSecurityEndpoints<A>,
  options: AccountSecurityOptions<A>,
): void {
  const { limiter, mfa } = options;
  const accountOf = (request: unknown, caller: AccessContext<A>) => options.account(request as FastifyRequest, caller);

  serve(app, api.status, async (request, _reply, caller) => {
    const account = await accountOf(request, caller);
    return {
      ...(await mfa.status(account.store)),
      mfaRequired: account.mfaRequired,
      tenantRequiresStaffMfa: account.tenantRequiresStaffMfa,
    };
  });

  serve(app, api.mfaSetup, async (request, _reply, caller) => {
    const account = await accountOf(request, caller);
    return mfa.beginEnrolment(account.store, account.label);
  });

  serve(app, api.mfaEnable, async (request, _reply, caller) => {
    const account = await accountOf(request, caller);
    const codes = await mfa.confirmEnrolment(account.store, request.body.code, account.mfaKey);
    if (!codes) throw wrongCodeOnForm();
    return { recoveryCodes: codes };
  });

  serve(app, api.mfaDisable, async (request, _reply, caller) => {
    const account = await accountOf(request, caller);
    if (account.mfaRequired) throw forbidden(MFA_MESSAGES.requiredCannotDisable);
    if (!(await mfa.isEnabled(account.store))) throw new HttpError(409, MFA_MESSAGES.notEnabled);
    const hash = await account.passwordHash();
    if (
      !(await throttledPasswordCheck(limiter, request as FastifyRequest, account.loginKey, hash, request.body.password))
    ) {
      throw wrongPassword("password");
    }
    if (!(await mfa.verify(account.store, { code: request.body.code }, account.mfaKey))) throw wrongCodeOnForm();
    await account.store.disable();
    return { message: MFA_MESSAGES.disabled };
  });

  serve(app, api.recoveryCodes, async (request, _reply, caller) => {
    const account = await accountOf(request, caller);
    const codes = await mfa.regenerateRecoveryCodes(account.store, request.body.code, account.mfaKey);
    if (!codes) throw wrongCodeOnForm();
    return { recoveryCodes: codes };
  });

  serve(app, api.password, async (request, _reply, caller) => {
    const account = await accountOf(request, caller);
    await options.beforePasswordChange?.(request as FastifyRequest);
    const { currentPassword, newPassword } = request.body;
    await assertNewPassword(newPassword, "newPassword");
    const hash = await account.passwordHash();
    if (!(await throttledPasswordCheck(limiter, request as FastifyRequest, account.loginKey, hash, currentPassword))) {
      throw wrongPassword("currentPassword");
    }
    await account.setPassword(await hashPassword(newPassword));
    return { message: PASSWORD_MESSAGES.changed };
  });
}
