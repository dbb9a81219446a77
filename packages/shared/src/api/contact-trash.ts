import {
  contactTrashDeletedSchema,
  contactTrashIdsSchema,
  contactTrashPageSchema,
  contactTrashQuerySchema,
  contactTrashRestoredSchema,
} from "../contact-trash";
import { errorAnswers, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["contacts"];
const example = { body: { ids: ["00000000-0000-4000-8000-000000000000"] } };

/** The contacts' trash (issue 21 point 6): the administrator's (`contacts.trash`). */
export const contactTrashApi = {
  list: endpoint({
    method: "GET",
    path: "/api/tenants/:tenantId/contacts/trash",
    access: "staff",
    permission: "contacts.trash",
    tenantScoped: true,
    tags,
    summary: "A page of the trashed contacts, newest deleted first, with who deleted each and the days left",
    params: tenantParams,
    query: contactTrashQuerySchema,
    responses: { 200: contactTrashPageSchema, ...errorAnswers },
  }),
  restore: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/contacts/trash/restore",
    access: "staff",
    permission: "contacts.trash",
    tenantScoped: true,
    tags,
    summary: "Restores trashed contacts with their notes, tags and links (up to 500; other ids are passed over)",
    params: tenantParams,
    body: contactTrashIdsSchema,
    responses: { 200: contactTrashRestoredSchema, ...errorAnswers },
    example,
  }),
  deleteForever: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/contacts/trash/delete",
    access: "staff",
    permission: "contacts.trash",
    tenantScoped: true,
    tags,
    summary: "Deletes trashed contacts forever (up to 500; ids of live contacts or of none are passed over)",
    params: tenantParams,
    body: contactTrashIdsSchema,
    responses: { 200: contactTrashDeletedSchema, ...errorAnswers },
    example,
  }),
  empty: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/contacts/trash/empty",
    access: "staff",
    permission: "contacts.trash",
    tenantScoped: true,
    tags,
    summary: "Deletes every trashed contact of the workspace forever",
    params: tenantParams,
    responses: { 200: contactTrashDeletedSchema, ...errorAnswers },
  }),
} as const;
