import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { repoRoot } from "./paths";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** Every environment variable the server reads, with its default. The only reader of process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("localhost"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_DOMAIN: z.string().min(1).default("localhost"),
  DATABASE_URL: z.string().optional(),
  MIGRATION_DATABASE_URL: z.string().optional(),
  /**
   * `transaction` when DATABASE_URL goes through a transaction-pooling PgBouncer: the app then sends unnamed statements
   * (a named one lives on one server connection, the next transaction may get another), and what needs a session of
   * its own (migrations, the job queue, LISTEN) uses MIGRATION_DATABASE_URL, a direct connection.
   */
  DATABASE_POOLER: z.enum(["transaction"]).optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, ".data")),
  WEB_DIST: z.string().default(path.join(repoRoot, "apps/web/dist")),
  /** Seed the demo tenants and accounts on a new database: default on only when APP_DOMAIN is localhost. */
  SEED_DEMO: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  /**
   * The main site's public origin, e.g. https://engagesuite.com: every link in an e-mail and every redirect to another
   * host is built from it (tenant hosts: the same scheme and port, `{sub}.APP_DOMAIN`), never from the request.
   */
  PUBLIC_URL: z.string().optional(),
  DEV_HOSTING: booleanFlag,
  /** Which proxies to believe for X-Forwarded-For/-Proto: a hop count or addresses/CIDRs (see parseTrustProxy). */
  TRUST_PROXY: z.string().optional(),
  /** Let a trusted proxy's X-Forwarded-Host choose the tenant (default: the Host header decides). */
  TRUST_PROXY_HOST: booleanFlag,
  /** `sandbox` for the offline payment provider outside localhost; `stripe` to insist on Stripe keys. */
  PAYMENTS: z.enum(["sandbox", "stripe"]).optional(),
  /** Serve the OpenAPI documentation at /api/docs (default: on, except NODE_ENV=production on a real domain). */
  API_DOCS: z.enum(["true", "false"]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SUPER_ADMIN_EMAIL: z.email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(12, "SUPER_ADMIN_PASSWORD must be at least 12 characters").optional(),
  SMTP_URL: z.string().optional(),
  /** The help desk's inbound SMTP listener (issue 22): mail to support@{sub}.APP_DOMAIN becomes tickets. Off unless set. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address it listens on (default 127.0.0.1: put an MTA or a port mapping in front of it). */
  INBOUND_SMTP_HOST: z.string().default("127.0.0.1"),
  MAIL_FROM: z.string().optional(),
  /** Expose the mail outbox at /api/dev/outbox (default: on in development, off otherwise). */
  MAIL_OUTBOX_VIEW: z.enum(["true", "false"]).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  CLOUDFLARE_API_TOKEN: z.string().optional(),
  CLOUDFLARE_ZONE_ID: z.string().optional(),
  CLOUDFLARE_API_BASE: z.url().optional(),
  /** CNAME target of tenant hosts (default: APP_DOMAIN). */
  DNS_TARGET: z.string().optional(),
  WILDCARD_CERT_EXPIRES_AT: z.iso.datetime({ offset: true }).optional(),
  /** ACME directory for custom domains' certificates, e.g. https://acme-v02.api.letsencrypt.org/directory. */
  ACME_DIRECTORY_URL: z.url().optional(),
  ACME_EMAIL: z.email().optional(),
  ACME_ACCOUNT_KEY: z.string().optional(),
  /** Seconds a provisioning job may run before its worker counts as dead and another node retries it. */
  /**
   * Key material for secrets at rest (TOTP seeds, ACME keys) and sealed tokens (lib/secret-box.ts). At least 32
   * characters; a fixed development key is used when APP_DOMAIN is localhost and it is unset.
   */
  SECRET_KEY: z.string().min(32, "SECRET_KEY must be at least 32 characters").optional(),
  /**
   * Uploaded files (workspace logos): on disk under DATA_DIR/files unless S3_BUCKET names an S3-compatible bucket
   * (AWS S3, MinIO, R2, …), reached at S3_ENDPOINT (default AWS's endpoint of S3_REGION) with these keys.
   */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style URLs (endpoint/bucket/key), which MinIO and most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: booleanFlag,
  /** A key prefix inside the bucket, e.g. `engagesuite/`. */
  S3_PREFIX: z.string().optional(),
  PROVISIONING_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Fault injection, for the fault tests only (src/faults): after each provisioning step the worker waits this long,
   * so a test can kill the server between two steps. 0 (off) by default; refused when NODE_ENV=production.
   */
  FAULT_PROVISIONING_STEP_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
});

