import { randomBytes } from "node:crypto";
import type { DnsSetup, SslSetupStatus } from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { dnsZones, sslCertificates } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";
import { sealCertificateKey } from "../../providers/certificates/private-keys";
import type { CertificateProvider } from "../../providers/certificates/types";
import type { DnsProvider } from "../../providers/dns/types";

export interface HostingDeps {
  db: Db;
  appDomain: string;
  dns: DnsProvider;
  certificates: CertificateProvider;
  /** Seals certificate private keys before they are stored (SECRET_KEY). */
  secrets: SecretBox;
}

const hostnameFor = (subdomain: string, appDomain: string) => `${subdomain}.${appDomain}`;

type ZoneRow = typeof dnsZones.$inferSelect;

function toSetup(zone: ZoneRow): DnsSetup {
  return {
    id: zone.id,
    subdomain: zone.subdomain,
    hostname: zone.hostname,
    records: zone.records.map(({ providerId: _id, ...r }) => r),
  };
}

/** Creates (or refreshes) the DNS records of a subdomain through the provider and verifies them. */
export async function setUpDns(deps: HostingDeps, subdomain: string): Promise<DnsSetup> {
  const hostname = hostnameFor(subdomain, deps.appDomain);
  const specs = await deps.dns.ensureRecords(hostname);
  const checked = await deps.dns.verify(hostname, specs);
  const records = checked.map((r, i) => ({ ...r, providerId: specs[i]?.providerId }));
  const verified = records.filter((r) => r.isRequired).every((r) => r.status === "verified");
  const [zone] = await deps.db
    .insert(dnsZones)
    .values({
      id: `zone_${randomBytes(10).toString("hex")}`,
      subdomain,
      hostname,
      provider: deps.dns.name,
      records,
      verifiedAt: verified ? new Date() : null,
    })
    .onConflictDoUpdate({
      target: dnsZones.subdomain,
      set: {
        hostname,
        provider: deps.dns.name,
        records,
        verifiedAt: verified ? new Date() : null,
        updatedAt: new Date(),
      },
    })
    .returning();
  return toSetup(zone!);
}

export async function findDnsZone(deps: HostingDeps, subdomain: string): Promise<ZoneRow | undefined> {
  const [zone] = await deps.db.select().from(dnsZones).where(eq(dnsZones.subdomain, subdomain));
  return zone;
}

/** A zone's records; pending ones are looked up again, so "check again" sees DNS that has since propagated. */
export async function zoneRecords(deps: HostingDeps, zoneId: string): Promise<DnsSetup["records"] | null> {
  const [zone] = await deps.db.select().from(dnsZones).where(eq(dnsZones.id, zoneId));
  if (!zone) return null;
  if (zone.records.every((r) => r.status === "verified")) return toSetup(zone).records;
  const checked = await deps.dns.verify(zone.hostname, zone.records);
  const records = checked.map((r, i) => ({ ...r, providerId: zone.records[i]?.providerId }));
  const verified = records.filter((r) => r.isRequired).every((r) => r.status === "verified");
  await deps.db
    .update(dnsZones)
    .set({ records, verifiedAt: verified ? new Date() : null, updatedAt: new Date() })
    .where(eq(dnsZones.id, zoneId));
  return records.map(({ providerId: _id, ...r }) => r);
}

function toSsl(row: typeof sslCertificates.$inferSelect): SslSetupStatus {
  return {
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    issuer: row.issuer,
    domains: row.domains,
    autoRenew: true,
  };
}

export async function setUpSsl(deps: HostingDeps, subdomain: string): Promise<SslSetupStatus> {
  return ensureCertificate(deps, hostnameFor(subdomain, deps.appDomain), subdomain);
}

/** Gets (or renews) the certificate of a host name through the provider and records it. */
export async function ensureCertificate(
  deps: HostingDeps,
  hostname: string,
  subdomain: string,
): Promise<SslSetupStatus> {
  const cert = await deps.certificates.ensure(hostname);
  const values = {
    hostname,
    subdomain,
    provider: deps.certificates.name,
    status: cert.status,
    issuer: cert.issuer,
    domains: cert.domains,
    expiresAt: cert.expiresAt,
    certificatePem: cert.certificatePem ?? null,
    privateKeyPem: cert.privateKeyPem ? sealCertificateKey(deps.secrets, cert.privateKeyPem) : null,
  };
  const [row] = await deps.db
    .insert(sslCertificates)
    .values(values)
    .onConflictDoUpdate({ target: sslCertificates.hostname, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toSsl(row!);
}

export async function sslStatus(deps: HostingDeps, subdomain: string): Promise<SslSetupStatus | null> {
  const [row] = await deps.db
    .select()
    .from(sslCertificates)
    .where(eq(sslCertificates.hostname, hostnameFor(subdomain, deps.appDomain)));
  return row ? toSsl(row) : null;
}
