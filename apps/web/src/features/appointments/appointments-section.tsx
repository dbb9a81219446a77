/** The staff's Appointments section: day and week calendar and list (issue 20 point 3). Owned by appointments. */
export function AppointmentsSection({ headingId }: { tenantId: string; headingId: string }) {
  return <h1 id={headingId}>Appointments</h1>;
}
