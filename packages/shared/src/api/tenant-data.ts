import { z } from "zod";
import {
  tenantDeletionRequestSchema,
  tenantDeletionSchema,
  tenantExportListSchema,
  tenantExportSchema,
} from "../tenant-data";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["tenant data"];
const admin = {
  access: "staff",
  permission: "workspace.manage",
  tenantScoped: true,
  tags,
} as const;
const exportParams = z.object({
  tenantId: tenantParams.shape.tenantId,
  exportId: z.uuid({ error: "Invalid export id" }),
});
const platformParams = z.object({ id: z.uuid({ error: "Invalid tenant id" }) });

/** The workspace's data export and deletion, for its administrators; the super admin can delete any workspace. */
export const tenantDataApi = {
  listExports: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/data-exports",
    summary: "The workspace's data exports, newest first, with their progress",
    params: tenantParams,
    responses: { 200: tenantExportListSchema, ...errorAnswers },
  }),
  startExport: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/data-exports",
    summary:
      "Starts an export of every record of the workspace (a ZIP of CSV, JSON and files, built by a job; the asker gets an e-mail when it is ready)",
    params: tenantParams,
    responses: { 202: tenantExportSchema, ...errorAnswers },
  }),
  downloadExport: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/data-exports/:exportId/download",
    summary: "The export's ZIP file, as an attachment",
    params: exportParams,
    responses: { ...errorAnswers },
  }),
  deletion: endpoint({
    ...admin,
    method: "GET",
    path: "/api/tenants/:tenantId/deletion",
    summary: "Whether the workspace is scheduled for deletion, and when",
    params: tenantParams,
    responses: { 200: tenantDeletionSchema, ...errorAnswers },
  }),
  scheduleDeletion: endpoint({
    ...admin,
    method: "POST",
    path: "/api/tenants/:tenantId/deletion",
    summary: "Schedules the deletion of the whole workspace in 14 days (confirmed by typing its subdomain)",
    params: tenantParams,
    body: tenantDeletionRequestSchema,
    responses: { 200: tenantDeletionSchema, ...errorAnswers },
    example: { body: { confirm: "demo" } },
  }),
  cancelDeletion: endpoint({
    ...admin,
    method: "DELETE",
    path: "/api/tenants/:tenantId/deletion",
    summary: "Cancels a scheduled deletion",
    params: tenantParams,
    responses: { 200: tenantDeletionSchema, ...errorAnswers },
  }),
  platformScheduleDeletion: endpoint({
    method: "POST",
    path: "/api/platform/tenants/:id/deletion",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "The super admin schedules a workspace's deletion in 14 days (confirmed by typing its subdomain)",
    params: platformParams,
    body: tenantDeletionRequestSchema,
    responses: { 200: tenantDeletionSchema, ...errorAnswers },
    example: { body: { confirm: "demo" } },
  }),
  platformCancelDeletion: endpoint({
    method: "DELETE",
    path: "/api/platform/tenants/:id/deletion",
    access: "superAdmin",
    tenantScoped: false,
    tags,
    summary: "The super admin cancels a workspace's scheduled deletion",
    params: platformParams,
    responses: { 200: tenantDeletionSchema, ...errorAnswers },
  }),
} as const;

export * from "../tenant-data";
