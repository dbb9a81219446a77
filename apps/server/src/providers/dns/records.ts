import { createHash } from "node:crypto";
import { DNS_DEFAULT_TTL } from "@engagesuite/shared";
import type { DnsRecordSpec } from "./types";

/** The records a tenant host needs: a CNAME to the platform (required) and an ownership TXT record. */
export function platformRecords(hostname: string, target: string): DnsRecordSpec[] {
  const token = createHash("sha256").update(`engagesuite:${hostname}`).digest("hex").slice(0, 32);
  return [
    { type: "CNAME", name: hostname, value: target, ttl: DNS_DEFAULT_TTL, isRequired: true },
    {
      type: "TXT",
      name: `_engagesuite.${hostname}`,
      value: `engagesuite-verification=${token}`,
      ttl: DNS_DEFAULT_TTL,
      isRequired: false,
    },
  ];
}

/** RFC 6761: every name under `localhost` is the loopback address; resolvers need not (and Node's does not) know it. */
export function isLoopbackName(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost");
}
