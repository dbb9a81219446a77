import { catalogApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../http/serve";
import { notFound } from "../../lib/http-error";
import { getVertical, listCompatibleModules, listServiceModules, listShowcase, listVerticals } from "./queries";

const PUBLIC_CACHE = "public, max-age=300";

/** The public catalogue of `catalogApi`: verticals and service modules. */
export async function catalogRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, catalogApi.publicVerticals, async (_request, reply) => {
    reply.header("cache-control", PUBLIC_CACHE);
    return listVerticals(db);
  });

  serve(app, catalogApi.showcase, async (_request, reply) => {
    reply.header("cache-control", PUBLIC_CACHE);
    return listShowcase(db);
  });

  serve(app, catalogApi.vertical, async (request) => {
    const vertical = await getVertical(db, request.params.id);
    if (!vertical) throw notFound("Vertical not found");
    return vertical;
  });

  serve(app, catalogApi.serviceModules, async (_request, reply) => {
    reply.header("cache-control", PUBLIC_CACHE);
    return listServiceModules(db);
  });

  serve(app, catalogApi.compatibleModules, async (request) => {
    const modules = await listCompatibleModules(db, request.params.verticalId);
    if (!modules) throw notFound("Vertical not found");
    return modules;
  });
}
