import { z } from "zod";
import {
  contactDuplicateQuerySchema,
  contactDuplicateSchema,
  contactMergeAnswerSchema,
  contactMergeRequestSchema,
} from "../contact-duplicates";
import { uuidSchema } from "../schemas";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["contacts"];

/** Duplicates and merge (issue 21 point 7). */
export const contactDuplicatesApi = {
  duplicates: endpoint({
    method: "GET",
    path: "/api/tenants/:tenantId/contacts/duplicates",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary: "The live contacts with this e-mail address (case-insensitive, trimmed; trashed ones are left out)",
    params: tenantParams,
    query: contactDuplicateQuerySchema,
    responses: { 200: z.array(contactDuplicateSchema), ...errorAnswers },
  }),
  merge: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/contacts/:contactId/merge",
    access: "staff",
    permission: "contacts.merge",
    tenantScoped: true,
    tags,
    summary:
      "Merges another contact into this one: its notes, timeline, tags and portal accounts move here, this contact's empty fields take its values, and it is deleted for good",
    params: z.object({ tenantId: uuidSchema, contactId: uuidSchema }),
    body: contactMergeRequestSchema,
    responses: { 200: contactMergeAnswerSchema, ...errorAnswers },
    example: { body: { otherId: "8b0f4a3e-0000-4000-8000-000000000000" } },
  }),
} as const;
