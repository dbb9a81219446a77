import { z } from "zod";
import { numericIdSchema } from "../schemas";
import { publicVerticalSchema, serviceModuleSchema, verticalDetailSchema } from "../types";
import { errorAnswers } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["catalog"];

/** The public catalogue: industry verticals and service modules, for anyone (lists cached 5 minutes). */
export const catalogApi = {
  publicVerticals: endpoint({
    method: "GET",
    path: "/api/public/verticals",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Industry verticals for the landing page",
    responses: { 200: z.array(publicVerticalSchema), ...errorAnswers },
  }),
  showcase: endpoint({
    method: "GET",
    path: "/api/verticals/showcase",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Verticals with the service modules that suit each",
    responses: { 200: z.array(verticalDetailSchema), ...errorAnswers },
  }),
  vertical: endpoint({
    method: "GET",
    path: "/api/verticals/:id",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "One vertical by numeric id",
    params: z.object({ id: numericIdSchema }),
    responses: { 200: verticalDetailSchema, ...errorAnswers },
  }),
  serviceModules: endpoint({
    method: "GET",
    path: "/api/services",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "All service modules",
    responses: { 200: z.array(serviceModuleSchema), ...errorAnswers },
  }),
  compatibleModules: endpoint({
    method: "GET",
    path: "/api/services/compatible/:verticalId",
    access: "public",
    tenantScoped: false,
    tags,
    summary: "Service modules that suit a vertical",
    params: z.object({ verticalId: numericIdSchema }),
    responses: { 200: z.array(serviceModuleSchema), ...errorAnswers },
  }),
} as const;
