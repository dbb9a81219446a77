import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  endpointPath,
  formatBytes,
  type TicketAttachment,
  ticketAttachmentsApi,
} from "@engagesuite/shared";
import { currentTenantHint } from "@/lib/api";
import { formatLocale } from "@/lib/format";
import type { HelpdeskScope } from "./api";

/** Files on tickets and comments (issue 22 point 5): uploads and the URLs of downloads and thumbnails. */

export const attachmentSizeLabel = (bytes: number) => formatBytes(bytes, formatLocale());

/** What the picker refuses before sending (the server decides the type by the bytes). */
export function fileProblem(file: File): string | null {
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return null;
}

export function attachmentFileUrl(scope: HelpdeskScope, attachmentId: string): string {
  const endpoint = scope.kind === "staff" ? ticketAttachmentsApi.file : ticketAttachmentsApi.portalFile;
  return endpointPath(endpoint, { attachmentId });
}

export function attachmentThumbnailUrl(scope: HelpdeskScope, attachmentId: string): string {
  const endpoint = scope.kind === "staff" ? ticketAttachmentsApi.thumbnail : ticketAttachmentsApi.portalThumbnail;
  return endpointPath(endpoint, { attachmentId });
}

/** Uploads one file to a ticket (or one of its comments); rejects with the server's words. */
export async function uploadTicketFile(
  scope: HelpdeskScope,
  ticketId: string,
  file: File,
  commentId?: string,
): Promise<TicketAttachment> {
  const endpoint = scope.kind === "staff" ? ticketAttachmentsApi.upload : ticketAttachmentsApi.portalUpload;
  const query = new URLSearchParams({ name: file.name, ...(commentId ? { commentId } : {}) });
  const headers: Record<string, string> = { "Content-Type": "application/octet-stream", Accept: "application/json" };
  const hint = currentTenantHint();
  if (hint) headers["X-Tenant"] = hint;
  const response = await fetch(`${endpointPath(endpoint, { ticketId })}?${query}`, {
    method: "POST",
    credentials: "include",
    headers,
    body: file,
  });
  const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (!response.ok) {
    throw new Error(typeof body?.message === "string" ? body.message : "The file could not be uploaded.");
  }
  return body as TicketAttachment;
}