type Env = z.infer<typeof envSchema>;

/** What Fastify's `trustProxy` accepts: trust every hop, a hop count, or addresses/CIDRs/named ranges. */
export type TrustProxy = boolean | number | string[];

export type Config = Omit<Env, "SEED_DEMO" | "TRUST_PROXY"> & {
  /** SEED_DEMO, or its default (on when APP_DOMAIN is localhost). */
  SEED_DEMO: boolean;
  /** TRUST_PROXY parsed for Fastify. */
  TRUST_PROXY: TrustProxy;
  repoRoot: string;
  outboxView: boolean;
  mailFrom: string;
  /** SECRET_KEY, or on localhost the development key. */
  secretKey: string;
  /** PUBLIC_URL as an origin without a trailing slash, or its default (lib/public-origin.ts builds links from it). */
  publicUrl: string;
  /** The payment provider: Stripe with STRIPE_SECRET_KEY, the sandbox on localhost or with PAYMENTS=sandbox. */
  payments: "sandbox" | "stripe";
  /** Whether /api/docs is served. */
  apiDocs: boolean;
};

/** Only for APP_DOMAIN=localhost: data sealed with it is readable by anyone with this repository. */
export const DEVELOPMENT_SECRET_KEY = "engagesuite-development-secret-key-not-for-production";

/** A setting read from its text: its value, or why it cannot be used. */
type Parsed<T> = { value: T } | { problem: string };

const NAMED_PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (X-Forwarded-* ignored); a number trusts that many hops in front of the
 * app; a comma list trusts those addresses, CIDRs or named ranges (loopback, linklocal, uniquelocal). `true` (trust
 * every hop, so the client's own X-Forwarded-For would count) is refused outside localhost.
 */
function parseTrustProxy(value: string | undefined, appDomain: string): Parsed<TrustProxy> {
  const v = value?.trim() ?? "";
  if (v === "" || v === "false") return { value: false };
  if (v === "true") {
    if (appDomain === "localhost") return { value: true };
    return {
      problem:
        "TRUST_PROXY=true would believe any client's X-Forwarded-For; give the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8,192.168.1.10)",
    };
  }
  if (/^\d+$/.test(v)) return { value: Number(v) === 0 ? false : Number(v) };
  const entries = v.split(",").map((e) => e.trim());
  const bad = entries.filter((e) => !NAMED_PROXY_RANGES.has(e) && !isAddressOrCidr(e));
  if (bad.length > 0 || entries.length === 0) {
    return {
      problem: `TRUST_PROXY must be false, a hop count or a comma list of addresses/CIDRs; not understood: ${bad.join(", ")}`,
    };
  }
  return { value: entries };
}

function defaultPublicUrl(appDomain: string, port: number): string {
  if (appDomain !== "localhost") return `https://${appDomain}`;
  return port === 80 ? "http://localhost" : `http://localhost:${port}`;
}

/** PUBLIC_URL as an origin, or why it cannot be one for this APP_DOMAIN. */
function parsePublicUrl(value: string, appDomain: string): Parsed<string> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: "PUBLIC_URL must be an absolute URL such as https://engagesuite.com" };
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && appDomain === "localhost")) {
    return { problem: "PUBLIC_URL must use https (http only when APP_DOMAIN is localhost)" };
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") {
    return { problem: "PUBLIC_URL must be an origin only: scheme, host and port, no path, query or credentials" };
  }
  const domain = appDomain.toLowerCase();
  if (url.hostname !== domain && url.hostname !== `www.${domain}`) {
    return { problem: `PUBLIC_URL must name APP_DOMAIN (${domain}) or www.${domain}, not ${url.hostname}` };
  }
  return { value: url.origin };
}

