import type { DnsRecord } from "@engagesuite/shared";
import { platformRecords } from "./records";
import type { DnsProvider, DnsRecordSpec } from "./types";

export interface CloudflareOptions {
  apiToken: string;
  zoneId: string;
  /** CNAME target: the platform's own host name. */
  target: string;
  apiBase?: string;
  fetch?: typeof fetch;
}

interface CloudflareRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  ttl: number;
}

interface CloudflareAnswer<T> {
  success: boolean;
  errors?: { message: string }[];
  result: T;
}

/** Cloudflare's DNS API (env CLOUDFLARE_API_TOKEN + CLOUDFLARE_ZONE_ID): records it holds are authoritative. */
export class CloudflareDnsProvider implements DnsProvider {
  readonly name = "cloudflare" as const;
  private readonly base: string;
  private readonly http: typeof fetch;

  constructor(private readonly options: CloudflareOptions) {
    this.base = (options.apiBase ?? "https://api.cloudflare.com/client/v4").replace(/\/$/, "");
    this.http = options.fetch ?? fetch;
  }

  async ensureRecords(hostname: string): Promise<DnsRecordSpec[]> {
    const wanted = platformRecords(hostname, this.options.target);
    const result: DnsRecordSpec[] = [];
    for (const record of wanted) {
      const existing = await this.find(record);
      const created =
        existing ??
        (await this.call<CloudflareRecord>("POST", `/zones/${this.options.zoneId}/dns_records`, {
          type: record.type,
          name: record.name,
          content: record.value,
          ttl: record.ttl,
          proxied: false,
          comment: "EngageSuite tenant host",
        }));
      result.push({ ...record, providerId: created.id });
    }
    return result;
  }

  async verify(_hostname: string, records: DnsRecordSpec[]): Promise<DnsRecord[]> {
    return Promise.all(
      records.map(async ({ providerId: _id, ...record }) => ({
        ...record,
        status: (await this.find(record)) ? "verified" : "pending",
      })),
    );
  }

  private async find(record: Pick<DnsRecordSpec, "type" | "name" | "value">): Promise<CloudflareRecord | undefined> {
    const query = new URLSearchParams({ type: record.type, name: record.name });
    const list = await this.call<CloudflareRecord[]>("GET", `/zones/${this.options.zoneId}/dns_records?${query}`);
    return list.find((r) => r.content === record.value);
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.http(`${this.base}${path}`, {
      method,
      headers: { authorization: `Bearer ${this.options.apiToken}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => null)) as CloudflareAnswer<T> | null;
    if (!res.ok || !answer?.success) {
      throw new Error(
        `Cloudflare ${method} ${path} failed: ${answer?.errors?.map((e) => e.message).join("; ") ?? res.status}`,
      );
    }
    return answer.result;
  }
}
