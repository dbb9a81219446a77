import { describe, expect, it } from "vitest";
import { SecretBox } from "../../lib/secret-box";
import { tamper } from "../../test/tamper";
import { CHALLENGE_TTL_MS, type MfaChallenge, openChallenge, sealChallenge } from "./challenge";
import { hashRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { enrollmentFor, matchTotp, newTotpSecret, TOTP_PERIOD_MS, totpCode, totpStep } from "./totp";

const secret = newTotpSecret();
const now = Date.UTC(2026, 0, 15, 12, 0, 10);

describe("TOTP (RFC 6238)", () => {
  it("makes 160-bit base32 secrets", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("accepts the code of this step and of one step either side, and says which step it was", () => {
    const step = totpStep(now);
    for (const delta of [-1, 0, 1]) {
      expect(matchTotp(secret, totpCode(secret, now + delta * TOTP_PERIOD_MS), now)).toBe(step + delta);
    }
  });

  it("refuses a code two steps away, another secret's code and a malformed one", () => {
    expect(matchTotp(secret, totpCode(secret, now - 2 * TOTP_PERIOD_MS), now)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, now + 2 * TOTP_PERIOD_MS), now)).toBeNull();
    expect(matchTotp(secret, totpCode(newTotpSecret(), now), now)).toBeNull();
    expect(matchTotp(secret, "12345", now)).toBeNull();
  });

  it("gives an otpauth:// URI and the QR code as an SVG data URL", async () => {
    const enrollment = await enrollmentFor(secret, "ada@example.com");
    expect(enrollment.uri).toMatch(/^otpauth:\/\/totp\/EngageSuite:ada%40example\.com\?/);
    expect(new URL(enrollment.uri).searchParams.get("secret")).toBe(secret);
    expect(enrollment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrollment.qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes whose hash ignores case, spaces and dashes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{6}(-[a-hj-km-np-z2-9]{6}){3}$/);
    const code = codes[0]!;
    expect(hashRecoveryCode(` ${code.toUpperCase().replace("-", " ")} `)).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).not.toContain(code.replace("-", ""));
  });
});

describe("sign-in challenge", () => {
  const box = new SecretBox("a-test-key-of-at-least-thirty-two-chars");
  const challenge: MfaChallenge = {
    kind: "staff",
    id: "00000000-0000-4000-8000-000000000001",
    tenantId: null,
    host: "localhost:3000",
    form: "platform",
    remember: false,
    stage: "verify",
    passwordStamp: 0,
  };
  /** The challenge host of a request to this host (challengeHost). */
  const on = (host: string) => host;

  it("opens on the host it was issued for, within 5 minutes", () => {
    const token = sealChallenge(box, challenge, now);
    expect(openChallenge(box, token, on("localhost:3000"), now + CHALLENGE_TTL_MS - 1000)).toEqual(challenge);
    expect(openChallenge(box, token, on("demo.localhost:3000"), now)).toBeNull();
    expect(openChallenge(box, token, on("localhost:3000"), now + CHALLENGE_TTL_MS + 1)).toBeNull();
  });

  it("does not open under another key or when altered", () => {
    const token = sealChallenge(box, challenge, now);
    expect(
      openChallenge(new SecretBox("another-key-of-at-least-thirty-two-chars"), token, on("localhost:3000"), now),
    ).toBeNull();
    const altered = tamper(token);
    expect(openChallenge(box, altered, on("localhost:3000"), now)).toBeNull();
  });
});
