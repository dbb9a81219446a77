export interface CertificateInfo {
  status: "active" | "pending";
  issuer: string;
  domains: string[];
  expiresAt: Date;
  /** Only for certificates this platform holds itself (ACME for custom domains). */
  certificatePem?: string;
  privateKeyPem?: string;
}

/** Makes sure a host name is served over HTTPS (DESIGN §6). */
export interface CertificateProvider {
  readonly name: string;
  ensure(hostname: string): Promise<CertificateInfo>;
}
