import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Secrets at rest (TOTP seeds, ACME keys) and self-contained tokens (an MFA challenge, an e-mail verification link),
 * sealed with AES-256-GCM under a key derived from SECRET_KEY. A value sealed for one purpose never opens for another:
 * the purpose is the associated data.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash("sha256").update(`engagesuite:secret-box:${secret}`).digest();
  }

  seal(purpose: string, plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(purpose));
    const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
  }

  /** The plaintext, or null when the value was not sealed by this key for this purpose (or was altered). */
  open(purpose: string, sealed: string): string | null {
    if (typeof sealed !== "string" || !sealed.startsWith("v1.")) return null;
    const raw = Buffer.from(sealed.slice(3), "base64url");
    if (raw.length < 28) return null;
    try {
      const decipher = createDecipheriv("aes-256-gcm", this.key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    } catch {
      return null;
    }
  }

  /** A sealed JSON payload that expires: for tokens carried by a link or a form, not stored anywhere. */
  sealToken(purpose: string, payload: Record<string, unknown>, ttlMs: number, now = Date.now()): string {
    return this.seal(purpose, JSON.stringify({ ...payload, exp: now + ttlMs }));
  }

  openToken<T extends Record<string, unknown>>(purpose: string, token: string, now = Date.now()): T | null {
    const text = this.open(purpose, token);
    if (!text) return null;
    try {
      const payload = JSON.parse(text) as T & { exp?: number };
      return typeof payload.exp === "number" && payload.exp > now ? payload : null;
    } catch {
      return null;
    }
  }

  /** A keyed hash (HMAC-SHA256) for values that must be compared but never read back, e.g. a visitor's address. */
  mac(purpose: string, value: string): string {
    return createHmac("sha256", this.key).update(`${purpose}\0${value}`).digest("base64url");
  }

  static equal(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }
}
