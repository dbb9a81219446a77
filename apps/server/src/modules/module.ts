import type { VerticalDefinition } from "@engagesuite/shared";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { DatabaseHandle, Db, Tx } from "../db/client";
import type { JobQueue, QueueDefinition } from "../jobs/queue";
import type { AdjustableClock } from "../lib/clock";
import type { RateLimiter } from "../lib/rate-limit";
import type { SecretBox } from "../lib/secret-box";
import type { Mailer } from "../providers/mail/mailer";
import type { StripePayments } from "../providers/payments/stripe";
import type { BillingDeps } from "./billing/routes";
import type { WebhookDeps } from "./billing/webhook";
import type { OnboardingDeps } from "./onboarding/tenant-service";

/** What the app builds once and every module may use: the database, configuration, and the outside world's adapters. */
export interface Services {
  database: DatabaseHandle;
  db: Db;
  config: Config;
  mailer: Mailer;
  jobs: JobQueue;
  limiter: RateLimiter;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  /** What time it is for billing's decisions (trial ends, renewals, retries); tests and the dev clock move it. */
  clock: AdjustableClock;
  /** Fault tests: called after each subscription's due work committed. */
  afterBillingStep?: (subscriptionId: string) => Promise<void>;
  /** DNS, certificates and the provisioning job's settings (onboarding and custom domains). */
  provisioning: OnboardingDeps & { expireSeconds: number };
  /** The payment provider the configuration chose, and Stripe's webhook when it is set up. */
  payments: {
    billing: Omit<BillingDeps, "limiter">;
    webhook?: Omit<WebhookDeps, "subscriptions">;
    stripe?: StripePayments;
  };
}

/** A demo tenant being seeded: its id and subdomain (the transaction is bound to it). */
export interface DemoTenant {
  id: string;
  subdomain: string;
}

/** A workspace whose vertical's defaults are being seeded (the transaction is bound to it). */
export interface VerticalTenant {
  id: string;
  vertical: VerticalDefinition;
}

/**
 * One area of the product, as the app sees it. `modules/index.ts` lists them; the app registers each module's routes
 * (in a Fastify scope of their own), starts its queues' workers, and the demo seed calls its `seedDemo` for every demo
 * tenant. A module's tables are declared in its `schema.ts` (drizzle-kit reads every `schema.ts`).
 */
export interface ServerModule {
  name: string;
  /** Registers the module's endpoints, with `serve(app, endpoint, handler)` for each declaration. */
  routes?: (app: FastifyInstance, services: Services) => Promise<void>;
  /** The module's pg-boss queues (later work and cron schedules); handlers must be idempotent. */
  queues?: (services: Services) => QueueDefinition<object>[];
  /** Demo data for one demo tenant, inside the seed's transaction bound to that tenant. */
  seedDemo?: (tx: Tx, tenant: DemoTenant) => Promise<void>;
  /**
   * What a new workspace of this vertical starts with in this module (issue 19: contact types, ticket categories,
   * contact fields, starter articles), inside a transaction bound to the tenant. Runs when the workspace is created,
   * for each demo tenant, and again for every workspace whenever a migration resets `tenants.vertical_seeded_at`:
   * it must insert only what is missing (`on conflict do nothing` on the natural key), never overwrite.
   */
  seedVertical?: (tx: Tx, tenant: VerticalTenant) => Promise<void>;
}

/** Declares a module (an identity function that keeps the literal's types). */
export function defineModule(module: ServerModule): ServerModule {
  return module;
}
