/** The overview card's body: the next appointment (issue 20 point 4). Owned by the appointments feature. */
export function NextAppointmentSummary() {
  return <p className="text-muted-foreground text-sm">No appointments scheduled.</p>;
}
