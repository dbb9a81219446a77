import { HELPDESK_MESSAGES, type Ticket, type TicketComment } from "@engagesuite/shared";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { queryRows } from "../../db/client";
import { portalClients, tenants, ticketComments, tickets, users } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { mailWordingOf } from "../../i18n";
import { HttpError, notFound } from "../../lib/http-error";
import type { PublicOriginConfig } from "../../lib/public-origin";
import type { Mailer } from "../../providers/mail/mailer";
import { ticketReplyMail } from "../../providers/mail/templates";
import { resolveChoice } from "../choices/service";
import { type ContactActor, recordClientContactEvent, recordEmailToClient } from "../contacts/events";

export interface HelpdeskDeps {
  db: Db;
  mailer: Mailer;
  /** Where links in ticket e-mails point. */
  config: PublicOriginConfig;
}

type TicketRow = typeof tickets.$inferSelect;
type Author = { kind: "staff"; userId: string; name: string } | { kind: "client"; clientId: string; name: string };

const submitter = alias(users, "submitter");
const assignee = alias(users, "assignee");
const nameOf = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`nullif(trim(coalesce(${u.firstName}, '') || ' ' || coalesce(${u.lastName}, '')), '')`;

function ticketQuery(tx: Tx) {
  return tx
    .select({
      ticket: tickets,
      submitterName: sql<string | null>`coalesce(${nameOf(submitter)}, ${submitter.username},
        nullif(trim(${portalClients.firstName} || ' ' || ${portalClients.lastName}), ''))`,
      assigneeName: sql<string | null>`coalesce(${nameOf(assignee)}, ${assignee.username})`,
      submitterEmailVerified: sql<boolean | null>`case when ${portalClients.id} is null then null
        else ${portalClients.emailVerifiedAt} is not null end`,
    })
    .from(tickets)
    .leftJoin(submitter, eq(submitter.id, tickets.submittedByUserId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(
      portalClients,
      and(eq(portalClients.tenantId, tickets.tenantId), eq(portalClients.id, tickets.submittedByClientId)),
    );
}

function toTicket(row: {
  ticket: TicketRow;
  submitterName: string | null;
  assigneeName: string | null;
  submitterEmailVerified: boolean | null;
}): Ticket {
  const t = row.ticket;
  return {
    id: t.id,
    number: t.number,
    title: t.title,
    description: t.description,
    type: t.type,
    priority: t.priority as Ticket["priority"],
    status: t.status as Ticket["status"],
    tenantId: t.tenantId,
    submittedBy: t.submittedByUserId ?? t.submittedByClientId,
    submittedByName: row.submitterName,
    submitterEmailVerified: row.submitterEmailVerified,
    assigneeId: t.assigneeId,
    assigneeName: row.assigneeName,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export async function listTickets(
  db: Db,
  tenantId: string,
  filter: { statuses?: string[]; assignee?: string | null | "unassigned"; search?: string; clientId?: string },
): Promise<Ticket[]> {
  return withTenant(db, tenantId, async (tx) => {
    const conditions = [eq(tickets.tenantId, tenantId)];
    if (filter.statuses) conditions.push(inArray(tickets.status, filter.statuses));
    if (filter.assignee === "unassigned") conditions.push(isNull(tickets.assigneeId));
    else if (filter.assignee) conditions.push(eq(tickets.assigneeId, filter.assignee));
    if (filter.clientId) conditions.push(eq(tickets.submittedByClientId, filter.clientId));
    if (filter.search)
      conditions.push(sql`${tickets.title} ilike ${`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    const rows = await ticketQuery(tx)
      .where(and(...conditions))
      .orderBy(desc(tickets.createdAt))
      .limit(500);
    return rows.map(toTicket);
  });
}

async function getTicket(tx: Tx, tenantId: string, id: string): Promise<Ticket | null> {
  const [row] = await ticketQuery(tx).where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id)));
  return row ? toTicket(row) : null;
}

export async function createTicket(
  db: Db,
  tenantId: string,
  input: { title: string; description: string; type?: string; priority: string },
  author: Author,
): Promise<Ticket> {
  return withTenant(db, tenantId, async (tx) => {
    // An active category of the workspace's list (its first one when none is named).
    const type = await resolveChoice(tx, tenantId, "ticketCategories", input.type);
    const [counter] = await queryRows<{ last_number: number }>(
      tx,
      sql`insert into ticket_counters (tenant_id, last_number) values (${tenantId}, 1)
          on conflict (tenant_id) do update set last_number = ticket_counters.last_number + 1
          returning last_number`,
    );
    const [row] = await tx
      .insert(tickets)
      .values({
        tenantId,
        number: counter!.last_number,
        title: input.title,
        description: input.description,
        type,
        priority: input.priority,
        status: "new",
        submittedByUserId: author.kind === "staff" ? author.userId : null,
        submittedByClientId: author.kind === "client" ? author.clientId : null,
      })
      .returning();
    return (await getTicket(tx, tenantId, row!.id))!;
  });
}

export async function updateTicket(
  db: Db,
  tenantId: string,
  id: string,
  change: { status?: string; priority?: string; assigneeId?: string | null },
  actor: ContactActor,
): Promise<Ticket> {
  return withTenant(db, tenantId, async (tx) => {
    if (change.assigneeId) {
      const [staff] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, change.assigneeId),
            eq(users.tenantId, tenantId),
            eq(users.status, "active"),
            inArray(users.role, ["TENANT_ADMIN", "STAFF"]),
          ),
        );
      if (!staff)
        throw new HttpError(400, HELPDESK_MESSAGES.assigneeInvalid, {
          assigneeId: [HELPDESK_MESSAGES.assigneeInvalid],
        });
    }
    const set: Partial<typeof tickets.$inferInsert> = { updatedAt: new Date() };
    if (change.status) {
      set.status = change.status;
      set.closedAt = change.status === "closed" ? new Date() : null;
    }
    if (change.priority) set.priority = change.priority;
    if (change.assigneeId !== undefined) set.assigneeId = change.assigneeId;
    // The status before the change, read under the row's lock so that two changes at once record the real sequence.
    const [before] = await tx
      .select({ status: tickets.status })
      .from(tickets)
      .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id)))
      .for("update");
    if (!before) throw notFound(HELPDESK_MESSAGES.ticketNotFound);
    const [updated] = await tx
      .update(tickets)
      .set(set)
      .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id)))
      .returning();
    if (!updated) throw notFound(HELPDESK_MESSAGES.ticketNotFound);
    // A close is on the timeline already (the ticket's closed_at); every other move of its status is written here.
    const moved = change.status && change.status !== before.status && change.status !== "closed";
    if (moved && updated.submittedByClientId) {
      await recordClientContactEvent(
        tx,
        tenantId,
        updated.submittedByClientId,
        "ticket_status",
        { number: updated.number, title: updated.title, from: before.status, to: updated.status },
        actor,
      );
    }
    return (await getTicket(tx, tenantId, id))!;
  });
}

