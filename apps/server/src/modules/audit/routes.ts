import { AUDIT_MESSAGES, auditApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import { HttpError } from "../../lib/http-error";
import { decodeCursor, listAuditEvents } from "./queries";

/** The audit log's one endpoint: read-only (no route updates or deletes an event). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  serve(app, auditApi.list, async (request, reply, { tenant, tx }) => {
    const cursor = decodeCursor(request.query.cursor);
    if (request.query.cursor && !cursor) {
      throw new HttpError(400, AUDIT_MESSAGES.invalidCursor, { cursor: [AUDIT_MESSAGES.invalidCursor] });
    }
    reply.header("cache-control", "no-store");
    return tx((t) => listAuditEvents(t, tenant.id, request.query, cursor));
  });
}
