import {
  type Appointment,
  type AppointmentCreate,
  type AppointmentInput,
  type AppointmentListQuery,
  type AppointmentRequestInput,
  appointmentsApi,
  portalAccountsApi,
} from "@engagesuite/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, keyOf, queryOptionsOf } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";

/** Every appointment query sits behind this prefix: one invalidation refreshes the calendar, lists and requests. */
export const APPOINTMENTS_KEY = ["appointments"] as const;
const PORTAL_KEY = ["portal-appointments"] as const;

export function useAppointments(query: AppointmentListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...APPOINTMENTS_KEY, ...keyOf(appointmentsApi.list, { query })],
    queryFn: () => call(appointmentsApi.list, { query }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
    ...tenantQueryOptions,
  });
}

export function useStaffMembers() {
  return useQuery({ ...queryOptionsOf(appointmentsApi.staffMembers, {}), ...tenantQueryOptions });
}

export function useAppointmentRequests() {
  return useQuery({
    queryKey: [...APPOINTMENTS_KEY, ...keyOf(appointmentsApi.requests, {})],
    queryFn: () => call(appointmentsApi.requests, {}),
    ...tenantQueryOptions,
  });
}

/** Portal accounts matching a search, for the new-appointment form's client field. */
export function usePortalAccountSearch(tenantId: string, search: string) {
  const query = { search: search || undefined, status: "active" as const, pageSize: 20 };
  return useQuery({
    ...queryOptionsOf(portalAccountsApi.list, { params: { tenantId }, query }),
    placeholderData: keepPreviousData,
    ...tenantQueryOptions,
  });
}

/** Staff writes; each refreshes every appointment query. */
export function useAppointmentWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY });
  return {
    create: useMutation<Appointment, Error, AppointmentCreate>({
      mutationFn: (body) => call(appointmentsApi.create, { body }),
      onSuccess: refresh,
    }),
    update: useMutation<Appointment, Error, { id: string; body: AppointmentInput }>({
      mutationFn: ({ id, body }) => call(appointmentsApi.update, { params: { appointmentId: id }, body }),
      onSuccess: refresh,
    }),
    cancel: useMutation<Appointment, Error, string>({
      mutationFn: (id) => call(appointmentsApi.cancel, { params: { appointmentId: id } }),
      onSuccess: refresh,
    }),
    decline: useMutation({
      mutationFn: (requestId: string) => call(appointmentsApi.declineRequest, { params: { requestId } }),
      onSuccess: refresh,
    }),
  };
}

/* ---- The portal ---- */

export function usePortalAppointments() {
  return useQuery({
    queryKey: [...PORTAL_KEY, ...keyOf(appointmentsApi.portalList, {})],
    queryFn: () => call(appointmentsApi.portalList, {}),
    ...tenantQueryOptions,
  });
}

export function usePortalAppointmentWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: PORTAL_KEY });
  return {
    confirm: useMutation({
      mutationFn: (id: string) => call(appointmentsApi.portalConfirm, { params: { appointmentId: id } }),
      onSuccess: refresh,
    }),
    cancel: useMutation({
      mutationFn: (id: string) => call(appointmentsApi.portalCancel, { params: { appointmentId: id } }),
      onSuccess: refresh,
    }),
    request: useMutation({
      mutationFn: (body: AppointmentRequestInput) => call(appointmentsApi.portalRequest, { body }),
      onSuccess: refresh,
    }),
  };
}
