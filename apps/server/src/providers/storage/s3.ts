import { createHash, createHmac } from "node:crypto";
import { assertStorageKey, type FileStorage } from "./storage";

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) over its REST API with `fetch`, requests signed with AWS
 * Signature Version 4 (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html). Two calls
 * only: PutObject and GetObject. No SDK: @aws-sdk/client-s3 is not a dependency, and these two calls are all we use.
 */
export interface S3Settings {
  bucket: string;
  region: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (default: AWS's endpoint of the region). */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO and most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** A key prefix inside the bucket, e.g. `engagesuite/`. */
  prefix?: string;
}

const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (lower-case names). */
  headers?: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  date: Date;
}

/** The headers of a SigV4-signed S3 request (Authorization, x-amz-date, x-amz-content-sha256 and the given ones). */
export function signS3Request(input: SignInput): Record<string, string> {
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...input.headers,
    host: input.url.host,
    "x-amz-content-sha256": input.payloadHash,
    "x-amz-date": amzDate,
  };
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const canonicalHeaders = names.map((name) => `${name}:${String(lower[name]).trim().replace(/\s+/g, " ")}\n`).join("");
  const signedHeaders = names.join(";");
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
    .sort()
    .join("&");
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), "s3"), "aws4_request");
  const signature = createHmac("sha256", key).update(stringToSign).digest("hex");
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export class S3Storage implements FileStorage {
  readonly kind = "s3";

  constructor(
    private readonly settings: S3Settings,
    private readonly fetchFn: typeof fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  urlOf(key: string): URL {
    assertStorageKey(key);
    const { bucket, region, forcePathStyle } = this.settings;
    const endpoint = new URL(this.settings.endpoint ?? `https://s3.${region}.amazonaws.com`);
    const objectPath = `${this.settings.prefix ?? ""}${key}`.split("/").map(encodeSegment).join("/");
    if (forcePathStyle) return new URL(`${endpoint.origin}/${encodeSegment(bucket)}/${objectPath}`);
    return new URL(`${endpoint.protocol}//${bucket}.${endpoint.host}/${objectPath}`);
  }

  private sign(method: string, url: URL, payloadHash: string, headers?: Record<string, string>) {
    const { accessKeyId, secretAccessKey, region } = this.settings;
    return signS3Request({ method, url, headers, payloadHash, accessKeyId, secretAccessKey, region, date: this.now() });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const url = this.urlOf(key);
    const headers = this.sign("PUT", url, sha256Hex(body), { "content-type": contentType });
    const { host: _host, ...sent } = headers;
    const res = await this.fetchFn(url, { method: "PUT", headers: sent, body: new Uint8Array(body) });
    if (!res.ok) throw new Error(`S3 PutObject ${key}: ${res.status} ${await res.text().catch(() => "")}`.trim());
  }

  async get(key: string): Promise<Buffer | null> {
    const url = this.urlOf(key);
    const { host: _host, ...sent } = this.sign("GET", url, sha256Hex(""));
    const res = await this.fetchFn(url, { method: "GET", headers: sent });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GetObject ${key}: ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
}
