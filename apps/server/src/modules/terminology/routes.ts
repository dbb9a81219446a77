import {
  effectiveTerms,
  type Terminology,
  type TermOverrides,
  terminologyApi,
  verticalDefinition,
} from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db, Tx } from "../../db/client";
import { tenants, verticals } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import { notFound } from "../../lib/http-error";
import { announceTenantChanged } from "../../tenancy/invalidation";
import { auditActor, recordAuditEvent } from "../audit/record";

/** The workspace's vertical slug and overrides (locked for an update). */
async function readTerms(tx: Tx, tenantId: string, lock: boolean) {
  const query = tx
    .select({ slug: verticals.slug, overrides: tenants.termOverrides })
    .from(tenants)
    .leftJoin(verticals, eq(verticals.id, tenants.verticalModuleId))
    .where(eq(tenants.id, tenantId));
  const [row] = await (lock ? query.for("update", { of: tenants }) : query);
  return row;
}

function terminologyOf(slug: string | null | undefined, overrides: TermOverrides): Terminology {
  return { vertical: verticalDefinition(slug).terms, overrides, effective: effectiveTerms(slug, overrides) };
}

/**
 * What is stored: the overrides that differ from the vertical's words (so an override set back to the vertical's word,
 * or left out, is the vertical's word again, and follows a later change of the vertical's definition).
 */
export function normaliseOverrides(slug: string | null | undefined, body: TermOverrides): TermOverrides {
  const base = verticalDefinition(slug).terms;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const out: TermOverrides = {};
  if (body.contact && !same(body.contact, base.contact)) out.contact = body.contact;
  if (body.ticket && !same(body.ticket, base.ticket)) out.ticket = body.ticket;
  if (body.portal && body.portal !== base.portal) out.portal = body.portal;
  return out;
}

export async function terminologyRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, terminologyApi.get, async (_request, reply, { tenant }) => {
    reply.header("cache-control", "no-store");
    const row = await withTenant(db, tenant.id, (tx) => readTerms(tx, tenant.id, false));
    if (!row) throw notFound();
    return terminologyOf(row.slug, row.overrides ?? {});
  });

  /** Replaces the overrides and records the change like the other workspace settings; every node forgets its cache. */
  serve(app, terminologyApi.update, async (request, _reply, { tenant, staff }) => {
    const answer = await withTenant(db, tenant.id, async (tx) => {
      const row = await readTerms(tx, tenant.id, true);
      if (!row) throw notFound();
      const before = row.overrides ?? {};
      const after = normaliseOverrides(row.slug, request.body);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await tx.update(tenants).set({ termOverrides: after, updatedAt: new Date() }).where(eq(tenants.id, tenant.id));
        await recordAuditEvent(tx, {
          tenantId: tenant.id,
          action: "settings_change",
          target: "Terminology",
          details: { terminology: { from: before, to: after } },
          ...auditActor(request, staff.user),
        });
      }
      return terminologyOf(row.slug, after);
    });
    app.forgetResolvedTenants();
    await announceTenantChanged(db, tenant.id).catch((error) =>
      request.log.warn({ err: error }, "could not announce a tenant change; other nodes see it within 2 s"),
    );
    return answer;
  });
}
