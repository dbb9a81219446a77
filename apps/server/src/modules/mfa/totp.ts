import { SUITE_NAME } from "@engagesuite/shared";
import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
export const TOTP_PERIOD_MS = PERIOD * 1000;
const DIGITS = 6;
/** One step either side, for clocks a little off (ASVS 5.0 V6.5.5 allows a short window). */
const WINDOW = 1;

/** A new 160-bit secret, base32 (what an authenticator's "enter a key" field takes). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, account = ""): TOTP {
  return new TOTP({
    issuer: SUITE_NAME,
    label: account,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD,
  });
}

/** The time step a timestamp falls in. */
export function totpStep(now: number): number {
  return TOTP.counter({ period: PERIOD, timestamp: now });
}

/** The code of a secret at a time (tests, the demo). */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}

/** The step the code belongs to when it is valid within ±1 step of `now`, else null. The caller refuses reuse. */
export function matchTotp(secret: string, code: string, now: number): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

/** What enrolment shows: the key, its otpauth:// URI and that URI as a QR code (an SVG data URL, made here). */
export async function enrollmentFor(
  secret: string,
  account: string,
): Promise<{ secret: string; uri: string; qrCode: string }> {
  const uri = totp(secret, account).toString();
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}
