import type { DnsRecord } from "@engagesuite/shared";

export type DnsRecordSpec = Omit<DnsRecord, "status"> & { providerId?: string };

/** Puts a tenant's host name on the internet and says when it resolves (DESIGN §6). */
export interface DnsProvider {
  readonly name: "local" | "cloudflare";
  /** Creates the records that point `hostname` at the platform (idempotent). */
  ensureRecords(hostname: string): Promise<DnsRecordSpec[]>;
  /** Each record with its status: verified once the name really answers. */
  verify(hostname: string, records: DnsRecordSpec[]): Promise<DnsRecord[]>;
}