/** Settings that would make a deployment on a real domain unsafe or unusable: the server refuses to start. */
function deploymentProblems(data: Env): string[] {
  const problems: string[] = [];
  const isLocal = data.APP_DOMAIN === "localhost";
  if (data.NODE_ENV === "production" && data.FAULT_PROVISIONING_STEP_DELAY_MS > 0) {
    problems.push("FAULT_PROVISIONING_STEP_DELAY_MS: fault injection is for tests, not production");
  }
  if (!data.SECRET_KEY && !isLocal) {
    problems.push("SECRET_KEY: required when APP_DOMAIN is not localhost (32+ random characters)");
  }
  if (!isLocal && !data.STRIPE_SECRET_KEY && data.PAYMENTS !== "sandbox") {
    problems.push(
      "STRIPE_SECRET_KEY: required when APP_DOMAIN is not localhost (set the Stripe keys, or PAYMENTS=sandbox for a test deployment that takes no real payments)",
    );
  }
  if (data.S3_BUCKET && (!data.S3_ACCESS_KEY_ID || !data.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  if (data.PAYMENTS === "stripe" && !data.STRIPE_SECRET_KEY) {
    problems.push("PAYMENTS=stripe needs STRIPE_SECRET_KEY");
  }
  const trustProxy = parseTrustProxy(data.TRUST_PROXY, data.APP_DOMAIN);
  if (data.DATABASE_POOLER && !(data.DATABASE_URL && data.MIGRATION_DATABASE_URL)) {
    problems.push(
      "DATABASE_POOLER=transaction needs DATABASE_URL (through the pooler) and MIGRATION_DATABASE_URL (direct to PostgreSQL)",
    );
  }
  if ("problem" in trustProxy) problems.push(trustProxy.problem);
  else if (data.TRUST_PROXY_HOST && trustProxy.value === false) {
    problems.push("TRUST_PROXY_HOST: only meaningful with TRUST_PROXY naming the proxy that sets X-Forwarded-Host");
  }
  if (data.PUBLIC_URL !== undefined) {
    const publicUrl = parsePublicUrl(data.PUBLIC_URL, data.APP_DOMAIN);
    if ("problem" in publicUrl) problems.push(publicUrl.problem);
  }
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const data = parsed.data;
  const problems = deploymentProblems(data);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join("\n")}`);

  // Defaults that depend on other settings follow the overrides too (tests set APP_DOMAIN that way).
  const view = { ...data, ...overrides };
  const isLocal = view.APP_DOMAIN === "localhost";
  const publicUrl = view.PUBLIC_URL ? parsePublicUrl(view.PUBLIC_URL, view.APP_DOMAIN) : null;
  const trustProxy = parseTrustProxy(data.TRUST_PROXY, data.APP_DOMAIN);
  return {
    ...data,
    SEED_DEMO: view.SEED_DEMO ?? isLocal,
    TRUST_PROXY: "value" in trustProxy ? trustProxy.value : false,
    secretKey: data.SECRET_KEY ?? DEVELOPMENT_SECRET_KEY,
    repoRoot,
    // On localhost (`npm start` as well as `npm run dev`) the outbox is the only place a locally created tenant's
    // welcome e-mail can be read, so it is viewable there; tests opt in explicitly.
    outboxView: data.MAIL_OUTBOX_VIEW
      ? data.MAIL_OUTBOX_VIEW === "true"
      : view.NODE_ENV === "development" || (isLocal && view.NODE_ENV === "production"),
    mailFrom:
      data.MAIL_FROM ??
      `EngageSuite <no-reply@${data.APP_DOMAIN === "localhost" ? "engagesuite.localhost" : data.APP_DOMAIN}>`,
    publicUrl: publicUrl && "value" in publicUrl ? publicUrl.value : defaultPublicUrl(view.APP_DOMAIN, view.PORT),
    payments: view.PAYMENTS ?? (view.STRIPE_SECRET_KEY ? "stripe" : "sandbox"),
    apiDocs: view.API_DOCS ? view.API_DOCS === "true" : !(view.NODE_ENV === "production" && !isLocal),
    ...overrides,
  };
}
