/**
 * A ticket's service-level state as the queue and the ticket page show it (issue 22 point 7): the clock that is running
 * (first response until the first public staff reply, then resolution until resolved), its due time, and whether it is
 * breached. The server sets the due times in business hours; this only compares them with `now`.
 */
export interface SlaClockFields {
  firstResponseDueAt: string | null;
  firstRespondedAt: string | null;
  resolutionDueAt: string | null;
  resolvedAt: string | null;
}

export type SlaState =
  | { clock: "first_response" | "resolution"; dueAt: string; breached: boolean; msLeft: number }
  | { clock: "met" }
  | null;

export function slaState(ticket: SlaClockFields, now: Date): SlaState {
  const running = (dueAt: string, clock: "first_response" | "resolution"): SlaState => {
    const msLeft = new Date(dueAt).getTime() - now.getTime();
    return { clock, dueAt, breached: msLeft < 0, msLeft };
  };
  if (ticket.firstResponseDueAt && !ticket.firstRespondedAt && !ticket.resolvedAt) {
    return running(ticket.firstResponseDueAt, "first_response");
  }
  if (ticket.resolutionDueAt && !ticket.resolvedAt) return running(ticket.resolutionDueAt, "resolution");
  if (ticket.resolutionDueAt || ticket.firstResponseDueAt) return { clock: "met" };
  return null;
}
