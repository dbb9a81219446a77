import { z } from "zod";
import {
  appointmentCreateSchema,
  appointmentInputSchema,
  appointmentListQuerySchema,
  appointmentPageSchema,
  appointmentRequestInputSchema,
  appointmentRequestSchema,
  appointmentSchema,
  appointmentStaffMemberSchema,
  portalAppointmentSchema,
  portalAppointmentsSchema,
} from "../appointments";
import { uuidSchema } from "../schemas";
import { apiErrorSchema } from "../types";
import { errorAnswers } from "./answers";
import { endpoint } from "./endpoint";

export * from "../appointments";

const tags = ["appointments"];
/** A staff member's overlapping appointment, a cancelled one, or the client's cancellation cutoff: 409. */
const errors = { ...errorAnswers, 409: apiErrorSchema } as const;
const appointmentParams = z.object({ appointmentId: uuidSchema });
const requestParams = z.object({ requestId: uuidSchema });
const staff = {
  access: "staff",
  permission: "portal.work",
  module: "appointments",
  tenantScoped: true,
  tags,
} as const;
const portal = { access: "portalClient", module: "appointments", tenantScoped: true, tags } as const;
const exampleAppointment = {
  clientId: "00000000-0000-4000-8000-000000000000",
  staffUserId: "00000000-0000-4000-8000-000000000001",
  date: "2099-03-01",
  time: "09:30",
  durationMinutes: 30,
  location: "Room 2",
  videoUrl: null,
  notes: "Follow-up",
};

/**
 * Appointments (issue 20 point 3): staff book, change and cancel them for portal clients and answer the clients'
 * requests; a client sees their own, confirms, cancels until the workspace's cutoff, and asks for a new one.
 */
export const appointmentsApi = {
  list: endpoint({
    ...staff,
    method: "GET",
    path: "/api/appointments",
    summary: "The workspace's appointments in a time range (the calendar) or paged (the list)",
    query: appointmentListQuerySchema,
    responses: { 200: appointmentPageSchema, ...errors },
  }),
  get: endpoint({
    ...staff,
    method: "GET",
    path: "/api/appointments/:appointmentId",
    summary: "One appointment",
    params: appointmentParams,
    responses: { 200: appointmentSchema, ...errors },
  }),
  create: endpoint({
    ...staff,
    method: "POST",
    path: "/api/appointments",
    summary: "Books an appointment (the client gets an e-mail with a calendar invitation)",
    body: appointmentCreateSchema,
    responses: { 201: appointmentSchema, ...errors },
    example: { body: exampleAppointment },
  }),
  update: endpoint({
    ...staff,
    method: "PUT",
    path: "/api/appointments/:appointmentId",
    summary: "Changes or reschedules an appointment (the client gets the updated invitation)",
    params: appointmentParams,
    body: appointmentInputSchema,
    responses: { 200: appointmentSchema, ...errors },
    example: { body: exampleAppointment },
  }),
  cancel: endpoint({
    ...staff,
    method: "POST",
    path: "/api/appointments/:appointmentId/cancel",
    summary: "Cancels an appointment (the client gets a cancellation)",
    params: appointmentParams,
    responses: { 200: appointmentSchema, ...errors },
  }),
  staffMembers: endpoint({
    ...staff,
    method: "GET",
    path: "/api/appointments-staff",
    summary: "The workspace's active members an appointment can be with",
    responses: { 200: z.array(appointmentStaffMemberSchema), ...errors },
  }),
  requests: endpoint({
    ...staff,
    method: "GET",
    path: "/api/appointment-requests",
    summary: "Clients' open requests for an appointment, oldest first",
    responses: { 200: z.array(appointmentRequestSchema), ...errors },
  }),
  declineRequest: endpoint({
    ...staff,
    method: "POST",
    path: "/api/appointment-requests/:requestId/decline",
    summary: "Declines a client's request",
    params: requestParams,
    responses: { 200: appointmentRequestSchema, ...errors },
  }),
  portalList: endpoint({
    ...portal,
    method: "GET",
    path: "/api/client-portal/appointments",
    summary: "The signed-in client's upcoming and past appointments and open requests",
    responses: { 200: portalAppointmentsSchema, ...errors },
  }),
  portalConfirm: endpoint({
    ...portal,
    method: "POST",
    path: "/api/client-portal/appointments/:appointmentId/confirm",
    summary: "The client confirms they will come",
    params: appointmentParams,
    responses: { 200: portalAppointmentSchema, ...errors },
  }),
  portalCancel: endpoint({
    ...portal,
    method: "POST",
    path: "/api/client-portal/appointments/:appointmentId/cancel",
    summary: "The client cancels, until the workspace's cutoff before the start",
    params: appointmentParams,
    responses: { 200: portalAppointmentSchema, ...errors },
  }),
  portalRequest: endpoint({
    ...portal,
    method: "POST",
    path: "/api/client-portal/appointment-requests",
    summary: "The client asks for an appointment at one of up to three preferred times",
    body: appointmentRequestInputSchema,
    responses: { 201: appointmentRequestSchema.omit({ client: true }), ...errors },
    example: { body: { preferredTimes: [{ date: "2099-03-01", time: "10:00" }], note: "A check-up" } },
  }),
} as const;

export type AppointmentsApi = typeof appointmentsApi;
