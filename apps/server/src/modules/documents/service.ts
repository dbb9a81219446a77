import { createHash, randomUUID } from "node:crypto";
import {
  cleanDocumentName,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  DOCUMENT_QUOTA_BYTES,
  type Document,
  type DocumentUsage,
  formatBytes,
  type PlanTier,
  planByTier,
} from "@engagesuite/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../lib/http-error";
import type { FileStorage } from "../../providers/storage";
import { tenants } from "../../tenancy/schema";
import { portalClients } from "../portal/schema";
import { detectDocumentType } from "./detect";
import { documents } from "./schema";

type DocumentRow = typeof documents.$inferSelect;

export function toDocument(row: DocumentRow): Document {
  return {
    id: row.id,
    clientId: row.clientId,
    direction: row.direction,
    name: row.name,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    sharedBy: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
    firstDownloadedAt: row.firstDownloadedAt?.toISOString() ?? null,
  };
}

export const storageKeyOf = (tenantId: string, documentId: string) => `documents/${tenantId}/${documentId}`;

export async function listDocuments(tx: Tx, tenantId: string, clientId: string): Promise<Document[]> {
  const rows = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.clientId, clientId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(toDocument);
}

export async function findDocument(
  tx: Tx,
  tenantId: string,
  documentId: string,
  clientId?: string,
): Promise<DocumentRow> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.tenantId, tenantId),
        eq(documents.id, documentId),
        clientId ? eq(documents.clientId, clientId) : undefined,
      ),
    );
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return row;
}

export async function findClient(tx: Tx, tenantId: string, clientId: string) {
  const [client] = await tx
    .select({ id: portalClients.id, email: portalClients.email })
    .from(portalClients)
    .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId)));
  if (!client) throw notFound(DOCUMENT_MESSAGES.clientNotFound);
  return client;
}

export async function tenantDocumentSettings(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({ planTier: tenants.planTier, uploadsAllowed: tenants.portalClientUploads, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw notFound();
  return { ...row, planTier: row.planTier as PlanTier };
}

export async function documentUsage(tx: Tx, tenantId: string): Promise<DocumentUsage> {
  const { planTier } = await tenantDocumentSettings(tx, tenantId);
  const [row] = await tx
    .select({ used: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .where(eq(documents.tenantId, tenantId));
  return {
    usedBytes: Number(row?.used ?? 0),
    quotaBytes: DOCUMENT_QUOTA_BYTES[planTier],
    planName: planByTier(planTier).name,
  };
}

/** A file as it arrived, checked: its cleaned name, its type from its bytes, its size and hash. */
export interface CheckedFile {
  bytes: Buffer;
  name: string;
  contentType: string;
  sha256: string;
}

const refuse = (message: string) => badRequest(message, { file: [message] });

/** Refuses what may not be shared (400, nothing stored): no bytes, too large, a type outside the allow-list. */
export async function checkFile(body: unknown, rawName: string, contentType: string | undefined): Promise<CheckedFile> {
  if (!Buffer.isBuffer(body)) {
    throw refuse(
      contentType?.startsWith("application/octet-stream") ? DOCUMENT_MESSAGES.empty : DOCUMENT_MESSAGES.noFile,
    );
  }
  if (body.length === 0) throw refuse(DOCUMENT_MESSAGES.empty);
  if (body.length > DOCUMENT_MAX_BYTES) throw refuse(DOCUMENT_MESSAGES.tooLarge);
  const name = cleanDocumentName(rawName);
  if (!name) throw badRequest(DOCUMENT_MESSAGES.nameRequired, { name: [DOCUMENT_MESSAGES.nameRequired] });
  const type = await detectDocumentType(body, name);
  if (!type) throw refuse(DOCUMENT_MESSAGES.wrongType);
  return { bytes: body, name, contentType: type, sha256: createHash("sha256").update(body).digest("hex") };
}

/**
 * Stores a checked file and records it, the workspace's quota checked under a per-tenant lock (two uploads at once
 * cannot both take the last bytes). The bytes are stored first; if the record is refused, they are deleted again.
 * `inTransaction` runs after the row is written, in its transaction (the client's e-mail).
 */
export async function saveDocument(
  deps: { storage: FileStorage; tx: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> },
  input: {
    tenantId: string;
    clientId: string;
    direction: "to_client" | "from_client";
    file: CheckedFile;
    uploadedByUserId: string | null;
    uploadedByName: string;
    /** A client's upload: refused unless the workspace allows it (checked again under the lock). */
    requireUploadsAllowed?: boolean;
  },
  inTransaction?: (tx: Tx, document: DocumentRow) => Promise<void>,
): Promise<Document> {
  const id = randomUUID();
  const key = storageKeyOf(input.tenantId, id);
  await deps.storage.put(key, input.file.bytes, input.file.contentType);
  try {
    const row = await deps.tx(async (t) => {
      await t.execute(sql`select pg_advisory_xact_lock(hashtext(${`documents:${input.tenantId}`}))`);
      const settings = await tenantDocumentSettings(t, input.tenantId);
      if (input.requireUploadsAllowed && !settings.uploadsAllowed) throw forbidden(DOCUMENT_MESSAGES.uploadsDisabled);
      await findClient(t, input.tenantId, input.clientId);
      const usage = await documentUsage(t, input.tenantId);
      if (usage.usedBytes + input.file.bytes.length > usage.quotaBytes) {
        throw badRequest(DOCUMENT_MESSAGES.quotaExceeded(usage.planName, formatBytes(usage.quotaBytes, "en-US")), {
          file: [DOCUMENT_MESSAGES.quotaExceeded(usage.planName, formatBytes(usage.quotaBytes, "en-US"))],
        });
      }
      const [inserted] = await t
        .insert(documents)
        .values({
          tenantId: input.tenantId,
          id,
          clientId: input.clientId,
          direction: input.direction,
          name: input.file.name,
          contentType: input.file.contentType,
          sizeBytes: input.file.bytes.length,
          sha256: input.file.sha256,
          storageKey: key,
          uploadedByUserId: input.uploadedByUserId,
          uploadedByName: input.uploadedByName,
        })
        .returning();
      await inTransaction?.(t, inserted!);
      return inserted!;
    });
    return toDocument(row);
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
}
