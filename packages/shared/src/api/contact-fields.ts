import { z } from "zod";
import {
  contactFieldCreateSchema,
  contactFieldReorderSchema,
  contactFieldSchema,
  contactFieldUpdateSchema,
} from "../custom-fields";
import { uuidSchema } from "../schemas";
import { errorAnswers, noContent, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["contact-fields"];
const fieldParams = tenantParams.extend({ fieldId: uuidSchema });

/**
 * The workspace's custom contact fields (issue 19 point 3): every member reads them (the contact form and the list's
 * filter need them); changing them is an administrator's (`contactFields.manage`).
 */
export const contactFieldsApi = {
  list: endpoint({
    method: "GET",
    path: "/api/tenants/:tenantId/contact-fields",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary: "The workspace's custom contact fields, in their order",
    params: tenantParams,
    responses: { 200: z.array(contactFieldSchema), ...errorAnswers },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/contact-fields",
    access: "staff",
    permission: "contactFields.manage",
    tenantScoped: true,
    tags,
    summary: "Adds a custom contact field (last in the order)",
    params: tenantParams,
    body: contactFieldCreateSchema,
    responses: { 201: contactFieldSchema, ...errorAnswers },
    example: { body: { key: "sample_field", label: "Sample field", kind: "text" } },
  }),
  update: endpoint({
    method: "PUT",
    path: "/api/tenants/:tenantId/contact-fields/:fieldId",
    access: "staff",
    permission: "contactFields.manage",
    tenantScoped: true,
    tags,
    summary: "Changes a custom contact field's label, kind, options or required flag (its key stays)",
    params: fieldParams,
    body: contactFieldUpdateSchema,
    responses: { 200: contactFieldSchema, ...errorAnswers },
    example: { body: { label: "Sample field", kind: "text" } },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/tenants/:tenantId/contact-fields/:fieldId",
    access: "staff",
    permission: "contactFields.manage",
    tenantScoped: true,
    tags,
    summary: "Deletes a custom contact field (contacts keep their values, no longer shown)",
    params: fieldParams,
    responses: { 204: noContent, ...errorAnswers },
  }),
  reorder: endpoint({
    method: "PUT",
    path: "/api/tenants/:tenantId/contact-fields-order",
    access: "staff",
    permission: "contactFields.manage",
    tenantScoped: true,
    tags,
    summary: "Puts the workspace's custom contact fields in the given order (every field's id once)",
    params: tenantParams,
    body: contactFieldReorderSchema,
    responses: { 200: z.array(contactFieldSchema), ...errorAnswers },
    example: { body: { ids: ["00000000-0000-4000-8000-000000000000"] } },
  }),
} as const;
