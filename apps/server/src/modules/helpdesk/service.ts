import {
  type CommentAttachment,
  HELPDESK_MESSAGES,
  TICKET_STATUSES,
  type Ticket,
  type TicketComment,
  type TicketCounts,
} from "@engagesuite/shared";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { queryRows } from "../../db/client";
import {
  contactEvents,
  contacts,
  portalClients,
  tenants,
  ticketComments,
  ticketCounts,
  tickets,
  users,
} from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { isoMicros } from "../../db/timestamps";
import { mailWordingOf } from "../../i18n";
import { HttpError, notFound } from "../../lib/http-error";
import type { PublicOriginConfig } from "../../lib/public-origin";
import type { Mailer } from "../../providers/mail/mailer";
import { ticketReplyMail } from "../../providers/mail/templates";
import { resolveChoice } from "../choices/service";
import { type ContactActor, recordEmailToClient } from "../contacts/events";
import type { NotifyDeps } from "../notifications/service";
import { commentAttachmentsOf } from "./attachments";
import { outboundThread } from "./mail-thread";
import { notifyTicketEvent, notifyTicketUpdate } from "./notify";
import { applySlaOnCreate, applySlaOnUpdate } from "./sla";

export interface HelpdeskDeps {
  db: Db;
  mailer: Mailer;
  /** Where links in ticket e-mails point. */
  config: PublicOriginConfig;
}

type TicketRow = typeof tickets.$inferSelect;
/** Who writes: staff, a portal client, or (issue 22 point 6) someone by e-mail, as the inbound mail found them. */
export type Author =
  | { kind: "staff"; userId: string; name: string }
  | { kind: "client"; clientId: string; name: string }
  | { kind: "email"; name: string; email: string; contactId: string | null };

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
      contactName: contacts.name,
      /** The sort times to the microsecond (updated_at keeps microseconds), for the keyset cursor. */
      createdKey: sql<string>`${isoMicros(tickets.createdAt)}`,
      updatedKey: sql<string>`${isoMicros(tickets.updatedAt)}`,
    })
    .from(tickets)
    .leftJoin(submitter, eq(submitter.id, tickets.submittedByUserId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .leftJoin(
      portalClients,
      and(eq(portalClients.tenantId, tickets.tenantId), eq(portalClients.id, tickets.submittedByClientId)),
    )
    .leftJoin(contacts, and(eq(contacts.tenantId, tickets.tenantId), eq(contacts.id, tickets.contactId)));
}

function toTicket(row: {
  ticket: TicketRow;
  submitterName: string | null;
  assigneeName: string | null;
  submitterEmailVerified: boolean | null;
  contactName: string | null;
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
    contactId: t.contactId,
    contactName: t.contactId ? row.contactName : null,
    requesterEmail: t.requesterEmail,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    firstResponseDueAt: t.firstResponseDueAt?.toISOString() ?? null,
    firstRespondedAt: t.firstRespondedAt?.toISOString() ?? null,
    resolutionDueAt: t.resolutionDueAt?.toISOString() ?? null,
    resolvedAt: t.resolvedAt?.toISOString() ?? null,
  };
}

/** How many tickets the tenant has in each status: the trigger-kept counts, every status present. */
export async function ticketCountsOf(db: Db, tenantId: string): Promise<TicketCounts> {
  return withTenant(db, tenantId, async (tx) => {
    const rows = await tx
      .select({ status: ticketCounts.status, n: ticketCounts.n })
      .from(ticketCounts)
      .where(eq(ticketCounts.tenantId, tenantId));
    const counts = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0])) as TicketCounts;
    for (const row of rows) if (row.status in counts) counts[row.status as keyof TicketCounts] = Number(row.n);
    return counts;
  });
}

/** A live contact of the workspace (not in the trash), or a 400. */
async function checkContact(tx: Tx, tenantId: string, contactId: string): Promise<void> {
  const [found] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId), isNull(contacts.deletedAt)));
  if (!found) {
    throw new HttpError(400, HELPDESK_MESSAGES.contactInvalid, { contactId: [HELPDESK_MESSAGES.contactInvalid] });
  }
}

