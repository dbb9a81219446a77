import {
  APPOINTMENT_MESSAGES,
  type Appointment,
  type AppointmentInput,
  type AppointmentRequest,
  type appointmentListQuerySchema,
  type PortalAppointment,
} from "@engagesuite/shared";
import { and, asc, desc, eq, gt, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Tx } from "../../db/client";
import { users } from "../../db/schema";
import { mailWordingOf } from "../../i18n";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import { type PublicOriginConfig, tenantHost, tenantOrigin } from "../../lib/public-origin";
import type { Mailer } from "../../providers/mail/mailer";
import {
  type AppointmentMailKind,
  type AppointmentStaffNoticeKind,
  appointmentClientMail,
  appointmentStaffNoticeMail,
  formatMailDate,
} from "../../providers/mail/templates";
import { tenants } from "../../tenancy/schema";
import { recordEmailToClient } from "../contacts/events";
import { portalClients } from "../portal/schema";
import { appointmentIcs } from "./ics";
import { appointmentRequests, appointments } from "./schema";
import { wallClockToInstant } from "./wall-clock";

export type AppointmentRow = typeof appointments.$inferSelect;

/** What the module needs of the app: the mailer and the public origin (links, the calendar event's UID). */
export interface AppointmentDeps {
  mailer: Mailer;
  config: PublicOriginConfig;
}

/** The workspace settings appointments depend on. */
export interface AppointmentTenant {
  id: string;
  name: string;
  subdomain: string;
  timeZone: string;
  locale: string;
  cancelCutoffHours: number;
  primaryColor: string | null;
}

export async function appointmentTenant(tx: Tx, tenantId: string): Promise<AppointmentTenant> {
  const [row] = await tx
    .select({
      id: tenants.id,
      name: tenants.name,
      subdomain: tenants.subdomain,
      timeZone: tenants.timeZone,
      locale: tenants.locale,
      cancelCutoffHours: tenants.appointmentCancelCutoffHours,
      primaryColor: tenants.primaryColor,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw notFound("Workspace not found");
  return row;
}

const personName = (first: string | null, last: string | null, fallback: string) =>
  [first, last].filter(Boolean).join(" ") || fallback;

/** A wall-clock date and time of the workspace's zone as an instant: 400 for a day or time that does not exist. */
export function instantOf(date: string, time: string, timeZone: string, field = "time"): Date {
  const result = wallClockToInstant(date, time, timeZone);
  if (result.ok) return result.instant;
  if (result.reason === "invalidDate") {
    throw badRequest(APPOINTMENT_MESSAGES.dateFormat, { date: [APPOINTMENT_MESSAGES.dateFormat] });
  }
  const message = APPOINTMENT_MESSAGES.nonexistentTime(date, time, timeZone);
  throw badRequest(message, { [field]: [message] });
}

/** The start and end of what staff entered; 400 (nothing written) for a past start or an end not after the start. */
export function appointmentTimes(
  input: Pick<AppointmentInput, "date" | "time" | "durationMinutes">,
  timeZone: string,
  now: Date,
) {
  const startsAt = instantOf(input.date, input.time, timeZone);
  const endsAt = new Date(startsAt.getTime() + input.durationMinutes * 60_000);
  if (startsAt.getTime() <= now.getTime()) {
    throw badRequest(APPOINTMENT_MESSAGES.inPast, { time: [APPOINTMENT_MESSAGES.inPast] });
  }
  if (endsAt.getTime() <= startsAt.getTime()) {
    throw badRequest(APPOINTMENT_MESSAGES.endBeforeStart, { durationMinutes: [APPOINTMENT_MESSAGES.endBeforeStart] });
  }
  return { startsAt, endsAt };
}

export async function requireClient(tx: Tx, tenantId: string, clientId: string) {
  const [client] = await tx
    .select({
      id: portalClients.id,
      email: portalClients.email,
      firstName: portalClients.firstName,
      lastName: portalClients.lastName,
    })
    .from(portalClients)
    .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.id, clientId)));
  if (!client) {
    throw badRequest(APPOINTMENT_MESSAGES.clientNotFound, { clientId: [APPOINTMENT_MESSAGES.clientNotFound] });
  }
  return client;
}

