import type { Ticket } from "@engagesuite/shared";
import { useState } from "react";

function newer(a: Ticket, b: Ticket): Ticket {
  return Date.parse(b.updatedAt) > Date.parse(a.updatedAt) ? b : a;
}

/**
 * The ticket open in the detail dialog. It follows the list (which refreshes after every change) and the server's
 * answers to changes, whichever is newer, and stays open when a change takes it out of the filtered list.
 */
export function useTicketSelection(tickets: Ticket[] | undefined) {
  const [snapshot, setSnapshot] = useState<Ticket | null>(null);
  const listed = snapshot ? tickets?.find((t) => t.id === snapshot.id) : undefined;
  const selected = snapshot && listed ? newer(snapshot, listed) : snapshot;
  return {
    selected,
    open: (ticket: Ticket) => setSnapshot(ticket),
    close: () => setSnapshot(null),
    /** The server's answer to a change of the open ticket. */
    update: (ticket: Ticket) => setSnapshot((current) => (current?.id === ticket.id ? ticket : current)),
  };
}