async function getTicket(tx: Tx, tenantId: string, id: string): Promise<Ticket | null> {
  const [row] = await ticketQuery(tx).where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, id)));
  return row ? toTicket(row) : null;
}

export async function createTicket(
  db: Db,
  tenantId: string,
  input: { title: string; description: string; type?: string; priority: string; contactId?: string | null },
  author: Author,
  /** Notifications (issue 22 point 4): the admins hear of a new ticket; without it, nobody is told. */
  notifyDeps?: NotifyDeps,
): Promise<Ticket> {
  return withTenant(db, tenantId, async (tx) => {
    // An active category of the workspace's list (its first one when none is named).
    const type = await resolveChoice(tx, tenantId, "ticketCategories", input.type);
    // The contact: staff may name one (a live contact of the workspace); a portal client's is its linked contact.
    let contactId: string | null = null;
    if (author.kind === "staff" && input.contactId) {
      await checkContact(tx, tenantId, input.contactId);
      contactId = input.contactId;
    } else if (author.kind === "email") {
      contactId = author.contactId;
    } else if (author.kind === "client") {
      const [linked] = await tx
        .select({ id: contacts.id })
        .from(portalClients)
        .innerJoin(
          contacts,
          and(eq(contacts.tenantId, portalClients.tenantId), eq(contacts.id, portalClients.contactId)),
        )
        .where(
          and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, author.clientId), isNull(contacts.deletedAt)),
        );
      contactId = linked?.id ?? null;
    }
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
        contactId,
        requesterEmail: author.kind === "email" ? author.email : null,
      })
      .returning();
    await applySlaOnCreate(tx, row!);
    const actorUserId = author.kind === "staff" ? author.userId : null;
    if (notifyDeps)
      await notifyTicketEvent(tx, notifyDeps, {
        kind: "created",
        ticket: row!,
        actorUserId,
        requesterName: author.kind === "client" || author.kind === "email" ? author.name : null,
      });
    return (await getTicket(tx, tenantId, row!.id))!;
  });
}

type TicketChange = { status?: string; priority?: string; assigneeId?: string | null; contactId?: string | null };

export async function updateTicket(
  db: Db,
  tenantId: string,
  id: string,
  change: TicketChange,
  actor: ContactActor,
  /** Notifications (issue 22 point 4): the new assignee, and the client when it is resolved; without it, nobody. */
  notifyDeps?: NotifyDeps,
): Promise<Ticket> {
  return withTenant(db, tenantId, async (tx) => {
    await checkTicketChange(tx, tenantId, change);
    return applyTicketChange(tx, tenantId, id, change, actor, notifyDeps);
  });
}

/** One ticket of the tenant, or null (another tenant's is null too). */
export async function findTicket(db: Db, tenantId: string, id: string): Promise<Ticket | null> {
  return withTenant(db, tenantId, (tx) => getTicket(tx, tenantId, id));
}

/**
 * One change to several tickets (issue 22), by the single update's rules, in one transaction: every ticket must be
 * the tenant's (else 404 and nothing is written). The tickets are locked in id order, so two bulk changes never
 * deadlock.
 */
export async function bulkUpdateTickets(
  db: Db,
  tenantId: string,
  ids: readonly string[],
  change: TicketChange,
  actor: ContactActor,
  notifyDeps?: NotifyDeps,
): Promise<Ticket[]> {
  return withTenant(db, tenantId, async (tx) => {
    await checkTicketChange(tx, tenantId, change);
    const sorted = [...ids].sort();
    const found = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(and(eq(tickets.tenantId, tenantId), inArray(tickets.id, sorted)))
      .orderBy(asc(tickets.id))
      .for("update");
    if (found.length !== new Set(ids).size) throw notFound(HELPDESK_MESSAGES.bulkNotFound);
    const updated: Ticket[] = [];
    for (const id of ids) updated.push(await applyTicketChange(tx, tenantId, id, change, actor, notifyDeps));
    return updated;
  });
}

/** The assignee must be an active staff member of the tenant, the contact a live contact of it (else 400). */
async function checkTicketChange(tx: Tx, tenantId: string, change: TicketChange): Promise<void> {
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
  if (change.contactId) await checkContact(tx, tenantId, change.contactId);
}