/** An active member of the workspace (an admin or staff member). */
export async function requireStaffMember(tx: Tx, tenantId: string, userId: string) {
  const [member] = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.id, userId),
        eq(users.status, "active"),
        inArray(users.role, ["TENANT_ADMIN", "STAFF"]),
      ),
    );
  if (!member) {
    throw badRequest(APPOINTMENT_MESSAGES.staffNotFound, { staffUserId: [APPOINTMENT_MESSAGES.staffNotFound] });
  }
  return member;
}

export async function listStaffMembers(tx: Tx, tenantId: string) {
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), eq(users.status, "active"), inArray(users.role, ["TENANT_ADMIN", "STAFF"])),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((row) => ({ id: row.id, name: personName(row.firstName, row.lastName, row.email) }));
}

const appointmentColumns = {
  row: appointments,
  clientEmail: portalClients.email,
  clientFirstName: portalClients.firstName,
  clientLastName: portalClients.lastName,
  staffFirstName: users.firstName,
  staffLastName: users.lastName,
  staffEmail: users.email,
};

type JoinedRow = {
  row: AppointmentRow;
  clientEmail: string;
  clientFirstName: string;
  clientLastName: string;
  staffFirstName: string | null;
  staffLastName: string | null;
  staffEmail: string | null;
};

function toAppointment(joined: JoinedRow): Appointment {
  const { row } = joined;
  return {
    id: row.id,
    client: {
      id: row.clientId,
      name: personName(joined.clientFirstName, joined.clientLastName, joined.clientEmail),
      email: joined.clientEmail,
    },
    staff: { id: row.staffUserId, name: personName(joined.staffFirstName, joined.staffLastName, "Former member") },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    location: row.location,
    videoUrl: row.videoUrl,
    notes: row.notes,
    status: row.status,
    cancelledBy: row.cancelledBy ?? null,
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
  };
}

function joinedAppointments(tx: Tx, tenantId: string) {
  return tx
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(
      portalClients,
      and(eq(portalClients.tenantId, appointments.tenantId), eq(portalClients.id, appointments.clientId)),
    )
    .leftJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, appointments.staffUserId)))
    .$dynamic();
}

export async function findAppointment(tx: Tx, tenantId: string, id: string): Promise<Appointment | undefined> {
  const [row] = await joinedAppointments(tx, tenantId).where(
    and(eq(appointments.tenantId, tenantId), eq(appointments.id, id)),
  );
  return row ? toAppointment(row) : undefined;
}

export async function requireAppointment(tx: Tx, tenantId: string, id: string): Promise<Appointment> {
  const appointment = await findAppointment(tx, tenantId, id);
  if (!appointment) throw notFound(APPOINTMENT_MESSAGES.notFound);
  return appointment;
}

