import { SUITE_NAME } from "@engagesuite/shared";
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
import { registerWebApp } from "./lib/web-app";
import { catalogRoutes } from "./modules/catalog/routes";
import { healthRoutes } from "./modules/health/routes";
import { tenantLookupRoutes } from "./modules/tenants/routes";
import { tenancyPlugin } from "./tenancy/plugin";

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
}

/** Builds the whole server: used by main.ts and by every test (through app.inject or a real listen). */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === "silent" ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

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

  await app.register(healthRoutes, { database });
  await app.register(catalogRoutes, { db: database.db });
  await app.register(tenantLookupRoutes, { db: database.db });

  await registerWebApp(app, { distDir: config.WEB_DIST, appDomain: config.APP_DOMAIN });
  return app;
}
