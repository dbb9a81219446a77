import { z } from "zod";
import {
  authEventQuerySchema,
  authEventSchema,
  platformOverviewSchema,
  registryQuerySchema,
  registryTenantSchema,
} from "../platform";
import { errorAnswers, idParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["platform"];

/** The super admin's platform (main host only): live war room figures, the tenant registry, the sign-in monitor. */
export const platformApi = {
  overview: endpoint({
    method: "GET",
    path: "/api/platform/overview",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Live war room figures",
    responses: { 200: platformOverviewSchema, ...errorAnswers },
  }),
  tenants: endpoint({
    method: "GET",
    path: "/api/platform/tenants",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Every tenant (search by name or subdomain, filter by status)",
    query: registryQuerySchema,
    responses: { 200: z.array(registryTenantSchema), ...errorAnswers },
  }),
  suspendTenant: endpoint({
    method: "POST",
    path: "/api/platform/tenants/:id/suspend",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Suspends a tenant: its sign-ins and API calls are refused, its sessions end",
    params: idParams,
    responses: { 200: registryTenantSchema, ...errorAnswers },
  }),
  reactivateTenant: endpoint({
    method: "POST",
    path: "/api/platform/tenants/:id/reactivate",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Reactivates a tenant",
    params: idParams,
    responses: { 200: registryTenantSchema, ...errorAnswers },
  }),
  authEvents: endpoint({
    method: "GET",
    path: "/api/platform/auth-events",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "Recent sign-ins and failed attempts across the platform",
    query: authEventQuerySchema,
    responses: { 200: z.array(authEventSchema), ...errorAnswers },
  }),
} as const;