export async function listAppointments(tx: Tx, tenantId: string, query: z.output<typeof appointmentListQuerySchema>) {
  const { page, pageSize } = query;
  const where = and(
    eq(appointments.tenantId, tenantId),
    query.from ? gte(appointments.startsAt, new Date(query.from)) : undefined,
    query.to ? lt(appointments.startsAt, new Date(query.to)) : undefined,
    query.clientId ? eq(appointments.clientId, query.clientId) : undefined,
    query.staffUserId ? eq(appointments.staffUserId, query.staffUserId) : undefined,
    query.includeCancelled ? undefined : ne(appointments.status, "cancelled"),
  );
  const order = query.order === "desc" ? desc(appointments.startsAt) : asc(appointments.startsAt);
  const rows = await joinedAppointments(tx, tenantId)
    .where(where)
    .orderBy(order, asc(appointments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(appointments).where(where);
  return { appointments: rows.map(toAppointment), total: count?.n ?? 0, page, pageSize };
}

/** 23P01: the exclusion constraint refused an overlapping appointment of the same staff member. */
export const isOverlap = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  ((error as { code?: string }).code === "23P01" || (error as { cause?: { code?: string } }).cause?.code === "23P01");

/** The 409 that names what is in the way: the staff member and the time of their overlapping appointment. */
export async function overlapError(
  tx: Tx,
  tenant: AppointmentTenant,
  staffUserId: string,
  startsAt: Date,
  endsAt: Date,
  exceptId?: string,
): Promise<HttpError> {
  const [member] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, staffUserId)));
  const [other] = await tx
    .select({ startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.tenantId, tenant.id),
        eq(appointments.staffUserId, staffUserId),
        ne(appointments.status, "cancelled"),
        lt(appointments.startsAt, endsAt),
        gt(appointments.endsAt, startsAt),
        exceptId ? ne(appointments.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  const name = member ? personName(member.firstName, member.lastName, member.email) : "This team member";
  const when = formatMailDate(other?.startsAt ?? startsAt, tenant);
  const message = APPOINTMENT_MESSAGES.conflict(name, when);
  return new HttpError(409, message, { time: [message] });
}

/* ---- Mails ---- */

const portalLink = (deps: AppointmentDeps, tenant: AppointmentTenant) =>
  `${tenantOrigin(deps.config, tenant.subdomain)}/portal/dashboard?tab=appointments`;

/** The calendar event's UID: one per appointment, so calendars update or remove the event they hold. */
export const appointmentUid = (deps: AppointmentDeps, tenant: AppointmentTenant, id: string) =>
  `${id}@${tenantHost(deps.config, tenant.subdomain).replace(/:\d+$/, "")}`;

/** Enqueues the client's e-mail about an appointment, with its calendar invitation, in the caller's transaction. */
export async function mailClient(
  tx: Tx,
  deps: AppointmentDeps,
  tenant: AppointmentTenant,
  appointment: Appointment,
  kind: AppointmentMailKind,
): Promise<void> {
  const startsAt = new Date(appointment.startsAt);
  const wording = await mailWordingOf(tx, tenant.id);
  const message = appointmentClientMail({
    to: appointment.client.email,
    kind,
    tenantName: tenant.name,
    tenantColor: tenant.primaryColor,
    staffName: appointment.staff.name,
    startsAt,
    durationMinutes: appointment.durationMinutes,
    location: appointment.location,
    videoUrl: appointment.videoUrl,
    cancelledBy: appointment.cancelledBy,
    link: portalLink(deps, tenant),
    dateFormat: tenant,
    wording,
  });
  await recordEmailToClient(tx, tenant.id, appointment.client.id, message.subject);
  const method = kind === "cancelled" ? "CANCEL" : "REQUEST";
  const ics = appointmentIcs({
    uid: appointmentUid(deps, tenant, appointment.id),
    method,
    sequence: appointment.sequence,
    startsAt,
    endsAt: new Date(appointment.endsAt),
    summary: `Appointment with ${appointment.staff.name} (${tenant.name})`,
    location: appointment.location ?? appointment.videoUrl,
    description: [appointment.videoUrl ? `Video link: ${appointment.videoUrl}` : null, appointment.notes]
      .filter(Boolean)
      .join("\n\n"),
    url: appointment.videoUrl,
    organizer: {
      name: tenant.name,
      email: `appointments@${tenantHost(deps.config, tenant.subdomain).replace(/:\d+$/, "")}`,
    },
    attendee: { name: appointment.client.name, email: appointment.client.email },
    cancelled: kind === "cancelled",
  });
  await deps.mailer.enqueue(tx, {
    ...message,
    attachments: [
      {
        filename: "appointment.ics",
        contentType: `text/calendar; method=${method}`,
        contentBase64: Buffer.from(ics, "utf8").toString("base64"),
      },
    ],
  });
}

/** Tells the staff member that their client confirmed or cancelled. */
export async function mailStaff(
  tx: Tx,
  deps: AppointmentDeps,
  tenant: AppointmentTenant,
  appointment: AppointmentRow,
  clientName: string,
  kind: AppointmentStaffNoticeKind,
): Promise<void> {
  const [member] = await tx
    .select({ email: users.email, status: users.status })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.id, appointment.staffUserId)));
  if (member?.status !== "active") return;
  await deps.mailer.enqueue(
    tx,
    appointmentStaffNoticeMail({
      to: member.email,
      kind,
      clientName,
      startsAt: appointment.startsAt,
      link: `${tenantOrigin(deps.config, tenant.subdomain)}/tu/admin/dashboard?section=appointments`,
      dateFormat: tenant,
      wording: await mailWordingOf(tx, tenant.id),
    }),
  );
}

