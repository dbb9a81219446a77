import { healthStatusSchema } from "../types";
import { endpoint } from "./endpoint";

/** Liveness and database reachability, for load balancers: answers on any host, 503 while the database is down. */
export const healthApi = {
  status: endpoint({
    method: "GET",
    path: "/api/health",
    access: "public",
    tenantScoped: false,
    tags: ["platform"],
    summary: "Server and database status",
    responses: { 200: healthStatusSchema, 503: healthStatusSchema },
  }),
} as const;
