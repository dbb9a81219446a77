import { ticketDisplayId } from "@engagesuite/shared";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { portalClients, tenants, type tickets } from "../../db/schema";
import { mailWordingOf } from "../../i18n";
import { tenantOrigin } from "../../lib/public-origin";
import { ticketResolvedMail } from "../../providers/mail/templates";
import { recordEmailToClient } from "../contacts/events";
import { type NotifyDeps, notify, workspaceAdmins } from "../notifications/service";

/*
 * Who hears of what happens to a ticket (issue 22 point 4). One entry point, `notifyTicketEvent(tx, deps, event)`,
 * called in the transaction that made the change (the in-app rows and the outbox mails commit with it):
 * - created: the workspace's administrators and the assignee if there is one, never the member who opened it;
 * - assigned: the new assignee, unless they assigned it to themselves;
 * - client_replied: the assignee; with none, the administrators;
 * - sla_breached: the assignee; with none, the administrators (the breach job, sla.ts);
 * - resolved: the client, by e-mail (the portal client who opened it, else the requester's address of a mailed ticket).
 * Each member's preferences decide e-mail and/or in-app (notifications/service.ts `notify`).
 */

type TicketRow = typeof tickets.$inferSelect;

export type TicketEvent =
  /** `actorUserId`: the staff member who opened it (null for a portal client or an inbound mail). */
  | { kind: "created"; ticket: TicketRow; actorUserId: string | null; requesterName?: string | null }
  | { kind: "assigned"; ticket: TicketRow; actorUserId: string | null; actorName: string }
  /** A client's reply (portal or mail): `authorName` as the comment shows it. */
  | { kind: "client_replied"; ticket: TicketRow; authorName: string; content: string }
  | { kind: "sla_breached"; ticket: TicketRow; clock: "first_response" | "resolution" }
  | { kind: "resolved"; ticket: TicketRow };

/** Where a staff notification about a ticket opens: the dashboard's help desk with the ticket. */
export const staffTicketLink = (ticketId: string) => `/tu/admin/dashboard?section=help-desk&ticket=${ticketId}`;

const snippet = (text: string, max = 280) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export async function notifyTicketEvent(tx: Tx, deps: NotifyDeps, event: TicketEvent): Promise<void> {
  const { ticket } = event;
  const tenantId = ticket.tenantId;
  const id = ticketDisplayId(ticket.number);
  const common = { tenantId, link: staffTicketLink(ticket.id), subjectId: ticket.id };
  const assigneeOrAdmins = async () => (ticket.assigneeId ? [ticket.assigneeId] : await workspaceAdmins(tx, tenantId));
  switch (event.kind) {
    case "created": {
      const userIds = [...(await workspaceAdmins(tx, tenantId)), ticket.assigneeId].filter(
        (userId) => userId && userId !== event.actorUserId,
      );
      // Nobody to tell (the only admin opened it): no wording to read on the ticket-creation path.
      if (userIds.length === 0) return;
      const { t } = await mailWordingOf(tx, tenantId);
      await notify(tx, deps, {
        ...common,
        userIds,
        kind: "ticket_created",
        title: event.requesterName
          ? t("notifications.createdFrom", { id, name: event.requesterName, title: ticket.title })
          : t("notifications.created", { id, title: ticket.title }),
        body: snippet(ticket.description),
      });
      return;
    }
    case "assigned": {
      if (!ticket.assigneeId || ticket.assigneeId === event.actorUserId) return;
      const { t } = await mailWordingOf(tx, tenantId);
      await notify(tx, deps, {
        ...common,
        userIds: [ticket.assigneeId],
        kind: "ticket_assigned",
        title: t("notifications.assigned", { id, title: ticket.title }),
        body: t("notifications.assignedBody", { name: event.actorName }),
      });
      return;
    }
    case "client_replied": {
      await notify(tx, deps, {
        ...common,
        userIds: await assigneeOrAdmins(),
        kind: "client_replied",
        title: (await mailWordingOf(tx, tenantId)).t("notifications.replied", {
          id,
          name: event.authorName,
          title: ticket.title,
        }),
        body: snippet(event.content),
      });
      return;
    }
    case "sla_breached": {
      const { t } = await mailWordingOf(tx, tenantId);
      await notify(tx, deps, {
        ...common,
        userIds: await assigneeOrAdmins(),
        kind: "sla_breached",
        title: t(
          event.clock === "first_response" ? "notifications.breachedFirstResponse" : "notifications.breachedResolution",
          {
            id,
          },
        ),
        body: ticket.title,
      });
      return;
    }
    case "resolved": {
      await mailResolved(tx, deps, ticket);
      return;
    }
  }
}

/** The client's "your ticket is resolved" mail, in the workspace's words with its sign-off. */
async function mailResolved(tx: Tx, deps: NotifyDeps, ticket: TicketRow): Promise<void> {
  const tenantId = ticket.tenantId;
  let to = ticket.requesterEmail;
  let clientId: string | null = null;
  if (ticket.submittedByClientId) {
    const [client] = await tx
      .select({ id: portalClients.id, email: portalClients.email })
      .from(portalClients)
      .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, ticket.submittedByClientId)));
    if (client) {
      to = client.email;
      clientId = client.id;
    }
  }
  if (!to) return;
  const [tenant] = await tx.select({ subdomain: tenants.subdomain }).from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) return;
  const mail = ticketResolvedMail({
    to,
    ticketNumber: ticket.number,
    ticketTitle: ticket.title,
    link: `${tenantOrigin(deps.config, tenant.subdomain)}/portal/support?ticket=${ticket.number}`,
    wording: await mailWordingOf(tx, tenantId),
  });
  await deps.mailer.enqueue(tx, mail);
  if (clientId) await recordEmailToClient(tx, tenantId, clientId, mail.subject);
}

/** After a staff update (updateTicket): the new assignee hears of it; the client hears of a move to resolved. */
export async function notifyTicketUpdate(
  tx: Tx,
  deps: NotifyDeps,
  before: { status: string; assigneeId: string | null },
  ticket: TicketRow,
  actor: { userId: string | null; name: string | null },
): Promise<void> {
  if (ticket.assigneeId && ticket.assigneeId !== before.assigneeId) {
    await notifyTicketEvent(tx, deps, {
      kind: "assigned",
      ticket,
      actorUserId: actor.userId,
      actorName: actor.name ?? "A team member",
    });
  }
  if (ticket.status === "resolved" && before.status !== "resolved") {
    await notifyTicketEvent(tx, deps, { kind: "resolved", ticket });
  }
}
