import { APPOINTMENT_MESSAGES, appointmentsApi } from "@engagesuite/shared";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { TenantTx } from "../../http/request-context";
import { serve } from "../../http/serve";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import type { Services } from "../module";
import { appointmentRequests, appointments } from "./schema";
import {
  type AppointmentDeps,
  appointmentTenant,
  appointmentTimes,
  instantOf,
  isOverlap,
  listAppointments,
  listClientAppointments,
  listRequests,
  listStaffMembers,
  mailClient,
  mailStaff,
  overlapError,
  requireAppointment,
  requireClient,
  requireOwnAppointment,
  requireStaffMember,
  toPortalAppointment,
  toRequest,
} from "./service";

/**
 * Runs a booking or a change; when the exclusion constraint refuses it (the staff member is busy then, a race
 * included), answers 409 naming the appointment in the way, read in a transaction of its own after the refused one.
 */
async function refusingOverlaps<T>(
  tx: TenantTx,
  tenantId: string,
  attempt: { staffUserId: string; date: string; time: string; durationMinutes: number },
  exceptId: string | undefined,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!isOverlap(error)) throw error;
    throw await tx(async (t) => {
      const tenant = await appointmentTenant(t, tenantId);
      const startsAt = instantOf(attempt.date, attempt.time, tenant.timeZone);
      const endsAt = new Date(startsAt.getTime() + attempt.durationMinutes * 60_000);
      return overlapError(t, tenant, attempt.staffUserId, startsAt, endsAt, exceptId);
    });
  }
}

