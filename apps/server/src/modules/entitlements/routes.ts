import {
  ENTITLEMENT_MESSAGES,
  entitlementsApi,
  entitlementsOf,
  isModuleSlug,
  MODULE_ENTITLEMENTS,
  type ModuleCatalogue as ModuleCatalogueAnswer,
  type ModuleSlug,
  modulePriceCents,
  moduleStatus,
  type PlanTier,
} from "@engagesuite/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../http/serve";
import { badRequest, notFound } from "../../lib/http-error";
import { announceTenantChanged } from "../../tenancy/invalidation";
import { tenants } from "../../tenancy/schema";
import { auditActor, recordAuditEvent } from "../audit/record";
import { billingSubscriptions } from "../billing/schema";
import { type ModuleCatalogue, moduleCatalogue, moduleSlugsOf } from "./catalogue";

function catalogueAnswer(
  catalogue: ModuleCatalogue,
  planTier: PlanTier,
  chosen: readonly string[],
): ModuleCatalogueAnswer {
  const entitlements = entitlementsOf(planTier, chosen);
  return {
    planTier,
    addOnMonthlyCents: entitlements.addOnMonthlyCents,
    modules: catalogue.modules.map((module) => {
      const table = MODULE_ENTITLEMENTS[module.slug];
      return {
        slug: module.slug,
        name: module.displayName,
        description: module.description,
        status: moduleStatus(module.slug, planTier, entitlements),
        monthlyCents: table.available ? modulePriceCents(module.slug, planTier) : null,
        alwaysOn: table.alwaysOn,
      };
    }),
  };
}

/**
 * The chosen set checked against the table: every slug known, none coming soon, Core kept. Answers the slugs in the
 * catalogue's order, or the field errors of a 400.
 */
function checkSelection(catalogue: ModuleCatalogue, requested: readonly string[]): ModuleSlug[] {
  const problems: string[] = [];
  for (const slug of new Set(requested)) {
    if (!isModuleSlug(slug) || !catalogue.bySlug.has(slug)) problems.push(ENTITLEMENT_MESSAGES.unknownModule(slug));
    else if (!MODULE_ENTITLEMENTS[slug].available)
      problems.push(ENTITLEMENT_MESSAGES.comingSoon(MODULE_ENTITLEMENTS[slug].name));
  }
  const alwaysOn = catalogue.modules.filter((m) => MODULE_ENTITLEMENTS[m.slug].alwaysOn);
  if (alwaysOn.some((m) => !requested.includes(m.slug))) problems.push(ENTITLEMENT_MESSAGES.coreRequired);
  if (problems.length > 0) throw badRequest(problems[0]!, { modules: problems });
  return catalogue.modules.filter((m) => requested.includes(m.slug)).map((m) => m.slug);
}

/** The billing page's modules: what the workspace has and can add (issue 18 point 6), its admins only. */
export async function entitlementsRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  async function tenantModules(tenantId: string) {
    const [row] = await db
      .select({ planTier: tenants.planTier, serviceModules: tenants.serviceModules })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  serve(app, entitlementsApi.list, async (_request, reply, { tenant }) => {
    reply.header("cache-control", "no-store");
    const row = await tenantModules(tenant.id);
    return catalogueAnswer(await moduleCatalogue(db), row.planTier, await moduleSlugsOf(db, row.serviceModules));
  });

  serve(app, entitlementsApi.update, async (request, _reply, { tenant, tx, staff }) => {
    const catalogue = await moduleCatalogue(db);
    const chosen = checkSelection(catalogue, request.body.modules);
    const ids = chosen.map((slug) => catalogue.bySlug.get(slug)!.id);
    const { planTier, before } = await tx(async (t) => {
      const [row] = await t
        .select({ planTier: tenants.planTier, serviceModules: tenants.serviceModules })
        .from(tenants)
        .where(eq(tenants.id, tenant.id))
        .for("update")
        .limit(1);
      if (!row) throw notFound();
      const previous = await moduleSlugsOf(db, row.serviceModules);
      const same = previous.length === chosen.length && previous.every((slug) => chosen.includes(slug));
      if (!same) {
        await t.update(tenants).set({ serviceModules: ids, updatedAt: new Date() }).where(eq(tenants.id, tenant.id));
        // The subscription charges the priced add-ons from its next period (modules/billing).
        await t
          .update(billingSubscriptions)
          .set({ addOnModules: chosen, updatedAt: new Date() })
          .where(eq(billingSubscriptions.tenantId, tenant.id));
        await recordAuditEvent(t, {
          tenantId: tenant.id,
          action: "settings_change",
          target: "Modules",
          details: { modules: { from: previous, to: chosen } },
          ...auditActor(request, staff.user),
        });
      }
      return { planTier: row.planTier, before: previous };
    });
    if (before.join() !== chosen.join()) {
      app.forgetResolvedTenants();
      await announceTenantChanged(db, tenant.id).catch((error) =>
        request.log.warn({ err: error }, "could not announce a tenant change; other nodes see it within 2 s"),
      );
    }
    return catalogueAnswer(catalogue, planTier, chosen);
  });
}
