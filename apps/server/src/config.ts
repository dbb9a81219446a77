import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

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
  DATA_DIR: z.string().default(path.join(repoRoot, ".data")),
  WEB_DIST: z.string().default(path.join(repoRoot, "apps/web/dist")),
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  DEV_HOSTING: booleanFlag,
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SUPER_ADMIN_EMAIL: z.email().optional(),
  SUPER_ADMIN_PASSWORD: z.string().min(12, "SUPER_ADMIN_PASSWORD must be at least 12 characters").optional(),
  SMTP_URL: z.string().optional(),
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
  PROVISIONING_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * Fault injection, for the fault tests only (src/faults): after each provisioning step the worker waits this long,
   * so a test can kill the server between two steps. 0 (off) by default; refused when NODE_ENV=production.
   */
  FAULT_PROVISIONING_STEP_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
});

export type Config = z.infer<typeof envSchema> & {
  repoRoot: string;
  outboxView: boolean;
  mailFrom: string;
  /** SECRET_KEY, or on localhost the development key. */
  secretKey: string;
};

/** Only for APP_DOMAIN=localhost: data sealed with it is readable by anyone with this repository. */
export const DEVELOPMENT_SECRET_KEY = "engagesuite-development-secret-key-not-for-production";

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const data = parsed.data;
  if (data.NODE_ENV === "production" && data.FAULT_PROVISIONING_STEP_DELAY_MS > 0) {
    throw new Error(
      "Invalid environment:\n  FAULT_PROVISIONING_STEP_DELAY_MS: fault injection is for tests, not production",
    );
  }
  if (!data.SECRET_KEY && data.APP_DOMAIN !== "localhost") {
    throw new Error(
      "Invalid environment:\n  SECRET_KEY: required when APP_DOMAIN is not localhost (32+ random characters)",
    );
  }
  return {
    ...data,
    secretKey: data.SECRET_KEY ?? DEVELOPMENT_SECRET_KEY,
    repoRoot,
    outboxView: data.MAIL_OUTBOX_VIEW ? data.MAIL_OUTBOX_VIEW === "true" : data.NODE_ENV === "development",
    mailFrom:
      data.MAIL_FROM ??
      `EngageSuite <no-reply@${data.APP_DOMAIN === "localhost" ? "engagesuite.localhost" : data.APP_DOMAIN}>`,
    ...overrides,
  };
}
