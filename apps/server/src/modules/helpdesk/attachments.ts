import { randomUUID } from "node:crypto";
import {
  type CommentAttachment,
  HELPDESK_MESSAGES,
  TICKET_ATTACHMENT_MESSAGES,
  TICKET_ATTACHMENTS_MAX_PER_TICKET,
  TICKET_THUMBNAIL_WIDTH,
  type TicketAttachment,
} from "@engagesuite/shared";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Tx } from "../../db/client";
import { ticketAttachments, ticketComments, tickets } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import type { FileStorage } from "../../providers/storage";
import type { CheckedFile } from "../documents/service";

/**
 * Files on tickets and comments (issue 22 point 5). The bytes are checked as portal documents are (documents/service
 * `checkFile`: ≤ 25 MB, the type from the bytes), stored under `tickets/<tenant>/<id>`; an image also gets a WebP
 * thumbnail under `tickets/<tenant>/<id>-thumb`, made with a pixel limit (a decompression bomb is refused by sharp,
 * and a failed thumbnail never fails the upload).
 */

type AttachmentRow = typeof ticketAttachments.$inferSelect;

export const attachmentKeyOf = (tenantId: string, id: string) => `tickets/${tenantId}/${id}`;
const thumbnailKeyOf = (tenantId: string, id: string) => `tickets/${tenantId}/${id}-thumb`;

/** The image types a thumbnail is made of. */
const THUMBNAIL_SOURCES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);
/** sharp refuses an image of more pixels than this before decoding it (a 1 KB PNG may claim 50,000 × 50,000). */
export const THUMBNAIL_MAX_INPUT_PIXELS = 40_000_000;

export function toAttachment(row: AttachmentRow): TicketAttachment {
  return {
    id: row.id,
    ticketId: row.ticketId,
    commentId: row.commentId,
    name: row.name,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    hasThumbnail: row.thumbnailKey !== null,
    uploadedByName: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
  };
}

const toCommentAttachment = (row: AttachmentRow): CommentAttachment => ({
  id: row.id,
  name: row.name,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  hasThumbnail: row.thumbnailKey !== null,
});

/** The files of these comments, by comment. */
export async function commentAttachmentsOf(
  tx: Tx,
  tenantId: string,
  commentIds: string[],
): Promise<Map<string, CommentAttachment[]>> {
  const byComment = new Map<string, CommentAttachment[]>();
  if (!commentIds.length) return byComment;
  const rows = await tx
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.tenantId, tenantId), inArray(ticketAttachments.commentId, commentIds)))
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
  for (const row of rows) {
    const list = byComment.get(row.commentId!) ?? [];
    list.push(toCommentAttachment(row));
    byComment.set(row.commentId!, list);
  }
  return byComment;
}

