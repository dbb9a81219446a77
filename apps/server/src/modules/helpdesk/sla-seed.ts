import { ticketDisplayId } from "@engagesuite/shared";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { notifications, ticketComments, tickets, users } from "../../db/schema";
import { mailWordingOf } from "../../i18n";
import { staffTicketLink } from "./notify";
import { saveSlaSettings, slaDueTimes } from "./sla";

/**
 * The demo tenants' service levels and bell (issue 22 points 4 and 7), after their tickets are seeded: business hours
 * Monday to Friday 08:00–18:00, a target per priority, each ticket's due times from its age (its first public staff
 * reply and its resolution set from the seeded comments and status), the breaches already told, and a few unread
 * notifications for the demo staff member. Idempotent: only tickets without due times are touched.
 */
export async function seedDemoSla(tx: Tx, tenantId: string, now: number): Promise<void> {
  await saveSlaSettings(tx, tenantId, {
    businessHours: [1, 2, 3, 4, 5].map((day) => ({ day, start: "08:00", end: "18:00" })),
    policies: [
      { priority: "critical", firstResponseMinutes: 60, resolutionMinutes: 480 },
      { priority: "high", firstResponseMinutes: 240, resolutionMinutes: 1200 },
      { priority: "medium", firstResponseMinutes: 480, resolutionMinutes: 3000 },
      { priority: "low", firstResponseMinutes: 960, resolutionMinutes: 6000 },
    ],
  });
  const rows = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), isNull(tickets.firstResponseDueAt), isNull(tickets.resolutionDueAt)));
  if (rows.length === 0) return;
  const staff = await tx
    .select({ id: users.id, role: users.role, name: sql<string>`coalesce(${users.firstName}, ${users.username})` })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .orderBy(users.role);
  const member = staff.find((u) => u.role === "STAFF");
  const admins = staff.filter((u) => u.role === "TENANT_ADMIN").map((u) => u.id);
  const adminName = staff.find((u) => u.role === "TENANT_ADMIN")?.name ?? "";
  const at = new Date(now);
  const { t } = await mailWordingOf(tx, tenantId);
  for (const ticket of rows) {
    const due = await slaDueTimes(tx, tenantId, ticket.priority, ticket.createdAt);
    const [reply] = await tx
      .select({ createdAt: ticketComments.createdAt })
      .from(ticketComments)
      .where(
        and(
          eq(ticketComments.tenantId, tenantId),
          eq(ticketComments.ticketId, ticket.id),
          eq(ticketComments.isInternal, false),
          isNotNull(ticketComments.authorUserId),
        ),
      )
      .orderBy(asc(ticketComments.createdAt))
      .limit(1);
    const resolvedAt = ["resolved", "closed"].includes(ticket.status) ? (ticket.closedAt ?? ticket.updatedAt) : null;
    const firstRespondedAt = reply?.createdAt ?? null;
    const firstBreached =
      due.firstResponseDueAt && due.firstResponseDueAt < at && !firstRespondedAt && !resolvedAt ? at : null;
    const resolutionBreached = due.resolutionDueAt && due.resolutionDueAt < at && !resolvedAt ? at : null;
    await tx
      .update(tickets)
      .set({
        ...due,
        firstRespondedAt,
        resolvedAt,
        firstResponseBreachNotifiedAt: firstBreached,
        resolutionBreachNotifiedAt: resolutionBreached,
      })
      .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticket.id)));
    const recipients = ticket.assigneeId ? [ticket.assigneeId] : admins;
    const id = ticketDisplayId(ticket.number);
    const told = (title: string, minutesAgo: number, kind: string, body: string, to = recipients) =>
      to.map((userId) => ({
        tenantId,
        userId,
        kind,
        title,
        body,
        link: staffTicketLink(ticket.id),
        subjectId: ticket.id,
        createdAt: new Date(now - minutesAgo * 60_000),
      }));
    if (firstBreached || resolutionBreached) {
      const title = t(firstBreached ? "notifications.breachedFirstResponse" : "notifications.breachedResolution", {
        id,
      });
      await tx.insert(notifications).values(told(title, 5, "sla_breached", ticket.title));
    }
    if (member && ticket.assigneeId === member.id && ticket.status === "open") {
      await tx
        .insert(notifications)
        .values(
          told(
            t("notifications.assigned", { id, title: ticket.title }),
            90,
            "ticket_assigned",
            t("notifications.assignedBody", { name: adminName }),
          ),
        );
    }
    if (ticket.status === "new" && admins.length) {
      await tx
        .insert(notifications)
        .values(
          told(
            t("notifications.created", { id, title: ticket.title }),
            110,
            "ticket_created",
            ticket.description,
            admins,
          ),
        );
    }
  }
}
