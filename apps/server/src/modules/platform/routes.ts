import { MSG, type PlanTier, platformApi, type SubscriptionState } from "@engagesuite/shared";
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/client";
import { queryRows } from "../../db/client";
import {
  authEvents,
  billingSubscriptions,
  mailOutbox,
  portalSessions,
  staffSessions,
  tenants,
  users,
  verticals,
} from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import { notFound } from "../../lib/http-error";
import { monthlyRecurringCents } from "../billing/subscription-machine";
import { tenantStatusOfSubscription } from "../billing/subscription-service";
import { systemHealth } from "./health-stats";

/** The subscription's state and what MRR is computed from (issue 18: the war room's registry). */
const subscriptionColumns = {
  subscriptionState: billingSubscriptions.state,
  subscriptionPlanTier: billingSubscriptions.planTier,
  subscriptionYearly: billingSubscriptions.yearly,
  additionalSeats: billingSubscriptions.additionalSeats,
};

/** What a registry row is made from: the tenant, its vertical's name and its subscription. */
const registryColumns = {
  id: tenants.id,
  name: tenants.name,
  subdomain: tenants.subdomain,
  verticalName: verticals.displayName,
  planTier: tenants.planTier,
  status: tenants.status,
  setupPeriodEndsAt: tenants.setupPeriodEndsAt,
  createdAt: tenants.createdAt,
  deletionScheduledFor: tenants.deletionScheduledFor,
  ...subscriptionColumns,
};

function registryRow<
  R extends {
    verticalName: string | null;
    setupPeriodEndsAt: Date | null;
    createdAt: Date;
    deletionScheduledFor: Date | null;
    subscriptionState: SubscriptionState | null;
    subscriptionPlanTier: PlanTier | null;
    subscriptionYearly: boolean | null;
    additionalSeats: number | null;
  },
>(r: R) {
  const { subscriptionPlanTier, subscriptionYearly, additionalSeats, ...rest } = r;
  return {
    ...rest,
    verticalName: r.verticalName ?? null,
    setupPeriodEndsAt: r.setupPeriodEndsAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    deletionScheduledFor: r.deletionScheduledFor?.toISOString() ?? null,
    subscriptionState: r.subscriptionState ?? null,
    mrrCents:
      r.subscriptionState && subscriptionPlanTier
        ? monthlyRecurringCents({
            state: r.subscriptionState,
            planTier: subscriptionPlanTier,
            yearly: subscriptionYearly ?? false,
            additionalSeats: additionalSeats ?? 0,
          })
        : 0,
  };
}

/**
 * The super admin's platform (`platformApi`, super admin only, main host only): live war room figures, the tenant
 * registry, the authentication monitor.
 */
