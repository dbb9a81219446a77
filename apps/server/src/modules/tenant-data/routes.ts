import { randomUUID } from "node:crypto";
import { TENANT_DATA_MESSAGES, type TenantExport, tenantDataApi } from "@engagesuite/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Tx } from "../../db/client";
import { serve } from "../../http/serve";
import { HttpError, notFound } from "../../lib/http-error";
import type { FileStorage } from "../../providers/storage";
import { auditActor, recordAuditEvent } from "../audit/record";
import type { Services } from "../module";
import { cancelDeletion, deletionOf, scheduleDeletion } from "./deletion";
import { tenantDataExports } from "./schema";

export const TENANT_EXPORT_QUEUE = "tenant-data.export";

export interface ExportJobData {
  tenantId: string;
  exportId: string;
}

const answerOf = (row: typeof tenantDataExports.$inferSelect): TenantExport => ({
  id: row.id,
  state: row.state,
  progress: row.progress,
  bytes: row.bytes,
  requestedBy: row.requestedBy,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

async function exportRow(tx: Tx, tenantId: string, exportId: string) {
  const [row] = await tx
    .select()
    .from(tenantDataExports)
    .where(and(eq(tenantDataExports.tenantId, tenantId), eq(tenantDataExports.id, exportId)));
  if (!row) throw notFound(TENANT_DATA_MESSAGES.exportNotFound);
  return row;
}

export async function tenantDataRoutes(app: FastifyInstance, services: Services, storage: FileStorage) {
  const { db, jobs, clock } = services;

  serve(app, tenantDataApi.listExports, async (_request, reply, { tenant, tx }) => {
    reply.header("cache-control", "no-store");
    const rows = await tx((t) =>
      t
        .select()
        .from(tenantDataExports)
        .where(eq(tenantDataExports.tenantId, tenant.id))
        .orderBy(desc(tenantDataExports.createdAt))
        .limit(20),
    );
    return rows.map(answerOf);
  });

  serve(app, tenantDataApi.startExport, async (request, reply, { tenant, tx, staff }) => {
    const actor = auditActor(request, staff.user);
    const row = await tx(async (t) => {
      const [busy] = await t
        .select({ id: tenantDataExports.id })
        .from(tenantDataExports)
        .where(and(eq(tenantDataExports.tenantId, tenant.id), inArray(tenantDataExports.state, ["queued", "running"])));
      if (busy) throw new HttpError(409, TENANT_DATA_MESSAGES.exportRunning);
      const [created] = await t
        .insert(tenantDataExports)
        .values({
          tenantId: tenant.id,
          id: randomUUID(),
          requestedById: staff.user.id,
          requestedBy: actor.actorName,
          requestedByEmail: staff.user.email,
        })
        .returning();
      await jobs.sendInTx<ExportJobData>(t, TENANT_EXPORT_QUEUE, { tenantId: tenant.id, exportId: created!.id });
      await recordAuditEvent(t, { tenantId: tenant.id, action: "data_export", target: "All workspace data", ...actor });
      return created!;
    });
    return reply.status(202).send(answerOf(row));
  });

  serve(app, tenantDataApi.downloadExport, async (request, reply, { tenant, tx }) => {
    const row = await tx((t) => exportRow(t, tenant.id, request.params.exportId));
    if (row.state !== "ready" || !row.storageKey) throw new HttpError(409, TENANT_DATA_MESSAGES.exportNotReady);
    const stream = await storage.getStream(row.storageKey);
    if (!stream) throw notFound(TENANT_DATA_MESSAGES.exportNotFound);
    const day = row.createdAt.toISOString().slice(0, 10);
    return reply
      .headers({
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${tenant.subdomain}-export-${day}.zip"`,
        ...(row.bytes ? { "content-length": String(row.bytes) } : {}),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      })
      .send(stream);
  });

  serve(app, tenantDataApi.deletion, async (_request, reply, { tenant }) => {
    reply.header("cache-control", "no-store");
    return deletionOf(db, tenant.id);
  });

  serve(app, tenantDataApi.scheduleDeletion, async (request, _reply, { tenant, tx, staff }) => {
    const actor = auditActor(request, staff.user);
    const answer = await scheduleDeletion(
      db,
      tenant.id,
      request.body.confirm,
      actor.actorName ?? staff.user.email,
      clock.now(),
    );
    await tx((t) =>
      recordAuditEvent(t, {
        tenantId: tenant.id,
        action: "workspace_deletion_scheduled",
        target: answer.scheduledFor ?? undefined,
        ...actor,
      }),
    );
    app.forgetResolvedTenants();
    return answer;
  });

  serve(app, tenantDataApi.cancelDeletion, async (request, _reply, { tenant, tx, staff }) => {
    const actor = auditActor(request, staff.user);
    const answer = await cancelDeletion(db, tenant.id);
    await tx((t) => recordAuditEvent(t, { tenantId: tenant.id, action: "workspace_deletion_cancelled", ...actor }));
    return answer;
  });

  serve(app, tenantDataApi.platformScheduleDeletion, async (request) =>
    scheduleDeletion(db, request.params.id, request.body.confirm, "EngageSuite support", clock.now()),
  );

  serve(app, tenantDataApi.platformCancelDeletion, async (request) => cancelDeletion(db, request.params.id));
}