/** A ~320 px WebP of an image, or null (not an image, a bomb, a broken file: the upload goes on without one). */
export async function makeThumbnail(file: CheckedFile, log?: FastifyBaseLogger): Promise<Buffer | null> {
  if (!THUMBNAIL_SOURCES.has(file.contentType)) return null;
  // sharp's native image library (about 28 MB of memory) is loaded with the first image, not with the server.
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(file.bytes, { limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize({
        width: TICKET_THUMBNAIL_WIDTH,
        height: TICKET_THUMBNAIL_WIDTH,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 75 })
      .toBuffer();
  } catch (error) {
    log?.warn({ err: error }, "no thumbnail for a ticket attachment");
    return null;
  }
}

/** A checked file's bytes (and thumbnail) in the storage, before its row is written; `discard` undoes it. */
export interface StoredFile {
  id: string;
  file: CheckedFile;
  storageKey: string;
  thumbnailKey: string | null;
  discard(): Promise<void>;
}

export async function storeFile(
  storage: FileStorage,
  tenantId: string,
  file: CheckedFile,
  log?: FastifyBaseLogger,
): Promise<StoredFile> {
  const id = randomUUID();
  const storageKey = attachmentKeyOf(tenantId, id);
  await storage.put(storageKey, file.bytes, file.contentType);
  const thumbnail = await makeThumbnail(file, log);
  let thumbnailKey: string | null = null;
  if (thumbnail) {
    thumbnailKey = thumbnailKeyOf(tenantId, id);
    await storage.put(thumbnailKey, thumbnail, "image/webp").catch((error) => {
      log?.warn({ err: error }, "could not store a thumbnail");
      thumbnailKey = null;
    });
  }
  return {
    id,
    file,
    storageKey,
    thumbnailKey,
    async discard() {
      await storage.delete(storageKey).catch(() => undefined);
      if (thumbnailKey) await storage.delete(thumbnailKey).catch(() => undefined);
    },
  };
}

export type Uploader =
  | { kind: "staff"; userId: string; name: string }
  | { kind: "client"; clientId: string; name: string }
  | { kind: "email"; name: string };

/** The row of a stored file, in the caller's transaction (bound to the tenant). */
export async function insertAttachment(
  tx: Tx,
  tenantId: string,
  ticketId: string,
  commentId: string | null,
  stored: StoredFile,
  uploader: Uploader,
): Promise<TicketAttachment> {
  const [row] = await tx
    .insert(ticketAttachments)
    .values({
      tenantId,
      id: stored.id,
      ticketId,
      commentId,
      name: stored.file.name,
      contentType: stored.file.contentType,
      sizeBytes: stored.file.bytes.length,
      sha256: stored.file.sha256,
      storageKey: stored.storageKey,
      thumbnailKey: stored.thumbnailKey,
      uploadedByUserId: uploader.kind === "staff" ? uploader.userId : null,
      uploadedByClientId: uploader.kind === "client" ? uploader.clientId : null,
      uploadedByName: uploader.name,
    })
    .returning();
  return toAttachment(row!);
}

/**
 * Checks that the uploader may attach to this ticket (and comment) and that the ticket takes more files, under the
 * ticket's row lock: a client only to their own ticket and their own comment, staff to their own comment; a closed
 * ticket takes none (409). Another tenant's ticket or comment is a 404 / 400 like a missing one.
 */
export async function checkAttachTarget(
  tx: Tx,
  tenantId: string,
  ticketId: string,
  commentId: string | undefined,
  uploader: { kind: "staff"; userId: string } | { kind: "client"; clientId: string },
): Promise<void> {
  const [ticket] = await tx
    .select({ status: tickets.status, clientId: tickets.submittedByClientId })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)))
    .for("update");
  if (!ticket || (uploader.kind === "client" && ticket.clientId !== uploader.clientId)) {
    throw notFound(HELPDESK_MESSAGES.ticketNotFound);
  }
  if (ticket.status === "closed") throw new HttpError(409, TICKET_ATTACHMENT_MESSAGES.ticketClosed);
  if (commentId) {
    const [comment] = await tx
      .select({ id: ticketComments.id })
      .from(ticketComments)
      .where(
        and(
          eq(ticketComments.tenantId, tenantId),
          eq(ticketComments.ticketId, ticketId),
          eq(ticketComments.id, commentId),
          uploader.kind === "staff"
            ? eq(ticketComments.authorUserId, uploader.userId)
            : eq(ticketComments.authorClientId, uploader.clientId),
        ),
      );
    if (!comment) {
      throw badRequest(TICKET_ATTACHMENT_MESSAGES.commentInvalid, {
        commentId: [TICKET_ATTACHMENT_MESSAGES.commentInvalid],
      });
    }
  }
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.tenantId, tenantId), eq(ticketAttachments.ticketId, ticketId)));
  if ((count?.n ?? 0) >= TICKET_ATTACHMENTS_MAX_PER_TICKET) {
    throw badRequest(TICKET_ATTACHMENT_MESSAGES.tooMany, { file: [TICKET_ATTACHMENT_MESSAGES.tooMany] });
  }
}

/** Who looks: staff see every file of the tenant's tickets; a client only their own tickets' non-internal ones. */
export type AttachmentViewer = { kind: "staff" } | { kind: "client"; clientId: string };

function visibleTo(viewer: AttachmentViewer) {
  if (viewer.kind === "staff") return undefined;
  return and(
    eq(tickets.submittedByClientId, viewer.clientId),
    or(isNull(ticketAttachments.commentId), eq(ticketComments.isInternal, false)),
  );
}

function attachmentQuery(tx: Tx) {
  return tx
    .select({ attachment: ticketAttachments })
    .from(ticketAttachments)
    .innerJoin(
      tickets,
      and(eq(tickets.tenantId, ticketAttachments.tenantId), eq(tickets.id, ticketAttachments.ticketId)),
    )
    .leftJoin(
      ticketComments,
      and(eq(ticketComments.tenantId, ticketAttachments.tenantId), eq(ticketComments.id, ticketAttachments.commentId)),
    );
}

/** A ticket's files the viewer may see; null when the ticket is not theirs to see. */
export async function listTicketAttachments(
  tx: Tx,
  tenantId: string,
  ticketId: string,
  viewer: AttachmentViewer,
): Promise<TicketAttachment[] | null> {
  const [ticket] = await tx
    .select({ clientId: tickets.submittedByClientId })
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)));
  if (!ticket || (viewer.kind === "client" && ticket.clientId !== viewer.clientId)) return null;
  const rows = await attachmentQuery(tx)
    .where(and(eq(ticketAttachments.tenantId, tenantId), eq(ticketAttachments.ticketId, ticketId), visibleTo(viewer)))
    .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.id));
  return rows.map((r) => toAttachment(r.attachment));
}

/** One file the viewer may see, or a 404 (another tenant's, another client's, an internal note's: all the same). */
export async function findAttachment(
  tx: Tx,
  tenantId: string,
  attachmentId: string,
  viewer: AttachmentViewer,
): Promise<AttachmentRow> {
  const [row] = await attachmentQuery(tx).where(
    and(eq(ticketAttachments.tenantId, tenantId), eq(ticketAttachments.id, attachmentId), visibleTo(viewer)),
  );
  if (!row) throw notFound(TICKET_ATTACHMENT_MESSAGES.notFound);
  return row.attachment;
}
