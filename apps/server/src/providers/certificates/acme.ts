import type * as Acme from "acme-client";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { acmeChallenges } from "../../db/schema";
import type { CertificateInfo, CertificateProvider } from "./types";

export interface AcmeOptions {
  directoryUrl: string;
  email: string;
  /** PEM account key; a new key (a new ACME account) is made when absent. */
  accountKeyPem?: string;
}

type AcmeClient = Pick<Acme.Client, "auto">;

/** acme-client (a fifth of a second to load) only when a certificate is asked for. */
const loadAcme = () => import("acme-client");

/**
 * Certificates for tenants' custom domains from an ACME CA (Let's Encrypt, ZeroSSL, …) with HTTP-01 challenges. The
 * challenge answers live in PostgreSQL so any app node behind the load balancer can serve them.
 */
export class AcmeCertificateProvider implements CertificateProvider {
  readonly name = "acme";
  private client: Promise<AcmeClient> | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: AcmeOptions,
    clientFactory?: () => Promise<AcmeClient>,
  ) {
    if (clientFactory) this.client = clientFactory();
  }

  private getClient(): Promise<AcmeClient> {
    this.client ??= (async () => {
      const acme = await loadAcme();
      return new acme.Client({
        directoryUrl: this.options.directoryUrl,
        accountKey: this.options.accountKeyPem ?? (await acme.crypto.createPrivateKey()),
      });
    })();
    return this.client;
  }

  async ensure(hostname: string): Promise<CertificateInfo> {
    const client = await this.getClient();
    const acme = await loadAcme();
    const [key, csr] = await acme.crypto.createCsr({ commonName: hostname, altNames: [hostname] });
    const certificatePem = await client.auto({
      csr,
      email: this.options.email,
      termsOfServiceAgreed: true,
      challengePriority: ["http-01"],
      challengeCreateFn: async (_authz, challenge, keyAuthorization) => {
        await this.db.insert(acmeChallenges).values({ token: challenge.token, keyAuthorization }).onConflictDoNothing();
      },
      challengeRemoveFn: async (_authz, challenge) => {
        await this.db.delete(acmeChallenges).where(eq(acmeChallenges.token, challenge.token));
      },
    });
    const info = acme.crypto.readCertificateInfo(certificatePem);
    return {
      status: "active",
      issuer: info.issuer.commonName ?? "ACME",
      domains: info.domains.altNames.length > 0 ? info.domains.altNames : [hostname],
      expiresAt: info.notAfter,
      certificatePem,
      privateKeyPem: key.toString(),
    };
  }
}

/** The answer to a CA's HTTP-01 request, or null. */
export async function challengeAnswer(db: Db, token: string): Promise<string | null> {
  const [row] = await db.select().from(acmeChallenges).where(eq(acmeChallenges.token, token));
  return row?.keyAuthorization ?? null;
}
