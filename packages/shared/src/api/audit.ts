import { auditListQuerySchema, auditPageSchema } from "../audit";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["audit"];

/** The tenant's audit log: read-only, for the tenant's administrators. No route edits or deletes an event. */
export const auditApi = {
  list: endpoint({
    method: "GET",
    path: "/api/tenants/:tenantId/audit-events",
    access: "staff",
    permission: "audit.view",
    tenantScoped: true,
    tags,
    summary: "A page of the tenant's audit events, newest first, filtered by person and action (with the total)",
    params: tenantParams,
    query: auditListQuerySchema,
    responses: { 200: auditPageSchema, ...errorAnswers },
  }),
} as const;

// The module's schemas and messages travel with its endpoints (one export line in api/index.ts for the module).
export * from "../audit";
