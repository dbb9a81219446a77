import { type Endpoint, SUITE_NAME } from "@engagesuite/shared";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import type { Config, TrustProxy } from "./config";
import type { DatabaseHandle } from "./db/client";
import { answerSerializerCompiler } from "./http/answer-serializer";
import { requestContextPlugin } from "./http/request-context";
import { JobQueue } from "./jobs/queue";
import { sweepQueue } from "./jobs/sweep";
import { AdjustableClock, type Clock } from "./lib/clock";
import { registerCompression } from "./lib/compression";
import { frameworkErrorAnswer, registerErrorHandling } from "./lib/error-handler";
import { registerInputGuard } from "./lib/input-guard";
import { type LogDestination, loggerOptions } from "./lib/logging";
import { registerOriginCheck } from "./lib/origin-check";
import { RateLimiter } from "./lib/rate-limit";
import { SecretBox } from "./lib/secret-box";
import { registerWebApp } from "./lib/web-app";
import { MODULES } from "./modules";
import { staffContextPlugin } from "./modules/auth/context";
import { PORTAL_COOKIE_NAMES } from "./modules/auth/cookies";
import type { Resolver } from "./modules/domains/custom-domains";
import type { Services } from "./modules/module";
import type { OnboardingDeps } from "./modules/onboarding/tenant-service";
import { HEALTH_STATS_QUEUE, trackApiHealth } from "./modules/platform/health-stats";
import { portalContextPlugin } from "./modules/portal/context";
import { AcmeCertificateProvider } from "./providers/certificates/acme";
import { CertificateRouter } from "./providers/certificates/router";
import { WildcardCertificateProvider } from "./providers/certificates/wildcard";
import { CloudflareDnsProvider } from "./providers/dns/cloudflare";
import { LocalDnsProvider } from "./providers/dns/local";
import type { DnsProvider } from "./providers/dns/types";
import { Mailer, type MailTransport, outboxOnlyTransport, smtpTransport } from "./providers/mail/mailer";
import { SandboxPayments } from "./providers/payments/sandbox";
import { StripePayments } from "./providers/payments/stripe";
import type { PaymentProvider } from "./providers/payments/types";
import { registerMainHostOnly } from "./tenancy/main-host-only";
import { tenancyPlugin } from "./tenancy/plugin";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** PostgreSQL URL pg-boss uses (it manages its own schema, so the owning role); default the config's. */
  jobsDatabaseUrl?: string;
  /** How long a provisioning job may run before a dead worker's job is retried (default PROVISIONING_EXPIRE_SECONDS). */
  provisioningExpireSeconds?: number;
  /** Test hook for fault tests: runs after each provisioning step. */
  afterProvisioningStep?: OnboardingDeps["afterProvisioningStep"];
  /** Tests may hand in providers; otherwise they follow the config (DESIGN §6). `resolver`: custom domains' lookups. */
  providers?: Partial<{ dns: DnsProvider; payments: PaymentProvider; stripe: Stripe; resolver: Resolver }>;
  /** Tests may hand in a transport; otherwise SMTP when SMTP_URL is set, else the outbox. */
  mailTransport?: MailTransport;
  /** Tests may capture the log; otherwise it goes to stdout. */
  logStream?: LogDestination;
  /** The time billing reads (default: the system's); the development clock endpoint moves it forward. */
  clock?: Clock;
  /** Fault tests: runs after each subscription's due work committed. */
  afterBillingStep?: Services["afterBillingStep"];
}

export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint?: Endpoint;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
    jobs: JobQueue;
    /** Every route registered, with the endpoint declaration it was registered from (the sweeps walk this). */
    routeList: RegisteredRoute[];
  }
}

