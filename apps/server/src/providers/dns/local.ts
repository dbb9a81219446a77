import { promises as dns } from "node:dns";
import type { DnsRecord } from "@engagesuite/shared";
import { isLoopbackName, platformRecords } from "./records";
import type { DnsProvider, DnsRecordSpec } from "./types";

type Resolver = Pick<typeof dns, "lookup" | "resolveTxt">;

/**
 * The default: the records for `{sub}.APP_DOMAIN` that a wildcard DNS entry already serves, verified by a real DNS
 * lookup (names under `localhost` count as verified without one, RFC 6761).
 */
export class LocalDnsProvider implements DnsProvider {
  readonly name = "local" as const;

  constructor(
    private readonly target: string,
    private readonly resolver: Resolver = dns,
  ) {}

  async ensureRecords(hostname: string): Promise<DnsRecordSpec[]> {
    return platformRecords(hostname, this.target);
  }

  async verify(hostname: string, records: DnsRecordSpec[]): Promise<DnsRecord[]> {
    if (isLoopbackName(hostname)) return records.map((r) => ({ ...strip(r), status: "verified" }));
    return Promise.all(
      records.map(async (r) => ({ ...strip(r), status: (await this.answers(r)) ? "verified" : "pending" })),
    );
  }

  private async answers(record: DnsRecordSpec): Promise<boolean> {
    try {
      if (record.type === "TXT") {
        const txt = await this.resolver.resolveTxt(record.name);
        return txt.some((chunks) => chunks.join("") === record.value);
      }
      await this.resolver.lookup(record.name);
      return true;
    } catch {
      return false;
    }
  }
}

function strip({ providerId: _id, ...record }: DnsRecordSpec): Omit<DnsRecord, "status"> {
  return record;
}
