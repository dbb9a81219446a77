import { healthStatusSchema } from "@engagesuite/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../db/client";

/** Liveness and database reachability; 503 while the database cannot be reached. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["platform"],
        summary: "Server and database status",
        response: { 200: healthStatusSchema, 503: healthStatusSchema },
      },
    },
    async (_request, reply) => {
      const up = await database.ping(1500);
      reply.header("cache-control", "no-store");
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? "ok" : "degraded", database: up ? "up" : "down", time: new Date().toISOString() });
    },
  );
};
