import { numericIdSchema, publicVerticalSchema, serviceModuleSchema, verticalDetailSchema } from "@engagesuite/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { getVertical, listCompatibleModules, listServiceModules, listShowcase, listVerticals } from "./queries";

const PUBLIC_CACHE = "public, max-age=300";

/** The public catalogue: verticals and service modules (SPEC §7). */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/public/verticals",
    {
      schema: {
        tags: ["catalog"],
        summary: "Industry verticals for the landing page",
        response: { 200: z.array(publicVerticalSchema), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return listVerticals(db);
    },
  );

  app.get(
    "/api/verticals/showcase",
    {
      schema: {
        tags: ["catalog"],
        summary: "Verticals with the service modules that suit each",
        response: { 200: z.array(verticalDetailSchema), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return listShowcase(db);
    },
  );

  app.get(
    "/api/verticals/:id",
    {
      schema: {
        tags: ["catalog"],
        summary: "One vertical by numeric id",
        params: z.object({ id: numericIdSchema }),
        response: { 200: verticalDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const vertical = await getVertical(db, request.params.id);
      if (!vertical) throw notFound("Vertical not found");
      return vertical;
    },
  );

  app.get(
    "/api/services",
    {
      schema: {
        tags: ["catalog"],
        summary: "All service modules",
        response: { 200: z.array(serviceModuleSchema), ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", PUBLIC_CACHE);
      return listServiceModules(db);
    },
  );

  app.get(
    "/api/services/compatible/:verticalId",
    {
      schema: {
        tags: ["catalog"],
        summary: "Service modules that suit a vertical",
        params: z.object({ verticalId: numericIdSchema }),
        response: { 200: z.array(serviceModuleSchema), ...errorResponses },
      },
    },
    async (request) => {
      const modules = await listCompatibleModules(db, request.params.verticalId);
      if (!modules) throw notFound("Vertical not found");
      return modules;
    },
  );
};
