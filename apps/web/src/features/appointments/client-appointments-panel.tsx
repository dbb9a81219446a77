/** A portal client's appointments in the staff's Portal view (issue 20 point 3). Owned by the appointments feature. */
export function ClientAppointmentsPanel(_props: { tenantId: string; clientId: string }) {
  return null;
}
