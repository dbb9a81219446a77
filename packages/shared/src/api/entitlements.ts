import { moduleCatalogueSchema, moduleSelectionSchema } from "../entitlements";
import { BILLING_MESSAGES } from "../subscription";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

export * from "../entitlements";

const tags = ["billing"];
/** The workspace's TENANT_ADMIN only (`billing.view`), as the rest of the billing page. */
const admin = {
  access: "staff",
  permission: "billing.view",
  tenantScoped: true,
  deniedMessage: BILLING_MESSAGES.adminOnly,
  tags,
} as const;

/** The billing page's modules (issue 18 point 6): what the workspace has, what it can add, and at what price. */
export const entitlementsApi = {
  list: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/billing/modules",
    summary: "The service modules with this workspace's status for each (included, added, available, coming soon)",
    params: tenantParams,
    responses: { 200: moduleCatalogueSchema, ...errorAnswers },
  }),
  update: endpoint({
    ...admin,
    method: "PUT",
    path: "/api/tenants/:tenantId/billing/modules",
    summary: "Sets the workspace's modules (Core always stays; coming-soon modules are refused)",
    params: tenantParams,
    body: moduleSelectionSchema,
    responses: { 200: moduleCatalogueSchema, ...errorAnswers },
    example: {
      body: { modules: ["core", "help-desk", "knowledge-base", "client-portal", "appointments", "documents"] },
    },
  }),
} as const;
