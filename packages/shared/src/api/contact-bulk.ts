import { z } from "zod";
import { contactBulkJobSchema, contactBulkRequestSchema } from "../contact-bulk";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["contacts"];

/**
 * Bulk actions on contacts (issue 21). Tagging, status, type and owner are every member's (`contacts.work`, as editing
 * one contact is); a bulk delete is the administrator's (`contacts.bulkDelete`, checked for that action).
 */
export const contactBulkApi = {
  start: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/contacts/bulk",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary:
      "Starts a bulk action on the ticked contacts or on all matching a filter: answers 202 with the job at once; the job changes every contact or none",
    bodyLimit: 1024 * 1024,
    params: tenantParams,
    body: contactBulkRequestSchema,
    responses: { 202: contactBulkJobSchema, ...errorAnswers },
    example: {
      body: {
        action: { kind: "status", status: "INACTIVE" },
        selection: { ids: ["00000000-0000-4000-8000-000000000000"] },
      },
    },
  }),
  progress: endpoint({
    method: "GET",
    path: "/api/tenants/:tenantId/contacts/bulk/:jobId",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary: "Where a bulk action stands: queued, running, done or failed",
    params: z.object({ tenantId: tenantParams.shape.tenantId, jobId: z.uuid({ error: "Invalid job id" }) }),
    responses: { 200: contactBulkJobSchema, ...errorAnswers },
  }),
} as const;
