import { AUTH_MESSAGES, MFA_MESSAGES, type MfaEnrollment } from "@engagesuite/shared";
import { HttpError } from "../../lib/http-error";
import type { Limit, RateLimiter } from "../../lib/rate-limit";
import type { SecretBox } from "../../lib/secret-box";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import type { MfaStore } from "./store";
import { enrollmentFor, matchTotp, newTotpSecret } from "./totp";

/** TOTP secrets at rest are sealed for this purpose (lib/secret-box.ts). */
export const TOTP_SECRET_PURPOSE = "totp-secret";

/** Five wrong codes per account in 15 minutes, counted before the code is checked (ASVS 5.0 V6.3.1). */
const MFA_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };

export type SecondFactor = { code: string; recoveryCode?: undefined } | { code?: undefined; recoveryCode: string };

export function sealTotpSecret(box: SecretBox, secret: string): string {
  return box.seal(TOTP_SECRET_PURPOSE, secret);
}

/**
 * Enrolment, verification and recovery codes for any account, given its store and its rate-limit key. `box` is the
 * app's SecretBox (app.ts `secrets`): TOTP secrets at rest and sign-in challenges are sealed with it.
 */
export class MfaService {
  constructor(
    readonly box: SecretBox,
    private readonly limiter: RateLimiter,
    private readonly now: () => number = Date.now,
  ) {}

  async isEnabled(store: MfaStore): Promise<boolean> {
    return Boolean((await store.read())?.enabledAt);
  }

  /** A new secret, kept as pending until a first code confirms it. 409 when MFA is already on. */
  async beginEnrolment(store: MfaStore, accountLabel: string): Promise<MfaEnrollment> {
    if (await this.isEnabled(store)) throw new HttpError(409, MFA_MESSAGES.alreadyEnabled);
    const secret = newTotpSecret();
    if (!(await store.savePendingSecret(sealTotpSecret(this.box, secret)))) {
      throw new HttpError(409, MFA_MESSAGES.alreadyEnabled);
    }
    return enrollmentFor(secret, accountLabel);
  }

  /** Turns MFA on when the code matches the pending secret: the new recovery codes, or null for a wrong code. */
  async confirmEnrolment(store: MfaStore, code: string, limitKey: string): Promise<string[] | null> {
    await this.count(limitKey);
    const record = await store.read();
    if (record?.enabledAt) throw new HttpError(409, MFA_MESSAGES.alreadyEnabled);
    const secret = record?.sealedSecret ? this.box.open(TOTP_SECRET_PURPOSE, record.sealedSecret) : null;
    if (!record?.sealedSecret || !secret) throw new HttpError(400, MFA_MESSAGES.noEnrolment);
    const step = matchTotp(secret, code, this.now());
    if (step === null) return null;
    const codes = newRecoveryCodes();
    if (!(await store.enable(record.sealedSecret, step, codes.map(hashRecoveryCode)))) return null;
    await this.limiter.clear(limitKey);
    return codes;
  }

  /** True when the code (unused, ±1 step) or an unused recovery code is right; each is good once. */
  async verify(store: MfaStore, factor: SecondFactor, limitKey: string): Promise<boolean> {
    await this.count(limitKey);
    const record = await store.read();
    if (!record?.enabledAt || !record.sealedSecret) return false;
    let ok: boolean;
    if (factor.code !== undefined) {
      const secret = this.box.open(TOTP_SECRET_PURPOSE, record.sealedSecret);
      const step = secret ? matchTotp(secret, factor.code, this.now()) : null;
      ok = step !== null && (await store.acceptStep(step));
    } else {
      ok = await store.useRecoveryCode(hashRecoveryCode(factor.recoveryCode));
    }
    if (ok) await this.limiter.clear(limitKey);
    return ok;
  }

  /** New recovery codes (the old ones stop working) after a right code. */
  async regenerateRecoveryCodes(store: MfaStore, code: string, limitKey: string): Promise<string[] | null> {
    if (!(await this.isEnabled(store))) throw new HttpError(409, MFA_MESSAGES.notEnabled);
    if (!(await this.verify(store, { code }, limitKey))) return null;
    const codes = newRecoveryCodes();
    await store.replaceRecoveryCodes(codes.map(hashRecoveryCode));
    return codes;
  }

  async status(store: MfaStore): Promise<{ mfaEnabled: boolean; recoveryCodesLeft: number }> {
    const enabled = await this.isEnabled(store);
    return { mfaEnabled: enabled, recoveryCodesLeft: enabled ? await store.recoveryCodesLeft() : 0 };
  }

  /** Counts an attempt before it is checked, so parallel guesses cannot all be answered (cleared on success). */
  private async count(limitKey: string): Promise<void> {
    await this.limiter.consume(limitKey, MFA_LIMIT, AUTH_MESSAGES.tooManyAttempts);
  }
}

/** 401 for a wrong second factor at sign-in; 400 on a form, with the field marked. */
export const wrongCodeAtSignIn = () => new HttpError(401, MFA_MESSAGES.codeInvalid);
export const wrongCodeOnForm = (field = "code") =>
  new HttpError(400, MFA_MESSAGES.codeInvalid, { [field]: [MFA_MESSAGES.codeInvalid] });