/** The endpoints of `appointmentsApi`: staff (every member, `portal.work`) and the portal's signed-in client. */
export async function appointmentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const deps: AppointmentDeps = { mailer: services.mailer, config: services.config };
  const now = () => services.clock.now();

  serve(app, appointmentsApi.list, async (request, _reply, { tenant, tx }) =>
    tx((t) => listAppointments(t, tenant.id, request.query)),
  );

  serve(app, appointmentsApi.get, async (request, _reply, { tenant, tx }) =>
    tx((t) => requireAppointment(t, tenant.id, request.params.appointmentId)),
  );

  serve(app, appointmentsApi.staffMembers, async (_request, _reply, { tenant, tx }) =>
    tx((t) => listStaffMembers(t, tenant.id)),
  );

  serve(app, appointmentsApi.create, async (request, reply, { tenant, tx, staff }) => {
    const { requestId, ...input } = request.body;
    const appointment = await refusingOverlaps(tx, tenant.id, input, undefined, () =>
      tx(async (t) => {
        const settings = await appointmentTenant(t, tenant.id);
        const { startsAt, endsAt } = appointmentTimes(input, settings.timeZone, now());
        await requireClient(t, tenant.id, input.clientId);
        await requireStaffMember(t, tenant.id, input.staffUserId);
        if (requestId) {
          const [open] = await t
            .select({ status: appointmentRequests.status, clientId: appointmentRequests.clientId })
            .from(appointmentRequests)
            .where(and(eq(appointmentRequests.tenantId, tenant.id), eq(appointmentRequests.id, requestId)))
            .for("update");
          if (!open || open.clientId !== input.clientId) throw notFound(APPOINTMENT_MESSAGES.requestNotFound);
          if (open.status !== "open") throw new HttpError(409, APPOINTMENT_MESSAGES.requestClosed);
        }
        const [row] = await t
          .insert(appointments)
          .values({
            tenantId: tenant.id,
            clientId: input.clientId,
            staffUserId: input.staffUserId,
            startsAt,
            endsAt,
            location: input.location ?? null,
            videoUrl: input.videoUrl ?? null,
            notes: input.notes ?? null,
            createdByUserId: staff.user.id,
          })
          .returning({ id: appointments.id });
        if (requestId) {
          await t
            .update(appointmentRequests)
            .set({ status: "scheduled", appointmentId: row!.id, updatedAt: new Date() })
            .where(and(eq(appointmentRequests.tenantId, tenant.id), eq(appointmentRequests.id, requestId)));
        }
        const booked = await requireAppointment(t, tenant.id, row!.id);
        await mailClient(t, deps, settings, booked, "booked");
        return booked;
      }),
    );
    return reply.status(201).send(appointment);
  });

  serve(app, appointmentsApi.update, async (request, _reply, { tenant, tx }) => {
    const id = request.params.appointmentId;
    const input = request.body;
    return refusingOverlaps(tx, tenant.id, input, id, () =>
      tx(async (t) => {
        const [current] = await t
          .select()
          .from(appointments)
          .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, id)))
          .for("update");
        if (!current) throw notFound(APPOINTMENT_MESSAGES.notFound);
        if (current.status === "cancelled") throw new HttpError(409, APPOINTMENT_MESSAGES.cancelled);
        const settings = await appointmentTenant(t, tenant.id);
        const { startsAt, endsAt } = appointmentTimes(input, settings.timeZone, now());
        await requireClient(t, tenant.id, input.clientId);
        if (input.clientId !== current.clientId) {
          throw badRequest("An appointment stays with its client: cancel it and book a new one", {
            clientId: ["An appointment stays with its client: cancel it and book a new one"],
          });
        }
        await requireStaffMember(t, tenant.id, input.staffUserId);
        const moved =
          startsAt.getTime() !== current.startsAt.getTime() ||
          endsAt.getTime() !== current.endsAt.getTime() ||
          input.staffUserId !== current.staffUserId;
        await t
          .update(appointments)
          .set({
            staffUserId: input.staffUserId,
            startsAt,
            endsAt,
            location: input.location ?? null,
            videoUrl: input.videoUrl ?? null,
            notes: input.notes ?? null,
            sequence: sql`${appointments.sequence} + 1`,
            updatedAt: new Date(),
            // A new time asks the client to confirm again and earns a reminder of its own.
            ...(moved ? { status: "scheduled" as const, reminderSentAt: null } : {}),
          })
          .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, id)));
        const changed = await requireAppointment(t, tenant.id, id);
        await mailClient(t, deps, settings, changed, "changed");
        return changed;
      }),
    );
  });

  serve(app, appointmentsApi.cancel, async (request, _reply, { tenant, tx }) =>
    tx(async (t) => {
      const id = request.params.appointmentId;
      const [current] = await t
        .select({ status: appointments.status })
        .from(appointments)
        .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, id)))
        .for("update");
      if (!current) throw notFound(APPOINTMENT_MESSAGES.notFound);
      if (current.status === "cancelled") throw new HttpError(409, APPOINTMENT_MESSAGES.alreadyCancelled);
      await t
        .update(appointments)
        .set({
          status: "cancelled",
          cancelledBy: "staff",
          cancelledAt: now(),
          sequence: sql`${appointments.sequence} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, id)));
      const cancelled = await requireAppointment(t, tenant.id, id);
      await mailClient(t, deps, await appointmentTenant(t, tenant.id), cancelled, "cancelled");
      return cancelled;
    }),
  );

  serve(app, appointmentsApi.requests, async (_request, _reply, { tenant, tx }) =>
    tx((t) => listRequests(t, tenant.id, { status: "open" })),
  );

  serve(app, appointmentsApi.declineRequest, async (request, _reply, { tenant, tx }) =>
    tx(async (t) => {
      const id = request.params.requestId;
      const [current] = await t
        .select({ status: appointmentRequests.status })
        .from(appointmentRequests)
        .where(and(eq(appointmentRequests.tenantId, tenant.id), eq(appointmentRequests.id, id)))
        .for("update");
      if (!current) throw notFound(APPOINTMENT_MESSAGES.requestNotFound);
      if (current.status !== "open") throw new HttpError(409, APPOINTMENT_MESSAGES.requestClosed);
      await t
        .update(appointmentRequests)
        .set({ status: "declined", updatedAt: new Date() })
        .where(and(eq(appointmentRequests.tenantId, tenant.id), eq(appointmentRequests.id, id)));
      const [declined] = await listRequests(t, tenant.id, { id });
      return declined!;
    }),
  );

  /* ---- The portal: the signed-in client's own appointments only ---- */

  serve(app, appointmentsApi.portalList, async (_request, _reply, { tenant, tx, client }) =>
    tx(async (t) => {
      const settings = await appointmentTenant(t, tenant.id);
      const at = now();
      const rows = await listClientAppointments(t, tenant.id, client.client.id);
      const views = rows.map((row) => ({ row, view: toPortalAppointment(row, settings.cancelCutoffHours, at) }));
      const isUpcoming = (row: (typeof rows)[number]) =>
        row.status !== "cancelled" && row.endsAt.getTime() > at.getTime();
      const requests = await t
        .select()
        .from(appointmentRequests)
        .where(
          and(
            eq(appointmentRequests.tenantId, tenant.id),
            eq(appointmentRequests.clientId, client.client.id),
            eq(appointmentRequests.status, "open"),
          ),
        )
        .orderBy(appointmentRequests.createdAt);
      return {
        upcoming: views.filter((v) => isUpcoming(v.row)).map((v) => v.view),
        past: views
          .filter((v) => !isUpcoming(v.row))
          .map((v) => v.view)
          .reverse()
          .slice(0, 50),
        requests: requests.map(toRequest),
        cancelCutoffHours: settings.cancelCutoffHours,
        timeZone: settings.timeZone,
      };
    }),
  );

  serve(app, appointmentsApi.portalConfirm, async (request, _reply, { tenant, tx, client }) =>
    tx(async (t) => {
      const settings = await appointmentTenant(t, tenant.id);
      const row = await requireOwnAppointment(t, tenant.id, client.client.id, request.params.appointmentId);
      const at = now();
      if (row.status === "cancelled") throw new HttpError(409, APPOINTMENT_MESSAGES.cancelled);
      if (row.startsAt.getTime() <= at.getTime()) throw new HttpError(409, APPOINTMENT_MESSAGES.alreadyPast);
      // Confirming twice (a double click) changes nothing and sends nothing.
      if (row.status === "confirmed") return toPortalAppointment(row, settings.cancelCutoffHours, at);
      const [updated] = await t
        .update(appointments)
        .set({ status: "confirmed", sequence: sql`${appointments.sequence} + 1`, updatedAt: new Date() })
        .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, row.id)))
        .returning();
      await mailStaff(t, deps, settings, updated!, clientName(client.client), "confirmed");
      return toPortalAppointment({ ...updated!, staffName: row.staffName }, settings.cancelCutoffHours, at);
    }),
  );

  serve(app, appointmentsApi.portalCancel, async (request, _reply, { tenant, tx, client }) =>
    tx(async (t) => {
      const settings = await appointmentTenant(t, tenant.id);
      const row = await requireOwnAppointment(t, tenant.id, client.client.id, request.params.appointmentId);
      const at = now();
      if (row.status === "cancelled") throw new HttpError(409, APPOINTMENT_MESSAGES.alreadyCancelled);
      if (row.startsAt.getTime() <= at.getTime()) throw new HttpError(409, APPOINTMENT_MESSAGES.alreadyPast);
      const view = toPortalAppointment(row, settings.cancelCutoffHours, at);
      if (!view.canCancel) throw new HttpError(409, APPOINTMENT_MESSAGES.cutoffPassed(settings.cancelCutoffHours));
      const [updated] = await t
        .update(appointments)
        .set({
          status: "cancelled",
          cancelledBy: "client",
          cancelledAt: at,
          sequence: sql`${appointments.sequence} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(appointments.tenantId, tenant.id), eq(appointments.id, row.id)))
        .returning();
      await mailClient(t, deps, settings, await requireAppointment(t, tenant.id, row.id), "cancelled");
      await mailStaff(t, deps, settings, updated!, clientName(client.client), "cancelled");
      return toPortalAppointment({ ...updated!, staffName: row.staffName }, settings.cancelCutoffHours, at);
    }),
  );

  serve(app, appointmentsApi.portalRequest, async (request, reply, { tenant, tx, client }) => {
    const created = await tx(async (t) => {
      const settings = await appointmentTenant(t, tenant.id);
      const at = now();
      const preferredTimes = request.body.preferredTimes.map(({ date, time }, index) => {
        const instant = instantOf(date, time, settings.timeZone, `preferredTimes.${index}`);
        if (instant.getTime() <= at.getTime()) {
          throw badRequest(APPOINTMENT_MESSAGES.inPast, { [`preferredTimes.${index}`]: [APPOINTMENT_MESSAGES.inPast] });
        }
        return instant.toISOString();
      });
      const [row] = await t
        .insert(appointmentRequests)
        .values({
          tenantId: tenant.id,
          clientId: client.client.id,
          preferredTimes,
          note: request.body.note ?? null,
        })
        .returning();
      return toRequest(row!);
    });
    return reply.status(201).send(created);
  });
}

const clientName = (client: { firstName: string; lastName: string; email: string }) =>
  [client.firstName, client.lastName].filter(Boolean).join(" ") || client.email;
