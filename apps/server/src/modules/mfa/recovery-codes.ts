import { randomInt } from "node:crypto";
import { MFA_RECOVERY_CODE_COUNT } from "@engagesuite/shared";
import { hashToken } from "../../lib/tokens";

/** Lower-case letters and digits without look-alikes (no 0/o, 1/l/i). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten single-use codes of 10 characters (about 49 bits each), shown once as `xxxxx-xxxxx`. */
export function newRecoveryCodes(count = MFA_RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** The stored form: SHA-256 of the code without case, spaces or dashes (random codes need no slow hash). */
export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[\s-]/g, "")}`);
}
