import { healthApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/client";
import { serve } from "../../http/serve";

/** Liveness and database reachability (`healthApi`); 503 while the database cannot be reached. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }): Promise<void> {
  serve(app, healthApi.status, async (_request, reply) => {
    const up = await database.ping(1500);
    reply.header("cache-control", "no-store");
    return reply
      .status(up ? 200 : 503)
      .send({ status: up ? "ok" : "degraded", database: up ? "up" : "down", time: new Date().toISOString() });
  });
}
