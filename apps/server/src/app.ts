import { SUITE_NAME } from "@engagesuite/shared";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { registerErrorHandling } from "./lib/error-handler";
import { registerOriginCheck } from "./lib/origin-check";
import { RateLimiter } from "./lib/rate-limit";
import { registerWebApp } from "./lib/web-app";
import { staffContextPlugin } from "./modules/auth/context";
import { authRoutes } from "./modules/auth/routes";
import { purgeExpiredStaffSessions } from "./modules/auth/staff-sessions";
import { catalogRoutes } from "./modules/catalog/routes";
import { healthRoutes } from "./modules/health/routes";
import { portalContextPlugin } from "./modules/portal/context";
import { portalRoutes } from "./modules/portal/routes";
import { tenantLookupRoutes } from "./modules/tenants/routes";
import { Mailer, type MailTransport, outboxOnlyTransport, smtpTransport } from "./providers/mail/mailer";
import { outboxRoutes } from "./providers/mail/outbox-routes";
import { tenancyPlugin } from "./tenancy/plugin";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Tests may hand in a transport; otherwise SMTP when SMTP_URL is set, else the outbox. */
  mailTransport?: MailTransport;
}

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Builds the whole server: used by main.ts and by every test (through app.inject or a real listen). */
export async function buildApp({ config, database, mailTransport }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerOriginCheck(app);
  await app.register(fastifyCookie);

  const isLocal = config.APP_DOMAIN === "localhost";
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": isLocal ? null : [],
      },
    },
    hsts: isLocal ? false : { maxAge: 15552000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${SUITE_NAME} API`, version: "1.0.0" },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(tenancyPlugin, {
    db: database.db,
    appDomain: config.APP_DOMAIN,
    devHosting: config.DEV_HOSTING || config.NODE_ENV === "development",
  });

  await app.register(staffContextPlugin, { db: database.db });
  await app.register(portalContextPlugin, { db: database.db });

  const transport = mailTransport ?? (config.SMTP_URL ? smtpTransport(config.SMTP_URL) : outboxOnlyTransport);
  const mailer = new Mailer(database.db, transport, config.mailFrom, app.log);
  app.decorate("mailer", mailer);
  const authDeps = { db: database.db, config, mailer, limiter: new RateLimiter(database.db) };

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { db: database.db });
  await app.register(tenantLookupRoutes, { db: database.db });
  await app.register(authRoutes, authDeps);
  await app.register(portalRoutes, authDeps);
  if (config.outboxView) await app.register(outboxRoutes, { mailer });

  startMaintenance(app, authDeps);

  await registerWebApp(app, { distDir: config.WEB_DIST, appDomain: config.APP_DOMAIN });
  return app;
}

/** Background upkeep while the server runs: mail retries, expired sessions and rate-limit windows. */
function startMaintenance(
  app: FastifyInstance,
  deps: { db: DatabaseHandle["db"]; mailer: Mailer; limiter: RateLimiter },
) {
  deps.mailer.start();
  const sweep = setInterval(() => {
    void Promise.all([purgeExpiredStaffSessions(deps.db), deps.limiter.purgeExpired()]).catch((error) =>
      app.log.warn({ err: error }, "maintenance sweep failed"),
    );
  }, 15 * 60_000);
  sweep.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    await deps.mailer.stop();
  });
}