/** Builds the whole server: used by main.ts and by every test (through app.inject or a real listen). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, mailTransport } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : loggerOptions(config.LOG_LEVEL, deps.logStream),
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // The router's own errors (a malformed %-escape, an over-long path parameter) in the API's one error shape.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } = frameworkErrorAnswer(error);
      (reply as unknown as FastifyReply).code(status).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  const routeList: RegisteredRoute[] = [];
  app.decorate("routeList", routeList);
  app.addHook("onRoute", (route) => {
    const endpoint = route.config?.endpoint;
    for (const method of [route.method].flat())
      if (method !== "HEAD") routeList.push({ method, url: route.url, endpoint });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerOriginCheck(app, { trustProxyHost: config.TRUST_PROXY_HOST });
  await app.register(fastifyCookie);
  registerNoStore(app);
  await registerCompression(app);

  const isLocal = config.APP_DOMAIN === "localhost";
  const stripeEnabled = config.payments === "stripe" || Boolean(deps.providers?.stripe);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", ...(stripeEnabled ? ["https://js.stripe.com"] : [])],
        "frame-src": stripeEnabled ? ["https://js.stripe.com", "https://hooks.stripe.com"] : ["'none'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...(stripeEnabled ? ["https://api.stripe.com"] : [])],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": isLocal ? null : [],
      },
    },
    hsts: isLocal ? false : { maxAge: 15552000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });

  if (config.apiDocs) {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: `${SUITE_NAME} API`, version: "1.0.0" },
        servers: [],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  }

  await app.register(tenancyPlugin, {
    db: database.db,
    appDomain: config.APP_DOMAIN,
    // Development mode counts as dev hosting on localhost only: a real domain needs DEV_HOSTING said out loud.
    devHosting: config.DEV_HOSTING || (config.NODE_ENV === "development" && isLocal),
    trustProxyHost: config.TRUST_PROXY_HOST,
  });
  registerMainHostOnly(app);

  await app.register(staffContextPlugin, { db: database.db });
  await app.register(portalContextPlugin, { db: database.db });
  await app.register(requestContextPlugin, { db: database.db });

  const jobs = new JobQueue(database, {
    connectionString: deps.jobsDatabaseUrl ?? config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL,
    log: app.log,
  });
  app.decorate("jobs", jobs);
  const transport = mailTransport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxOnlyTransport);
  const mailer = new Mailer(database.db, transport, config.mailFrom, jobs, app.log);
  app.decorate("mailer", mailer);
  const limiter = new RateLimiter(database);
  const secrets = new SecretBox(config.secretKey);
  const clock = new AdjustableClock(deps.clock);
  const services: Services = {
    database,
    db: database.db,
    config,
    mailer,
    jobs,
    limiter,
    secrets,
    log: app.log,
    clock,
    afterBillingStep: deps.afterBillingStep,
    provisioning: provisioningServices(deps, database.db, { secrets, limiter, mailer, jobs }),
    payments: await paymentServices(config, database.db, deps.providers, clock),
  };
  // Every API answer of every module counts in the war room's system health: a root hook, outside the module scopes.
  trackApiHealth(app, (batch) => jobs.send(HEALTH_STATS_QUEUE, batch));
  // Each module's routes in a scope of their own: a module's hooks and parsers stay its own.
  for (const module of MODULES) {
    const routes = module.routes;
    if (routes) await app.register(async (scope) => routes(scope, services));
  }
  app.addHook("onReady", async () => {
    const queues = MODULES.flatMap((module) => module.queues?.(services) ?? []);
    await jobs.startWithRetry([...queues, mailer.queue, sweepQueue(services)], app.log);
  });
  app.addHook("onClose", async () => jobs.stop());

  await registerWebApp(app, {
    distDir: config.WEB_DIST,
    appDomain: config.APP_DOMAIN,
    portalCookieNames: PORTAL_COOKIE_NAMES,
  });
  return app;
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes "trust the nearest n hops" (Fastify refuses bare numbers because a
 * client reaching the app directly could then forge X-Forwarded-For; docs/OPERATIONS.md says when a count is safe).
 */
function fastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === "number") return (_address, hop) => hop < value;
  return value;
}

/**
 * API answers are not stored by browsers or shared caches unless the route says otherwise: every answer that may
 * carry a session's data (staff, portal, platform) gets `Cache-Control: no-store`, and the few public, cacheable
 * catalogue routes set their own header. A default rather than a per-route opt-in, so a new route cannot forget it.
 */
function registerNoStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    // The matched route counts (an encoded `/%61pi/…` path is an API route too), and so does an unknown /api/ path.
    const api = (request.routeOptions.url ?? "").startsWith("/api/") || request.url.startsWith("/api/");
    if (api && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    return payload;
  });
}

/** FAULT_PROVISIONING_STEP_DELAY_MS (fault tests only): a pause after each provisioning step, so a test can kill the node. */
function injectedProvisioningDelay(ms: number): OnboardingDeps["afterProvisioningStep"] {
  if (ms <= 0) return undefined;
  return () => new Promise((resolve) => setTimeout(resolve, ms));
}

function dnsProviderFor(config: Config): DnsProvider {
  const target = config.DNS_TARGET ?? config.APP_DOMAIN;
  if (config.CLOUDFLARE_API_TOKEN && config.CLOUDFLARE_ZONE_ID) {
    return new CloudflareDnsProvider({
      apiToken: config.CLOUDFLARE_API_TOKEN,
      zoneId: config.CLOUDFLARE_ZONE_ID,
      apiBase: config.CLOUDFLARE_API_BASE,
      target,
    });
  }
  return new LocalDnsProvider(target);
}

/**
 * Stripe with STRIPE_SECRET_KEY (and its webhook with STRIPE_WEBHOOK_SECRET); the sandbox on localhost or with
 * PAYMENTS=sandbox (config.ts refuses a real domain with neither).
 */
async function paymentServices(
  config: Config,
  db: DatabaseHandle["db"],
  providers: AppDeps["providers"],
  clock: Clock,
): Promise<Services["payments"]> {
  // Stripe's SDK (about 20 MB of memory) is loaded only by a server that uses it.
  const stripe =
    providers?.stripe ??
    (config.payments === "stripe" && config.STRIPE_SECRET_KEY
      ? new (await import("stripe")).default(config.STRIPE_SECRET_KEY)
      : undefined);
  if (providers?.payments) return { billing: { payments: providers.payments, publishableKey: null } };
  if (stripe) {
    const payments = new StripePayments(stripe, db);
    const webhook = config.STRIPE_WEBHOOK_SECRET
      ? { db, stripe, payments, secret: config.STRIPE_WEBHOOK_SECRET }
      : undefined;
    return { billing: { payments, publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null }, webhook, stripe: payments };
  }
  const sandbox = new SandboxPayments(db, clock);
  return { billing: { payments: sandbox, sandbox, publishableKey: null } };
}

/** DNS and certificate providers from the configuration (or the tests'), and the provisioning job's settings. */
function provisioningServices(
  deps: AppDeps,
  db: DatabaseHandle["db"],
  shared: Pick<Services, "secrets" | "limiter" | "mailer" | "jobs">,
): Services["provisioning"] {
  const { config } = deps;
  return {
    db,
    appDomain: config.APP_DOMAIN,
    publicOrigin: config,
    dnsTarget: config.DNS_TARGET ?? config.APP_DOMAIN,
    resolver: deps.providers?.resolver,
    ...shared,
    dns: deps.providers?.dns ?? dnsProviderFor(config),
    certificates: new CertificateRouter(
      config.APP_DOMAIN,
      new WildcardCertificateProvider(
        config.APP_DOMAIN,
        config.WILDCARD_CERT_EXPIRES_AT ? new Date(config.WILDCARD_CERT_EXPIRES_AT) : undefined,
      ),
      config.ACME_DIRECTORY_URL && config.ACME_EMAIL
        ? new AcmeCertificateProvider(db, {
            directoryUrl: config.ACME_DIRECTORY_URL,
            email: config.ACME_EMAIL,
            accountKeyPem: config.ACME_ACCOUNT_KEY,
          })
        : undefined,
    ),
    afterProvisioningStep:
      deps.afterProvisioningStep ?? injectedProvisioningDelay(config.FAULT_PROVISIONING_STEP_DELAY_MS),
    expireSeconds: deps.provisioningExpireSeconds ?? config.PROVISIONING_EXPIRE_SECONDS,
  };
}
