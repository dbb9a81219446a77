import { z } from "zod";
import { DOCUMENT_MAX_BYTES } from "../documents";
import { uuidSchema } from "../schemas";
import {
  ticketAttachmentParams,
  ticketAttachmentSchema,
  ticketAttachmentUploadQuerySchema,
} from "../ticket-attachments";
import { apiErrorSchema } from "../types";
import { errorAnswers } from "./answers";
import { endpoint } from "./endpoint";

export * from "../ticket-attachments";

const tags = ["help desk"];
const errors = { ...errorAnswers, 409: apiErrorSchema, 413: apiErrorSchema } as const;
const staff = { access: "staff", permission: "tickets.work", module: "help-desk", tenantScoped: true, tags } as const;
const portal = { access: "portalClient", module: "help-desk", tenantScoped: true, tags } as const;
const upload = {
  csrf: { allowContentTypes: ["application/octet-stream"] },
  bodyLimit: DOCUMENT_MAX_BYTES + 1,
} as const;
const ticketParams = z.object({ ticketId: uuidSchema });

/**
 * Files on tickets and comments (issue 22 point 5), with the limits of portal documents. An upload is the file's bytes
 * (`application/octet-stream`) with its name, and optionally the comment it belongs to, in the query (post the comment
 * first, then its files). A download answers the bytes as an attachment; an image's thumbnail is a small WebP.
 */
export const ticketAttachmentsApi = {
  upload: endpoint({
    ...staff,
    ...upload,
    method: "POST",
    path: "/api/helpdesk/tickets/:ticketId/attachments",
    summary: "Attaches a file to a ticket, or to one of its comments (the body is the file, ≤ 25 MB)",
    params: ticketParams,
    query: ticketAttachmentUploadQuerySchema,
    responses: { 201: ticketAttachmentSchema, ...errors },
  }),
  list: endpoint({
    ...staff,
    method: "GET",
    path: "/api/helpdesk/tickets/:ticketId/attachments",
    summary: "A ticket's attachments, on the ticket and on its comments (internal notes included)",
    params: ticketParams,
    responses: { 200: z.array(ticketAttachmentSchema), ...errors },
  }),
  file: endpoint({
    ...staff,
    method: "GET",
    path: "/api/helpdesk/attachments/:attachmentId/file",
    summary: "An attachment's bytes, as a download",
    params: ticketAttachmentParams,
    responses: { ...errors },
  }),
  thumbnail: endpoint({
    ...staff,
    method: "GET",
    path: "/api/helpdesk/attachments/:attachmentId/thumbnail",
    summary: "An image attachment's thumbnail (WebP, 320 px wide)",
    params: ticketAttachmentParams,
    responses: { ...errors },
  }),
  portalUpload: endpoint({
    ...portal,
    ...upload,
    method: "POST",
    path: "/api/client-portal/tickets/:ticketId/attachments",
    summary: "The client attaches a file to their ticket, or to their reply (the body is the file, ≤ 25 MB)",
    params: ticketParams,
    query: ticketAttachmentUploadQuerySchema,
    responses: { 201: ticketAttachmentSchema, ...errors },
  }),
  portalList: endpoint({
    ...portal,
    method: "GET",
    path: "/api/client-portal/tickets/:ticketId/attachments",
    summary: "The attachments of one of the client's tickets: on the ticket and on public comments",
    params: ticketParams,
    responses: { 200: z.array(ticketAttachmentSchema), ...errors },
  }),
  portalFile: endpoint({
    ...portal,
    method: "GET",
    path: "/api/client-portal/attachments/:attachmentId/file",
    summary: "An attachment's bytes, as a download (the client's own tickets, never an internal note's)",
    params: ticketAttachmentParams,
    responses: { ...errors },
  }),
  portalThumbnail: endpoint({
    ...portal,
    method: "GET",
    path: "/api/client-portal/attachments/:attachmentId/thumbnail",
    summary: "An image attachment's thumbnail (WebP)",
    params: ticketAttachmentParams,
    responses: { ...errors },
  }),
} as const;
