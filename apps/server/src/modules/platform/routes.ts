import {
  authEventQuerySchema,
  authEventSchema,
  MSG,
  platformOverviewSchema,
  registryQuerySchema,
  registryTenantSchema,
  uuidSchema,
} from "@engagesuite/shared";
import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client";
import { queryRows } from "../../db/client";
import { authEvents, mailOutbox, portalSessions, staffSessions, tenants, users, verticals } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { notFound } from "../../lib/http-error";
import { errorResponses } from "../../lib/openapi";
import { requireSuperAdmin } from "../auth/context";
import { systemHealth } from "./health-stats";

const messageAnswer = z.object({ message: z.string() });
const errors = { ...errorResponses, 401: messageAnswer, 403: messageAnswer };
const tags = ["platform"];

/** The super admin's platform: live war room figures, the tenant registry, the authentication monitor. */
export const platformRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const db = database.db;

  app.get(
    "/api/platform/overview",
    { schema: { tags, summary: "Live war room figures", response: { 200: platformOverviewSchema, ...errors } } },
    async (request, reply) => {
      await requireSuperAdmin(request);
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
    },
  );

  app.get(
    "/api/platform/tenants",
    {
      schema: {
        tags,
        summary: "Every tenant (search by name or subdomain, filter by status)",
        querystring: registryQuerySchema,
        response: { 200: z.array(registryTenantSchema), ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
      const { search, status } = request.query;
      const conditions = [];
      if (status) conditions.push(eq(tenants.status, status));
      if (search) {
        const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(tenants.name, like), ilike(tenants.subdomain, like))!);
      }
      const rows = await db
        .select({
          id: tenants.id,
          name: tenants.name,
          subdomain: tenants.subdomain,
          verticalName: verticals.displayName,
          planTier: tenants.planTier,
          status: tenants.status,
          setupPeriodEndsAt: tenants.setupPeriodEndsAt,
          createdAt: tenants.createdAt,
        })
        .from(tenants)
        .leftJoin(verticals, eq(verticals.id, tenants.verticalModuleId))
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(tenants.createdAt))
        .limit(1000);
      return rows.map((r) => ({
        ...r,
        verticalName: r.verticalName ?? null,
        setupPeriodEndsAt: r.setupPeriodEndsAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );

  const setStatus = async (id: string, suspend: boolean) => {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.id, id));
    if (!tenant) throw notFound(MSG.tenantNotFound);
    const status = suspend
      ? ("SUSPENDED" as const)
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

  for (const [action, suspend] of [
    ["suspend", true],
    ["reactivate", false],
  ] as const) {
    app.post(
      `/api/platform/tenants/:id/${action}`,
      {
        schema: {
          tags,
          summary: suspend
            ? "Suspends a tenant: its sign-ins and API calls are refused, its sessions end"
            : "Reactivates a tenant",
          params: z.object({ id: uuidSchema }),
          response: { 200: registryTenantSchema, ...errors },
        },
      },
      async (request) => {
        await requireSuperAdmin(request);
        await setStatus(request.params.id, suspend);
        const [row] = await db
          .select({
            id: tenants.id,
            name: tenants.name,
            subdomain: tenants.subdomain,
            verticalName: verticals.displayName,
            planTier: tenants.planTier,
            status: tenants.status,
            setupPeriodEndsAt: tenants.setupPeriodEndsAt,
            createdAt: tenants.createdAt,
          })
          .from(tenants)
          .leftJoin(verticals, eq(verticals.id, tenants.verticalModuleId))
          .where(eq(tenants.id, request.params.id));
        return {
          ...row!,
          verticalName: row!.verticalName ?? null,
          setupPeriodEndsAt: row!.setupPeriodEndsAt?.toISOString() ?? null,
          createdAt: row!.createdAt.toISOString(),
        };
      },
    );
  }

  app.get(
    "/api/platform/auth-events",
    {
      schema: {
        tags,
        summary: "Recent sign-ins and failed attempts across the platform",
        querystring: authEventQuerySchema,
        response: { 200: z.array(authEventSchema), ...errors },
      },
    },
    async (request) => {
      await requireSuperAdmin(request);
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
    },
  );
};