/** Applies a checked change to one ticket, in the caller's transaction (404 when the tenant has no such ticket). */
async function applyTicketChange(
  tx: Tx,
  tenantId: string,
  id: string,
  change: TicketChange,
  actor: ContactActor,
  notifyDeps?: NotifyDeps,
): Promise<Ticket> {
  const set: Partial<typeof tickets.$inferInsert> = { updatedAt: new Date() };
  if (change.contactId !== undefined) set.contactId = change.contactId;
  if (change.status) {
    set.status = change.status;
    set.closedAt = change.status === "closed" ? new Date() : null;
  }
  if (change.priority) set.priority = change.priority;
  if (change.assigneeId !== undefined) set.assigneeId = change.assigneeId;
  // The status before the change, read under the row's lock so that two changes at once record the real sequence.
  const [before] = await tx
    .select({ status: tickets.status, priority: tickets.priority, assigneeId: tickets.assigneeId })
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
  await applySlaOnUpdate(tx, before, updated);
  if (notifyDeps) await notifyTicketUpdate(tx, notifyDeps, before, updated, actor);
  // A close is on the timeline already (the ticket's closed_at); every other move of its status is written here.
  const moved = change.status && change.status !== before.status && change.status !== "closed";
  if (moved && updated.contactId) {
    await tx.insert(contactEvents).values({
      tenantId,
      contactId: updated.contactId,
      kind: "ticket_status",
      actorUserId: actor.userId,
      actorName: actor.name,
      data: { number: updated.number, title: updated.title, from: before.status, to: updated.status },
    });
  }
  return (await getTicket(tx, tenantId, id))!;
}

function toComment(row: typeof ticketComments.$inferSelect, attachments: CommentAttachment[] = []): TicketComment {
  return {
    id: row.id,
    ticketId: row.ticketId,
    content: row.content,
    isInternal: row.isInternal,
    createdByName: row.authorName,
    fromStaff: row.authorUserId !== null || (row.authorClientId === null && row.source !== "email"),
    createdAt: row.createdAt.toISOString(),
    source: row.source,
    attachments,
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
    const files = await commentAttachmentsOf(
      tx,
      tenantId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toComment(r, files.get(r.id)));
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
        source: author.kind === "email" ? "email" : "web",
      })
      .returning();
    // The first public staff reply stops the first-response clock (SLA, issue 22 point 7).
    const firstResponse = author.kind === "staff" && !isInternal && !ticket.firstRespondedAt;
    await tx
      .update(tickets)
      .set({ updatedAt: new Date(), ...(firstResponse ? { firstRespondedAt: row!.createdAt } : {}) })
      .where(and(eq(tickets.tenantId, tenantId), eq(tickets.id, ticketId)));
    if (author.kind === "client" || author.kind === "email")
      await notifyTicketEvent(tx, deps, {
        kind: "client_replied",
        ticket,
        authorName: author.name,
        content: input.content,
      });
    if (author.kind === "staff" && !isInternal && (ticket.submittedByClientId || ticket.requesterEmail)) {
      // A portal client's ticket mails the client; a ticket that came by e-mail (issue 22 point 6) its sender.
      const [client] = ticket.submittedByClientId
        ? await tx
            .select()
            .from(portalClients)
            .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, ticket.submittedByClientId)))
        : [];
      const to = client?.email ?? ticket.requesterEmail;
      if (to) {
        // The reply's time in the workspace's own time zone and locale (its settings).
        const [dateFormat] = await tx
          .select({ timeZone: tenants.timeZone, locale: tenants.locale })
          .from(tenants)
          .where(eq(tenants.id, tenantId));
        const mail = ticketReplyMail({
          to,
          ticketNumber: ticket.number,
          ticketTitle: ticket.title,
          authorName: author.name,
          content: input.content,
          link: portalLink(ticket.number),
          sentAt: row!.createdAt,
          dateFormat,
          wording: await mailWordingOf(tx, tenantId),
        });
        // Threaded: Message-ID, In-Reply-To/References, Reply-To the ticket's support+token address.
        mail.headers = await outboundThread(tx, deps.config.APP_DOMAIN, tenantId, ticket, row!.id);
        await deps.mailer.enqueue(tx, mail);
        if (client) await recordEmailToClient(tx, tenantId, client.id, mail.subject);
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