function toComment(row: typeof ticketComments.$inferSelect): TicketComment {
  return {
    id: row.id,
    ticketId: row.ticketId,
    content: row.content,
    isInternal: row.isInternal,
    createdByName: row.authorName,
    fromStaff: row.authorUserId !== null || row.authorClientId === null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A ticket's comments; portal clients never see internal notes. Null when the ticket is not visible to the caller. */
export async function listComments(
  db: Db,
  tenantId: string,
  ticketId: string,
  viewer: { kind: "staff" } | { kind: "client"; clientId: string },
): Promise<TicketComment[] | null> {
  return withTenant(db, tenantId, async (tx) => {
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)));
    if (!ticket || (viewer.kind === "client" && ticket.submittedByClientId !== viewer.clientId)) return null;
    const conditions = [eq(ticketComments.tenantId, tenantId), eq(ticketComments.ticketId, ticketId)];
    if (viewer.kind === "client") conditions.push(eq(ticketComments.isInternal, false));
    const rows = await tx
      .select()
      .from(ticketComments)
      .where(and(...conditions))
      .orderBy(asc(ticketComments.createdAt));
    return rows.map(toComment);
  });
}

/**
 * Adds a comment unless the ticket is closed (409). A public staff reply to a ticket a portal client opened e-mails
 * that client, in the same transaction.
 */
export async function addComment(
  deps: HelpdeskDeps,
  tenantId: string,
  ticketId: string,
  input: { content: string; isInternal: boolean },
  author: Author,
  portalLink: (ticketNumber: number) => string,
): Promise<TicketComment> {
  const comment = await withTenant(deps.db, tenantId, async (tx) => {
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)))
      .for("update");
    if (!ticket || (author.kind === "client" && ticket.submittedByClientId !== author.clientId)) {
      throw notFound(HELPDESK_MESSAGES.ticketNotFound);
    }
    if (ticket.status === "closed") throw new HttpError(409, HELPDESK_MESSAGES.ticketClosed);
    const isInternal = author.kind === "staff" && input.isInternal;
    const [row] = await tx
      .insert(ticketComments)
      .values({
        tenantId,
        ticketId,
        content: input.content,
        isInternal,
        authorUserId: author.kind === "staff" ? author.userId : null,
        authorClientId: author.kind === "client" ? author.clientId : null,
        authorName: author.name,
      })
      .returning();
    await tx
      .update(tickets)
      .set({ updatedAt: new Date() })
      .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)));
    if (author.kind === "staff" && !isInternal && ticket.submittedByClientId) {
      const [client] = await tx
        .select()
        .from(portalClients)
        .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, ticket.submittedByClientId)));
      if (client) {
        // The reply's time in the workspace's own time zone and locale (its settings).
        const [dateFormat] = await tx
          .select({ timeZone: tenants.timeZone, locale: tenants.locale })
          .from(tenants)
          .where(eq(tenants.id, tenantId));
        const mail = ticketReplyMail({
          to: client.email,
          ticketNumber: ticket.number,
          ticketTitle: ticket.title,
          authorName: author.name,
          content: input.content,
          link: portalLink(ticket.number),
          sentAt: row!.createdAt,
          dateFormat,
          wording: await mailWordingOf(tx, tenantId),
        });
        await deps.mailer.enqueue(tx, mail);
        await recordEmailToClient(tx, tenantId, client.id, mail.subject);
      }
    }
    return toComment(row!);
  });
  return comment;
}

export async function listStaff(db: Db, tenantId: string) {
  return withTenant(db, tenantId, async (tx) => {
    const rows = await tx
      .select({
        id: users.id,
        role: users.role,
        name: sql<string>`coalesce(${nameOf(users)}, ${users.username}, ${users.email})`,
      })
      .from(users)
      .where(
        and(eq(users.tenantId, tenantId), eq(users.status, "active"), inArray(users.role, ["TENANT_ADMIN", "STAFF"])),
      )
      .orderBy(asc(users.firstName));
    return rows;
  });
}

export function staffAuthorName(user: { firstName: string | null; lastName: string | null; username: string | null }) {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username || "User";
}
