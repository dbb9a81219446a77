import { SSL_EXPIRY_FALLBACK_DAYS } from "@engagesuite/shared";
import type { CertificateInfo, CertificateProvider } from "./types";

/**
 * Hosts under the product's domain are covered by the wildcard; any other host (a custom domain) gets an ACME
 * certificate when ACME is configured, and stays pending otherwise.
 */
export class CertificateRouter implements CertificateProvider {
  readonly name = "platform";

  constructor(
    private readonly appDomain: string,
    private readonly wildcard: CertificateProvider,
    private readonly acme?: CertificateProvider,
  ) {}

  ensure(hostname: string): Promise<CertificateInfo> {
    if (hostname.endsWith(`.${this.appDomain}`)) return this.wildcard.ensure(hostname);
    if (this.acme) return this.acme.ensure(hostname);
    return Promise.resolve({
      status: "pending",
      issuer: "Not issued: ACME is not configured (ACME_DIRECTORY_URL)",
      domains: [hostname],
      expiresAt: new Date(Date.now() + SSL_EXPIRY_FALLBACK_DAYS * 86_400_000),
    });
  }
}
