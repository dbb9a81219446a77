import { z } from "zod";
import { uuidSchema } from "../schemas";
import { tagCreateSchema, tagSchema, tagUpdateSchema } from "../tags";
import { errorAnswers, noContent, tenantParams } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["tags"];
const errors = { ...errorAnswers, 409: errorAnswers[400] } as const;
const tagParams = z.object({ tenantId: uuidSchema, tagId: uuidSchema });
const contactTagParams = z.object({ id: uuidSchema, tagId: uuidSchema });

/**
 * Contact tags (issue 21). Every member lists tags, creates them on the fly and puts them on or takes them off a
 * contact (`contacts.work`); renaming, recolouring and deleting a tag changes every contact's, so it is the
 * administrator's, in the workspace's settings (`workspace.manage`).
 */
export const tagsApi = {
  list: endpoint({
    method: "GET",
    path: "/api/tenants/:tenantId/tags",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary: "The workspace's tags by name, with how many contacts carry each",
    params: tenantParams,
    responses: { 200: z.array(tagSchema), ...errors },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/tenants/:tenantId/tags",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary: "Adds a tag (409 when one of the same name, in any case, exists)",
    params: tenantParams,
    body: tagCreateSchema,
    responses: { 201: tagSchema, ...errors },
    example: { body: { name: "Sample tag" } },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/tenants/:tenantId/tags/:tagId",
    access: "staff",
    permission: "workspace.manage",
    tenantScoped: true,
    tags,
    summary: "Renames or recolours a tag",
    params: tagParams,
    body: tagUpdateSchema,
    responses: { 200: tagSchema, ...errors },
    example: { body: { name: "Renamed tag" } },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/tenants/:tenantId/tags/:tagId",
    access: "staff",
    permission: "workspace.manage",
    tenantScoped: true,
    tags,
    summary: "Deletes a tag (the contacts stay, without it)",
    params: tagParams,
    responses: { 204: noContent, ...errors },
  }),
  addToContact: endpoint({
    method: "PUT",
    path: "/api/contacts/:id/tags/:tagId",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary: "Puts a tag on a contact (already there: nothing changes)",
    params: contactTagParams,
    responses: { 204: noContent, ...errors },
  }),
  removeFromContact: endpoint({
    method: "DELETE",
    path: "/api/contacts/:id/tags/:tagId",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags,
    summary: "Takes a tag off a contact",
    params: contactTagParams,
    responses: { 204: noContent, ...errors },
  }),
} as const;

/** The team members a contact can be owned by, readable by every member who works with contacts (issue 21). */
export const contactOwnersApi = {
  list: endpoint({
    method: "GET",
    path: "/api/tenants/:tenantId/contact-owners",
    access: "staff",
    permission: "contacts.work",
    tenantScoped: true,
    tags: ["contacts"],
    summary: "The workspace's active members by name: who can own a contact",
    params: tenantParams,
    responses: { 200: z.array(z.object({ id: uuidSchema, name: z.string() })), ...errors },
  }),
} as const;
