import { HELPDESK_MESSAGES, TICKET_ATTACHMENT_MESSAGES, ticketAttachmentsApi } from "@engagesuite/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import { withTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import { notFound } from "../../lib/http-error";
import type { FileStorage } from "../../providers/storage";
import { attachmentDisposition } from "../documents/links";
import { checkFile } from "../documents/service";
import { acceptFileUploads } from "../documents/upload-scope";
import type { Services } from "../module";
import {
  type AttachmentViewer,
  checkAttachTarget,
  findAttachment,
  insertAttachment,
  listTicketAttachments,
  storeFile,
  type Uploader,
} from "./attachments";
import { staffAuthorName } from "./service";

/**
 * Ticket attachments (issue 22 point 5) with the upload and download rules of portal documents, and the e-mail
 * channel's settings (point 6). In a scope of their own: the octet-stream parser and the upload hooks stay here.
 */
export async function ticketAttachmentRoutes(
  app: FastifyInstance,
  { storage, services }: { storage: FileStorage; services: Services },
): Promise<void> {
  const { db, log } = services;

  acceptFileUploads(app, [ticketAttachmentsApi.upload.path, ticketAttachmentsApi.portalUpload.path]);

  async function upload(
    tenantId: string,
    ticketId: string,
    request: { body: unknown; query: { name?: string; commentId?: string }; headers: { "content-type"?: string } },
    who: { kind: "staff"; userId: string } | { kind: "client"; clientId: string },
    uploader: Uploader,
  ) {
    // The ticket (and comment) first: another tenant's or client's is a 404 before the file is even looked at.
    await withTenant(db, tenantId, (t) => checkAttachTarget(t, tenantId, ticketId, request.query.commentId, who));
    const file = await checkFile(request.body, request.query.name ?? "", request.headers["content-type"]);
    const stored = await storeFile(storage, tenantId, file, log);
    try {
      return await withTenant(db, tenantId, async (t) => {
        await checkAttachTarget(t, tenantId, ticketId, request.query.commentId, who);
        return insertAttachment(t, tenantId, ticketId, request.query.commentId ?? null, stored, uploader);
      });
    } catch (error) {
      await stored.discard();
      throw error;
    }
  }

  async function send(reply: FastifyReply, key: string, contentType: string, disposition: string) {
    const bytes = await storage.get(key);
    if (!bytes) throw notFound(TICKET_ATTACHMENT_MESSAGES.notFound);
    return reply
      .headers({
        "content-type": contentType,
        "content-disposition": disposition,
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
        "content-security-policy": "default-src 'none'; sandbox",
      })
      .send(bytes);
  }

  async function file(reply: FastifyReply, tenantId: string, attachmentId: string, viewer: AttachmentViewer) {
    const row = await withTenant(db, tenantId, (t) => findAttachment(t, tenantId, attachmentId, viewer));
    return send(reply, row.storageKey, row.contentType, attachmentDisposition(row.name));
  }

  async function thumbnail(reply: FastifyReply, tenantId: string, attachmentId: string, viewer: AttachmentViewer) {
    const row = await withTenant(db, tenantId, (t) => findAttachment(t, tenantId, attachmentId, viewer));
    if (!row.thumbnailKey) throw notFound(TICKET_ATTACHMENT_MESSAGES.noThumbnail);
    return send(reply, row.thumbnailKey, "image/webp", "inline");
  }

  const listOrNotFound = async (tenantId: string, ticketId: string, viewer: AttachmentViewer) => {
    const list = await withTenant(db, tenantId, (t) => listTicketAttachments(t, tenantId, ticketId, viewer));
    if (!list) throw notFound(HELPDESK_MESSAGES.ticketNotFound);
    return list;
  };

  /* ---- Staff ---- */

  serve(app, ticketAttachmentsApi.upload, async (request, reply, { tenant, staff }) => {
    const attachment = await upload(
      tenant.id,
      request.params.ticketId,
      request,
      { kind: "staff", userId: staff.user.id },
      { kind: "staff", userId: staff.user.id, name: staffAuthorName(staff.user) },
    );
    return reply.status(201).send(attachment);
  });

  serve(app, ticketAttachmentsApi.list, async (request, _reply, { tenant }) =>
    listOrNotFound(tenant.id, request.params.ticketId, { kind: "staff" }),
  );

  serve(app, ticketAttachmentsApi.file, async (request, reply, { tenant }) =>
    file(reply, tenant.id, request.params.attachmentId, { kind: "staff" }),
  );

  serve(app, ticketAttachmentsApi.thumbnail, async (request, reply, { tenant }) =>
    thumbnail(reply, tenant.id, request.params.attachmentId, { kind: "staff" }),
  );

  /* ---- Portal clients ---- */

  serve(app, ticketAttachmentsApi.portalUpload, async (request, reply, { tenant, client: { client } }) => {
    const attachment = await upload(
      tenant.id,
      request.params.ticketId,
      request,
      { kind: "client", clientId: client.id },
      { kind: "client", clientId: client.id, name: `${client.firstName} ${client.lastName}`.trim() },
    );
    return reply.status(201).send(attachment);
  });

  serve(app, ticketAttachmentsApi.portalList, async (request, _reply, { tenant, client: { client } }) =>
    listOrNotFound(tenant.id, request.params.ticketId, { kind: "client", clientId: client.id }),
  );

  serve(app, ticketAttachmentsApi.portalFile, async (request, reply, { tenant, client: { client } }) =>
    file(reply, tenant.id, request.params.attachmentId, { kind: "client", clientId: client.id }),
  );

  serve(app, ticketAttachmentsApi.portalThumbnail, async (request, reply, { tenant, client: { client } }) =>
    thumbnail(reply, tenant.id, request.params.attachmentId, { kind: "client", clientId: client.id }),
  );
}
