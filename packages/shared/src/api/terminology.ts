import { terminologySchema } from "../terminology";
import { termOverridesSchema } from "../verticals/types";
import { WORKSPACE_MESSAGES } from "../workspace";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["workspace"];
/** The workspace's own TENANT_ADMIN only (as its other settings). */
const admin = {
  access: "staff",
  permission: "workspace.manage",
  tenantScoped: true,
  deniedMessage: WORKSPACE_MESSAGES.adminOnly,
  tags,
} as const;

/** The workspace's words for its contacts, tickets and portal (issue 19 point 2). */
export const terminologyApi = {
  get: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/terminology",
    summary: "The workspace's terminology: its vertical's words, the admin's overrides, and the words in effect",
    params: tenantParams,
    responses: { 200: terminologySchema, ...errorAnswers },
  }),
  update: endpoint({
    ...admin,
    method: "PUT",
    path: "/api/tenants/:tenantId/terminology",
    summary: "Replaces the overrides (a term left out, or equal to the vertical's, is the vertical's word again)",
    params: tenantParams,
    body: termOverridesSchema,
    responses: { 200: terminologySchema, ...errorAnswers },
    example: { body: { contact: { one: "Patient", other: "Patients", article: "a" }, portal: "Patient Portal" } },
  }),
} as const;