export async function platformRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }): Promise<void> {
  const db = database.db;

  serve(app, platformApi.overview, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const up = await database.ping(1500);
    const figures = up
      ? await Promise.all([
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(tenants)
            .where(inArray(tenants.status, ["TRIAL", "ACTIVE"])),
          queryRows<{ n: number }>(
            db,
            sql`select ((select count(*) from staff_sessions where expires_at > now())
                 + app_active_portal_sessions())::int as n`,
          ),
          systemHealth(db),
          db
            .select({ n: sql<number>`count(*)::int` })
            .from(mailOutbox)
            .where(and(eq(mailOutbox.status, "failed"), sql`${mailOutbox.createdAt} > now() - interval '1 hour'`)),
        ])
      : null;
    const mailHealthy = (figures?.[3][0]?.n ?? 0) === 0;
    return {
      activeTenants: figures?.[0][0]?.n ?? 0,
      systemHealth: figures?.[2] ?? null,
      activeSessions: figures?.[1][0]?.n ?? 0,
      databaseStatus: up ? ("Online" as const) : ("Reconnecting" as const),
      services: [
        { name: "Web Services", status: "Online", healthy: true },
        { name: "Database", status: up ? "Online" : "Reconnecting", healthy: up },
        { name: "Email System", status: mailHealthy ? "Online" : "Degraded", healthy: mailHealthy },
        { name: "Authentication", status: "Secure", healthy: true },
      ],
      checkedAt: new Date().toISOString(),
    };
  });

  serve(app, platformApi.tenants, async (request) => {
    const { search, status } = request.query;
    const conditions = [];
    if (status) conditions.push(eq(tenants.status, status));
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(tenants.name, like), ilike(tenants.subdomain, like))!);
    }
    const rows = await db
      .select({
        ...registryColumns,
      })
      .from(tenants)
      .leftJoin(verticals, eq(verticals.id, tenants.verticalModuleId))
      .leftJoin(billingSubscriptions, eq(billingSubscriptions.tenantId, tenants.id))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(tenants.createdAt))
      .limit(1000);
    return rows.map(registryRow);
  });

  const setStatus = async (id: string, suspend: boolean) => {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, id));
    if (!tenant) throw notFound(MSG.tenantNotFound);
    const [subscription] = await db
      .select({
        state: billingSubscriptions.state,
        currentPeriodEnd: billingSubscriptions.currentPeriodEnd,
        trialEndsAt: billingSubscriptions.trialEndsAt,
      })
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.tenantId, id));
    // Reactivating lifts the super admin's own suspension only: the workspace goes back to what its subscription
    // explains, so one suspended for not paying stays so (its administrator can still pay) and a read-only one stays
    // read-only.
    const status = suspend
      ? ("SUSPENDED" as const)
      : subscription?.state
        ? tenantStatusOfSubscription({ ...subscription, state: subscription.state })
        : tenant.setupPeriodEndsAt && tenant.setupPeriodEndsAt > new Date()
          ? ("TRIAL" as const)
          : ("ACTIVE" as const);
    await db.update(tenants).set({ status, updatedAt: new Date() }).where(eq(tenants.id, id));
    app.forgetResolvedTenants();
    if (suspend) {
      // Existing sessions end at once: staff of the tenant, and its portal clients (inside the tenant's RLS context).
      await db
        .delete(staffSessions)
        .where(inArray(staffSessions.userId, db.select({ id: users.id }).from(users).where(eq(users.tenantId, id))));
      await withTenant(db, id, (tx) => tx.delete(portalSessions).where(eq(portalSessions.tenantId, id)));
    }
  };

  for (const [declaration, suspend] of [
    [platformApi.suspendTenant, true],
    [platformApi.reactivateTenant, false],
  ] as const) {
    serve(app, declaration, async (request) => {
      await setStatus(request.params.id, suspend);
      const [row] = await db
        .select({
          ...registryColumns,
        })
        .from(tenants)
        .leftJoin(verticals, eq(verticals.id, tenants.verticalModuleId))
        .leftJoin(billingSubscriptions, eq(billingSubscriptions.tenantId, tenants.id))
        .where(eq(tenants.id, request.params.id));
      return registryRow(row!);
    });
  }

  serve(app, platformApi.authEvents, async (request) => {
    const rows = await db
      .select({
        id: authEvents.id,
        occurredAt: authEvents.occurredAt,
        kind: authEvents.kind,
        outcome: authEvents.outcome,
        identifier: authEvents.identifier,
        tenantName: tenants.name,
        ip: authEvents.ip,
      })
      .from(authEvents)
      .leftJoin(tenants, eq(tenants.id, authEvents.tenantId))
      .where(request.query.outcome ? eq(authEvents.outcome, request.query.outcome) : undefined)
      .orderBy(desc(authEvents.id))
      .limit(request.query.limit);
    return rows.map((r) => ({
      ...r,
      kind: r.kind as "platform_login",
      outcome: r.outcome as "success",
      tenantName: r.tenantName ?? null,
      occurredAt: r.occurredAt.toISOString(),
    }));
  });
}
