import { randomInt } from "node:crypto";
import { MFA_RECOVERY_CODE_COUNT } from "@engagesuite/shared";
import { hashToken } from "../../lib/tokens";

/** Lower-case letters and digits without look-alikes (no 0/o, 1/l/i). */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Characters per code: 24 from 31 letters carry about 119 bits (ASVS 5.0 V6.5.2 asks 112 for a plain hash). */
const CODE_LENGTH = 24;

/** Ten single-use codes, shown once as `xxxxxx-xxxxxx-xxxxxx-xxxxxx`. */
export function newRecoveryCodes(count = MFA_RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return chars.match(/.{6}/g)!.join("-");
  });
}

/**
 * The stored form: SHA-256 of the code without case, spaces or dashes. With 119 random bits a code cannot be guessed
 * from its hash, so it needs no slow, salted hash.
 */
export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[\s-]/g, "")}`);
}
