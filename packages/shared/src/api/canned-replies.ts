import { z } from "zod";
import { cannedReplyCreateSchema, cannedReplySchema, cannedReplyUpdateSchema } from "../canned-replies";
import { uuidSchema } from "../schemas";
import { errorAnswers, noContent } from "./answers";
import { endpoint } from "./endpoint";

const tags = ["help desk"];
/** A title another canned reply of the workspace has (in any case) is refused with 409. */
const errors = { ...errorAnswers, 409: errorAnswers[400] } as const;
const cannedReplyParams = z.object({ cannedReplyId: uuidSchema });

/**
 * The help desk's canned replies (issue 22 point 8): every member lists them and inserts one into a reply
 * (`tickets.work`); adding, editing and deleting them is the administrator's (`tickets.canned`), in the help desk's
 * settings. The tenant is the session's.
 */
export const cannedRepliesApi = {
  list: endpoint({
    method: "GET",
    path: "/api/helpdesk/canned-replies",
    access: "staff",
    permission: "tickets.work",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "The workspace's canned replies by title, placeholders unfilled",
    responses: { 200: z.array(cannedReplySchema), ...errors },
  }),
  create: endpoint({
    method: "POST",
    path: "/api/helpdesk/canned-replies",
    access: "staff",
    permission: "tickets.canned",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "Adds a canned reply (409 when one of the same title, in any case, exists)",
    body: cannedReplyCreateSchema,
    responses: { 201: cannedReplySchema, ...errors },
    example: { body: { title: "Sample reply", body: "Hi {{contact.first_name}}, thanks for writing." } },
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/helpdesk/canned-replies/:cannedReplyId",
    access: "staff",
    permission: "tickets.canned",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "Changes a canned reply's title or text",
    params: cannedReplyParams,
    body: cannedReplyUpdateSchema,
    responses: { 200: cannedReplySchema, ...errors },
    example: { body: { title: "Renamed reply" } },
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/helpdesk/canned-replies/:cannedReplyId",
    access: "staff",
    permission: "tickets.canned",
    tenantScoped: true,
    tags,
    module: "help-desk",
    summary: "Deletes a canned reply",
    params: cannedReplyParams,
    responses: { 204: noContent, ...errors },
  }),
} as const;
