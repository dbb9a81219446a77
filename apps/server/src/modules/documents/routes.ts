import { DOCUMENT_MESSAGES, type DocumentLink, documentsApi, endpointPath } from "@engagesuite/shared";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { serve } from "../../http/serve";
import { mailWordingOf } from "../../i18n";
import { forbidden, notFound } from "../../lib/http-error";
import { tenantOrigin } from "../../lib/public-origin";
import { documentSharedMail } from "../../providers/mail/templates";
import type { FileStorage } from "../../providers/storage";
import { recordEmailToClient } from "../contacts/events";
import type { Services } from "../module";
import { demoFileBytes } from "./demo-files";
import { attachmentDisposition, type LinkSubject, signDownload, verifyDownload } from "./links";
import { documents } from "./schema";
import {
  checkFile,
  documentUsage,
  findClient,
  findDocument,
  listDocuments,
  saveDocument,
  tenantDocumentSettings,
} from "./service";
import { acceptFileUploads } from "./upload-scope";

const personName = (person: { firstName: string | null; lastName: string | null; username?: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(" ") || person.username || "Staff";

export async function documentsRoutes(
  app: FastifyInstance,
  { storage, services }: { storage: FileStorage; services: Services },
): Promise<void> {
  const { config, clock, mailer, log } = services;

  acceptFileUploads(app, [documentsApi.upload.path, documentsApi.portalUpload.path]);

  function link(path: string, subject: LinkSubject): DocumentLink {
    const now = clock.now();
    const { expires, signature } = signDownload(config.secretKey, subject, now);
    return {
      url: `${path}?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  async function sendFile(
    reply: FastifyReply,
    row: { storageKey: string; contentType: string; name: string; sha256: string },
  ) {
    const bytes = (await storage.get(row.storageKey)) ?? demoFileBytes(row.sha256);
    if (!bytes) throw notFound(DOCUMENT_MESSAGES.notFound);
    return reply
      .headers({
        "content-type": row.contentType,
        "content-disposition": attachmentDisposition(row.name),
        "x-content-type-options": "nosniff",
        "cache-control": "private, no-store",
        "content-security-policy": "default-src 'none'; sandbox",
      })
      .send(bytes);
  }

  const checkLink = (subject: LinkSubject, query: { expires?: string; signature?: string }) => {
    if (!verifyDownload(config.secretKey, subject, query, clock.now())) throw forbidden(DOCUMENT_MESSAGES.linkInvalid);
  };

  /* ---------------- Staff ---------------- */

  serve(app, documentsApi.list, async (request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    return tx(async (t) => {
      await findClient(t, tenant.id, request.params.clientId);
      return {
        documents: await listDocuments(t, tenant.id, request.params.clientId),
        usage: await documentUsage(t, tenant.id),
      };
    });
  });

  serve(app, documentsApi.upload, async (request, reply, { tenant, tx, staff }) => {
    const { clientId } = request.params;
    const file = await checkFile(request.body, request.query.name ?? "", request.headers["content-type"]);
    // The client first: another workspace's (or no) client is a 404 before anything is stored.
    await tx((t) => findClient(t, tenant.id, clientId));
    const sharedBy = personName(staff.user);
    const document = await saveDocument(
      { storage, tx },
      {
        tenantId: tenant.id,
        clientId,
        direction: "to_client",
        file,
        uploadedByUserId: staff.user.id,
        uploadedByName: sharedBy,
      },
      async (t, row) => {
        const client = await findClient(t, tenant.id, clientId);
        const { name: tenantName } = await tenantDocumentSettings(t, tenant.id);
        const mail = documentSharedMail({
          to: client.email,
          tenantName,
          sharedBy,
          documentName: row.name,
          link: `${tenantOrigin(config, tenant.subdomain)}/portal/dashboard?tab=documents`,
          wording: await mailWordingOf(t, tenant.id),
        });
        await mailer.enqueue(t, mail);
        await recordEmailToClient(t, tenant.id, clientId, mail.subject);
      },
    );
    return reply.status(201).send(document);
  });

  serve(app, documentsApi.link, async (request, reply, { tenant, tx, staff }) => {
    reply.header("cache-control", "no-store");
    const row = await tx((t) => findDocument(t, tenant.id, request.params.documentId));
    return link(endpointPath(documentsApi.file, { tenantId: tenant.id, documentId: row.id }), {
      tenantId: tenant.id,
      documentId: row.id,
      sessionId: staff.id,
    });
  });

  serve(app, documentsApi.file, async (request, reply, { tenant, tx, staff }) => {
    const { documentId } = request.params;
    // The document first (404 for none): what the link then proves is that this session asked for it just now.
    const row = await tx((t) => findDocument(t, tenant.id, documentId));
    checkLink({ tenantId: tenant.id, documentId, sessionId: staff.id }, request.query);
    return sendFile(reply, row);
  });

  serve(app, documentsApi.remove, async (request, _reply, { tenant, tx }) => {
    const row = await tx(async (t) => {
      const found = await findDocument(t, tenant.id, request.params.documentId);
      await t.delete(documents).where(and(eq(documents.tenantId, tenant.id), eq(documents.id, found.id)));
      return found;
    });
    // After the commit: a failed delete leaves an unreferenced object, never a row without its file.
    await storage
      .delete(row.storageKey)
      .catch((error) => log.warn({ err: error }, "could not delete a document's file"));
    return { message: DOCUMENT_MESSAGES.deleted };
  });

  /* ---------------- Portal client ---------------- */

  serve(app, documentsApi.portalList, async (_request, reply, { tenant, tx, client }) => {
    reply.header("cache-control", "no-store");
    return tx(async (t) => ({
      documents: await listDocuments(t, tenant.id, client.client.id),
      uploadsAllowed: (await tenantDocumentSettings(t, tenant.id)).uploadsAllowed,
    }));
  });

  serve(app, documentsApi.portalUpload, async (request, reply, { tenant, tx, client }) => {
    const settings = await tx((t) => tenantDocumentSettings(t, tenant.id));
    if (!settings.uploadsAllowed) throw forbidden(DOCUMENT_MESSAGES.uploadsDisabled);
    const file = await checkFile(request.body, request.query.name ?? "", request.headers["content-type"]);
    const document = await saveDocument(
      { storage, tx },
      {
        tenantId: tenant.id,
        clientId: client.client.id,
        direction: "from_client",
        file,
        uploadedByUserId: null,
        uploadedByName: personName(client.client),
        requireUploadsAllowed: true,
      },
    );
    return reply.status(201).send(document);
  });

  serve(app, documentsApi.portalLink, async (request, reply, { tenant, tx, client }) => {
    reply.header("cache-control", "no-store");
    const row = await tx((t) => findDocument(t, tenant.id, request.params.documentId, client.client.id));
    return link(endpointPath(documentsApi.portalFile, { documentId: row.id }), {
      tenantId: tenant.id,
      documentId: row.id,
      sessionId: client.id,
    });
  });

  serve(app, documentsApi.portalFile, async (request, reply, { tenant, tx, client }) => {
    const { documentId } = request.params;
    const row = await tx(async (t) => {
      const found = await findDocument(t, tenant.id, documentId, client.client.id);
      checkLink({ tenantId: tenant.id, documentId, sessionId: client.id }, request.query);
      if (!found.firstDownloadedAt && found.direction === "to_client") {
        await t
          .update(documents)
          .set({ firstDownloadedAt: clock.now() })
          .where(
            and(eq(documents.tenantId, tenant.id), eq(documents.id, found.id), isNull(documents.firstDownloadedAt)),
          );
      }
      return found;
    });
    return sendFile(reply, row);
  });
}
