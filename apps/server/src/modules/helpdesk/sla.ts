import {
  type BusinessDay,
  type SlaSettings,
  type SlaSettingsAnswer,
  TICKET_PRIORITIES,
  type TicketPriority,
} from "@engagesuite/shared";
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { helpdeskSettings, slaPolicies, tenants, tickets } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import type { Clock } from "../../lib/clock";
import type { NotifyDeps } from "../notifications/service";
import { addBusinessMinutes } from "./business-hours";
import { notifyTicketEvent } from "./notify";

/*
 * Service levels (issue 22 point 7). A ticket's due times are computed from its created_at in the workspace's business
 * hours (tenants.time_zone) when it opens and again when its priority changes; a change of the policy applies to
 * tickets opened or re-prioritised after it. first_responded_at is the first public staff reply; resolved_at is set
 * when the status becomes resolved or closed and cleared when it moves back (the due times stay from created_at, so a
 * reopened ticket past its resolution target shows as breached at once; its breach is not notified again).
 */

type TicketRow = typeof tickets.$inferSelect;

export async function slaSettingsOf(tx: Tx, tenantId: string): Promise<SlaSettingsAnswer> {
  const [settings] = await tx
    .select({ businessHours: helpdeskSettings.businessHours })
    .from(helpdeskSettings)
    .where(eq(helpdeskSettings.tenantId, tenantId));
  const [tenant] = await tx.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  const rows = await tx.select().from(slaPolicies).where(eq(slaPolicies.tenantId, tenantId));
  const byPriority = new Map(rows.map((r) => [r.priority, r]));
  return {
    timeZone: tenant?.timeZone ?? "UTC",
    businessHours: [...(settings?.businessHours ?? [])].sort((a, b) => a.day - b.day),
    policies: TICKET_PRIORITIES.map((priority) => ({
      priority,
      firstResponseMinutes: byPriority.get(priority)?.firstResponseMinutes ?? null,
      resolutionMinutes: byPriority.get(priority)?.resolutionMinutes ?? null,
    })),
  };
}

/** Replaces the hours and the policies (a priority not named has no targets). */
export async function saveSlaSettings(tx: Tx, tenantId: string, input: SlaSettings): Promise<SlaSettingsAnswer> {
  const businessHours: BusinessDay[] = input.businessHours.map(({ day, start, end }) => ({ day, start, end }));
  await tx
    .insert(helpdeskSettings)
    .values({ tenantId, businessHours })
    .onConflictDoUpdate({ target: helpdeskSettings.tenantId, set: { businessHours, updatedAt: new Date() } });
  await tx.delete(slaPolicies).where(eq(slaPolicies.tenantId, tenantId));
  const policies = input.policies.filter((p) => p.firstResponseMinutes !== null || p.resolutionMinutes !== null);
  if (policies.length) await tx.insert(slaPolicies).values(policies.map((p) => ({ tenantId, ...p })));
  return slaSettingsOf(tx, tenantId);
}

/** The due times for a ticket of this priority opened at `createdAt` (null where the policy sets no target). */
export async function slaDueTimes(
  tx: Tx,
  tenantId: string,
  priority: string,
  createdAt: Date,
): Promise<{ firstResponseDueAt: Date | null; resolutionDueAt: Date | null }> {
  const [policy] = await tx
    .select()
    .from(slaPolicies)
    .where(and(eq(slaPolicies.tenantId, tenantId), eq(slaPolicies.priority, priority)));
  if (!policy || (policy.firstResponseMinutes === null && policy.resolutionMinutes === null)) {
    return { firstResponseDueAt: null, resolutionDueAt: null };
  }
  const settings = await slaSettingsOf(tx, tenantId);
  const due = (minutes: number | null) =>
    minutes === null ? null : addBusinessMinutes(createdAt, minutes, settings.businessHours, settings.timeZone);
  return { firstResponseDueAt: due(policy.firstResponseMinutes), resolutionDueAt: due(policy.resolutionMinutes) };
}

/** Sets a new ticket's due times (called by createTicket). */
export async function applySlaOnCreate(tx: Tx, ticket: TicketRow): Promise<void> {
  const due = await slaDueTimes(tx, ticket.tenantId, ticket.priority, ticket.createdAt);
  if (!due.firstResponseDueAt && !due.resolutionDueAt) return;
  await tx
    .update(tickets)
    .set(due)
    .where(and(eq(tickets.tenantId, ticket.tenantId), eq(tickets.id, ticket.id)));
}

const DONE = ["resolved", "closed"];

/** After an update: due times again when the priority changed; resolved_at set or cleared with the status. */
export async function applySlaOnUpdate(
  tx: Tx,
  before: { priority: string; status: string },
  after: TicketRow,
  now: Date = new Date(),
): Promise<void> {
  const set: Partial<typeof tickets.$inferInsert> = {};
  if (after.priority !== before.priority) {
    Object.assign(set, await slaDueTimes(tx, after.tenantId, after.priority as TicketPriority, after.createdAt));
  }
  const done = DONE.includes(after.status);
  if (done && !after.resolvedAt) set.resolvedAt = now;
  if (!done && after.resolvedAt) set.resolvedAt = null;
  if (Object.keys(set).length === 0) return;
  await tx
    .update(tickets)
    .set(set)
    .where(and(eq(tickets.tenantId, after.tenantId), eq(tickets.id, after.id)));
}

/** The cron queue that tells of breaches (every minute; idempotent). */
export const SLA_BREACH_QUEUE = "helpdesk-sla-breaches";

/**
 * One breach round, for every active workspace (the tenants table is global; each workspace's tickets are read bound
 * to it, under RLS). A conditional update (`…_breach_notified_at is null`) claims the breached tickets and the
 * notifications go in the same transaction: a second round at once waits on the claimed rows and then finds them
 * taken, so each breach is told exactly once. Returns how many breaches were notified.
 */
export async function notifySlaBreaches(db: Db, deps: NotifyDeps, clock: Clock): Promise<number> {
  const now = clock.now();
  const workspaces = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(inArray(tenants.status, ["ACTIVE", "TRIAL"]));
  let told = 0;
  for (const { id: tenantId } of workspaces) {
    told += await withTenant(db, tenantId, async (tx) => {
      const firstResponse = await tx
        .update(tickets)
        .set({ firstResponseBreachNotifiedAt: now })
        .where(
          and(
            eq(tickets.tenantId, tenantId),
            isNull(tickets.firstResponseBreachNotifiedAt),
            lt(tickets.firstResponseDueAt, now),
            isNull(tickets.firstRespondedAt),
            isNull(tickets.resolvedAt),
          ),
        )
        .returning();
      const resolution = await tx
        .update(tickets)
        .set({ resolutionBreachNotifiedAt: now })
        .where(
          and(
            eq(tickets.tenantId, tenantId),
            isNull(tickets.resolutionBreachNotifiedAt),
            lt(tickets.resolutionDueAt, now),
            isNull(tickets.resolvedAt),
          ),
        )
        .returning();
      for (const ticket of firstResponse) {
        await notifyTicketEvent(tx, deps, { kind: "sla_breached", ticket, clock: "first_response" });
      }
      for (const ticket of resolution) {
        await notifyTicketEvent(tx, deps, { kind: "sla_breached", ticket, clock: "resolution" });
      }
      return firstResponse.length + resolution.length;
    });
  }
  return told;
}
