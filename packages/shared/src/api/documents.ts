import {
  clientDocumentsParams,
  DOCUMENT_MAX_BYTES,
  documentFileQuerySchema,
  documentLinkSchema,
  documentSchema,
  documentUploadQuerySchema,
  portalDocumentListSchema,
  portalDocumentParams,
  staffDocumentListSchema,
  staffDocumentParams,
} from "../documents";
import { apiErrorSchema } from "../types";
import { errorAnswers, messageAnswer } from "./answers";
import { endpoint } from "./endpoint";

export * from "../documents";

const tags = ["documents"];
const uploadErrors = { ...errorAnswers, 413: apiErrorSchema } as const;
const staff = { access: "staff", permission: "portal.work", module: "documents", tenantScoped: true, tags } as const;
const portal = { access: "portalClient", module: "documents", tenantScoped: true, tags } as const;
/** The file's bytes as the body: not JSON, so the CSRF rule is widened to this one type (still same-origin only). */
const upload = {
  csrf: { allowContentTypes: ["application/octet-stream"] },
  bodyLimit: DOCUMENT_MAX_BYTES + 1,
} as const;

/**
 * Documents (issue 20 point 2). An upload is the file's bytes (`application/octet-stream`) with its name in the
 * query; its type is read from the bytes. A download is two calls: `link` answers a URL signed for this session that
 * works five minutes, and that URL answers the bytes as an attachment.
 */
export const documentsApi = {
  list: endpoint({
    ...staff,
    method: "GET",
    path: "/api/tenants/:tenantId/portal/accounts/:clientId/documents",
    summary: "The documents shared with one portal client and uploaded by them, newest first, and the storage used",
    params: clientDocumentsParams,
    responses: { 200: staffDocumentListSchema, ...errorAnswers },
  }),
  upload: endpoint({
    ...staff,
    ...upload,
    method: "POST",
    path: "/api/tenants/:tenantId/portal/accounts/:clientId/documents",
    summary: "Shares a file with the client (the body is the file, ≤ 25 MB; PDF, images, Office, text or CSV)",
    params: clientDocumentsParams,
    query: documentUploadQuerySchema,
    responses: { 201: documentSchema, ...uploadErrors },
  }),
  link: endpoint({
    ...staff,
    method: "GET",
    path: "/api/tenants/:tenantId/documents/:documentId/link",
    summary: "A download URL for this session, valid five minutes",
    params: staffDocumentParams,
    responses: { 200: documentLinkSchema, ...errorAnswers },
  }),
  file: endpoint({
    ...staff,
    method: "GET",
    path: "/api/tenants/:tenantId/documents/:documentId/file",
    summary: "The document's bytes, as an attachment (a signed URL from `link`, for the session it was made for)",
    params: staffDocumentParams,
    query: documentFileQuerySchema,
    responses: { ...errorAnswers },
  }),
  remove: endpoint({
    ...staff,
    method: "DELETE",
    path: "/api/tenants/:tenantId/documents/:documentId",
    summary: "Deletes a document (for the client too) and its stored file",
    params: staffDocumentParams,
    responses: { 200: messageAnswer, ...errorAnswers },
  }),
  portalList: endpoint({
    ...portal,
    method: "GET",
    path: "/api/client-portal/documents",
    summary: "The signed-in client's documents, newest first, and whether they may upload",
    responses: { 200: portalDocumentListSchema, ...errorAnswers },
  }),
  portalUpload: endpoint({
    ...portal,
    ...upload,
    method: "POST",
    path: "/api/client-portal/documents",
    summary: "Uploads a file for the staff, when the workspace allows it (the body is the file, ≤ 25 MB)",
    query: documentUploadQuerySchema,
    responses: { 201: documentSchema, ...uploadErrors },
  }),
  portalLink: endpoint({
    ...portal,
    method: "GET",
    path: "/api/client-portal/documents/:documentId/link",
    summary: "A download URL for this session, valid five minutes",
    params: portalDocumentParams,
    responses: { 200: documentLinkSchema, ...errorAnswers },
  }),
  portalFile: endpoint({
    ...portal,
    method: "GET",
    path: "/api/client-portal/documents/:documentId/file",
    summary: "The document's bytes, as an attachment (a signed URL from `link`, for the session it was made for)",
    params: portalDocumentParams,
    query: documentFileQuerySchema,
    responses: { ...errorAnswers },
  }),
} as const;
