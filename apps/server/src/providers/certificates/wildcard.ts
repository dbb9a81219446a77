import { SSL_EXPIRY_FALLBACK_DAYS } from "@engagesuite/shared";
import type { CertificateInfo, CertificateProvider } from "./types";

/**
 * The default: every `{sub}.APP_DOMAIN` is covered by the platform's wildcard certificate. Its expiry comes from
 * WILDCARD_CERT_EXPIRES_AT when the operator sets it, else the spec's 90-day fallback.
 */
export class WildcardCertificateProvider implements CertificateProvider {
  readonly name = "wildcard";

  constructor(
    private readonly appDomain: string,
    private readonly expiresAt?: Date,
  ) {}

  async ensure(hostname: string): Promise<CertificateInfo> {
    const covered = hostname.endsWith(`.${this.appDomain}`);
    return {
      status: covered ? "active" : "pending",
      issuer: `EngageSuite wildcard certificate (*.${this.appDomain})`,
      domains: [hostname, `*.${this.appDomain}`],
      expiresAt: this.expiresAt ?? new Date(Date.now() + SSL_EXPIRY_FALLBACK_DAYS * 86_400_000),
    };
  }
}