/* ---- The client's view ---- */

export function toPortalAppointment(
  row: AppointmentRow & { staffName: string },
  cancelCutoffHours: number,
  now: Date,
): PortalAppointment {
  const cancelUntil = new Date(row.startsAt.getTime() - cancelCutoffHours * 3_600_000);
  const live = row.status !== "cancelled" && row.startsAt.getTime() > now.getTime();
  return {
    id: row.id,
    staffName: row.staffName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    videoUrl: row.videoUrl,
    notes: row.notes,
    status: row.status,
    cancelledBy: row.cancelledBy ?? null,
    cancelUntil: cancelUntil.toISOString(),
    canCancel: live && now.getTime() <= cancelUntil.getTime(),
    canConfirm: live && row.status === "scheduled",
  };
}

/** A client's own appointment, locked for the change they make; another client's is a 404 like a missing one. */
export async function requireOwnAppointment(tx: Tx, tenantId: string, clientId: string, id: string) {
  const [row] = await tx
    .select({ row: appointments, staffFirstName: users.firstName, staffLastName: users.lastName })
    .from(appointments)
    .leftJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, appointments.staffUserId)))
    .where(and(eq(appointments.tenantId, tenantId), eq(appointments.clientId, clientId), eq(appointments.id, id)))
    .for("update", { of: appointments });
  if (!row) throw notFound(APPOINTMENT_MESSAGES.notFound);
  return { ...row.row, staffName: personName(row.staffFirstName, row.staffLastName, "Our team") };
}

export async function listClientAppointments(tx: Tx, tenantId: string, clientId: string) {
  const rows = await tx
    .select({ row: appointments, staffFirstName: users.firstName, staffLastName: users.lastName })
    .from(appointments)
    .leftJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, appointments.staffUserId)))
    .where(and(eq(appointments.tenantId, tenantId), eq(appointments.clientId, clientId)))
    .orderBy(asc(appointments.startsAt))
    .limit(500);
  return rows.map((r) => ({ ...r.row, staffName: personName(r.staffFirstName, r.staffLastName, "Our team") }));
}

/* ---- Requests ---- */

type RequestRow = typeof appointmentRequests.$inferSelect;

export function toRequest(row: RequestRow): Omit<AppointmentRequest, "client"> {
  return {
    id: row.id,
    preferredTimes: row.preferredTimes,
    note: row.note,
    status: row.status,
    appointmentId: row.appointmentId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRequests(
  tx: Tx,
  tenantId: string,
  filter: { status?: "open"; id?: string } = {},
): Promise<AppointmentRequest[]> {
  const rows = await tx
    .select({
      row: appointmentRequests,
      email: portalClients.email,
      firstName: portalClients.firstName,
      lastName: portalClients.lastName,
    })
    .from(appointmentRequests)
    .innerJoin(
      portalClients,
      and(eq(portalClients.tenantId, appointmentRequests.tenantId), eq(portalClients.id, appointmentRequests.clientId)),
    )
    .where(
      and(
        eq(appointmentRequests.tenantId, tenantId),
        filter.status ? eq(appointmentRequests.status, filter.status) : undefined,
        filter.id ? eq(appointmentRequests.id, filter.id) : undefined,
      ),
    )
    .orderBy(asc(appointmentRequests.createdAt))
    .limit(200);
  return rows.map((r) => ({
    ...toRequest(r.row),
    client: { id: r.row.clientId, name: personName(r.firstName, r.lastName, r.email), email: r.email },
  }));
}
