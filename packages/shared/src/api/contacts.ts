import { z } from "zod";
import { contactExportSelectionSchema } from "../contact-bulk";
import {
  contactBulkDeleteAnswerSchema,
  contactBulkDeleteRequestSchema,
  contactImportAnswerSchema,
  contactImportRequestSchema,
  contactListQuerySchema,
  contactSchema,
} from "../contacts";
import { contactInputSchema } from "../schemas";
import { errorAnswers, idParams, messageAnswer, noContent, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["contacts"];

/**
 * The contacts API (the tenant's address book): members of the host's workspace; importing and exporting are the
 * administrator's (the permission table).
 */
export const contactsApi = {
  list: endpoint({
    method: "GET",
    path: "/api/tenants/:tenantId/contacts",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary:
      "A page of the tenant's contacts (next page in X-Next-Cursor; on the first page the total in X-Total-Count, or X-Total-Count-At-Least when a search matches more than 1,000)",
    params: tenantParams,
    query: contactListQuerySchema,
    responses: { 200: z.array(contactSchema), ...errorAnswers },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/contacts",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary: "Adds a contact",
    params: tenantParams,
    body: contactInputSchema,
    responses: { 201: contactSchema, ...errorAnswers },
    example: { body: { name: "Sample Contact" } },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/contacts/:id",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary: "Updates a contact of the signed-in staff member's tenant",
    params: idParams,
    body: contactInputSchema,
    responses: { 200: contactSchema, ...errorAnswers },
    example: { body: { name: "Sample Contact" } },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/contacts/:id",
    access: "staff",
    permission: "contacts.delete",
    tenantScoped: true,
    tags,
    summary: "Deletes a contact",
    params: idParams,
    responses: { 204: noContent, ...errorAnswers },
  }),
  bulkDelete: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/contacts/bulk-delete",
    access: "staff",
    permission: "contacts.bulkDelete",
    tenantScoped: true,
    tags,
    summary: "Deletes the named contacts at once (up to 500; ids of no contact are passed over)",
    params: tenantParams,
    body: contactBulkDeleteRequestSchema,
    responses: { 200: contactBulkDeleteAnswerSchema, ...errorAnswers },
    example: { body: { ids: ["00000000-0000-4000-8000-000000000000"] } },
  }),
  import: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/contacts/import",
    access: "staff",
    permission: "contacts.import",
    tenantScoped: true,
    tags,
    summary:
      "Imports contacts from CSV through a column mapping (dryRun: check and preview only); mode all: all rows or none, mode valid: the valid rows, the others answered with their reasons",
    bodyLimit: 6 * 1024 * 1024,
    params: tenantParams,
    body: contactImportRequestSchema,
    responses: {
      200: contactImportAnswerSchema,
      ...errorAnswers,
      400: z.union([contactImportAnswerSchema.extend({ message: z.string() }), messageAnswer]),
    },
    example: { body: { csv: "name\nSample Import", dryRun: false } },
  }),
  export: endpoint({
    method: "GET",
    path: "/api/tenants/:tenantId/contacts/export",
    access: "staff",
    permission: "contacts.export",
    tenantScoped: true,
    tags,
    summary: "CSV of the contacts matching the search and filters, streamed",
    params: tenantParams,
    query: contactListQuerySchema.pick({
      search: true,
      type: true,
      status: true,
      fieldKey: true,
      fieldValue: true,
      tags: true,
      owner: true,
    }),
    responses: {},
  }),
  exportSelected: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/contacts/export-selected",
    access: "staff",
    permission: "contacts.export",
    tenantScoped: true,
    tags,
    summary: "CSV of the ticked contacts (the columns of the export; ids of no contact are passed over)",
    params: tenantParams,
    body: contactExportSelectionSchema,
    responses: {},
    example: { body: { ids: ["00000000-0000-4000-8000-000000000000"] } },
  }),
} as const;
