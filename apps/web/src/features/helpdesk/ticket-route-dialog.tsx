import { contactRecordApi, type Ticket, ticketDisplayId } from "@engagesuite/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Mail, Phone, SearchX, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useCanCall } from "@/features/auth/use-permission";
import { ContactTypesContext, useContactTypes } from "@/features/choices/api";
import { ContactTypeBadge } from "@/features/contacts/contact-badges";
import { useContactRecord } from "@/features/contacts/record/api";
import { useTerms } from "@/i18n/terms";
import { ApiError } from "@/lib/api";
import { type HelpdeskScope, helpdeskKeys } from "./api";
import { TicketStatusBadge } from "./ticket-badges";
import { TicketDetail } from "./ticket-detail-dialog";
import { useContactTickets, useTicket } from "./use-helpdesk";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A ticket's own URL in the dashboard (issue 22): `?section=help-desk&ticket=<id>`. */
export function ticketHref(ticketId: string): { search: string } {
  return { search: `?section=help-desk&ticket=${encodeURIComponent(ticketId)}` };
}

/**
 * The staff's ticket at its own URL (issue 22): the detail dialog (SPEC §2) over the queue, opened from a card, a
 * row or a link (shareable; Back closes it), with a requester panel beside it: the contact's details and their other
 * tickets. A ticket that does not exist (or is another workspace's) shows a not-found state.
 */
export function StaffTicketDialog({
  tenantId,
  ticketId,
  listed,
  onClose,
}: {
  tenantId: string;
  /** From the URL; null: closed. */
  ticketId: string | null;
  /** The list's copy, shown at once while the server answers. */
  listed?: Ticket;
  onClose: () => void;
}) {
  const valid = ticketId !== null && UUID.test(ticketId);
  const query = useTicket(tenantId, valid ? ticketId : null, listed);
  const queryClient = useQueryClient();
  const scope: HelpdeskScope = { kind: "staff", tenantId };
  const ticket = query.data;
  const missing = ticketId !== null && (!valid || (query.error instanceof ApiError && query.error.status === 404));

  return (
    <Dialog open={ticketId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="gap-5 p-4 sm:max-w-2xl sm:p-6 lg:max-w-5xl"
        // Focus the dialog itself, not the comment box: no keyboard popping up on a phone before anything is read.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {ticket ? (
          <div className="grid min-w-0 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_17rem]">
            <div className="grid min-w-0 gap-5">
              <TicketDetail
                scope={scope}
                ticket={ticket}
                onTicketChange={(updated) =>
                  queryClient.setQueryData(helpdeskKeys.ticket(tenantId, updated.id), updated)
                }
              />
            </div>
            <RequesterPanel tenantId={tenantId} ticket={ticket} />
          </div>
        ) : missing ? (
          <TicketNotFound onClose={onClose} />
        ) : query.isError ? (
          <TicketLoadFailed onRetry={() => void query.refetch()} />
        ) : (
          <div className="grid gap-4" aria-busy="true">
            <DialogHeader className="text-left">
              <DialogTitle className="sr-only">Loading</DialogTitle>
              <DialogDescription className="sr-only">Loading…</DialogDescription>
            </DialogHeader>
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-32 w-full" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function TicketNotFound({ onClose }: { onClose: () => void }) {
  const { t } = useTerms();
  return (
    <div className="grid justify-items-center gap-3 py-6 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <SearchX className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
      <DialogHeader className="items-center text-center">
        <DialogTitle>{t("tickets.notFound")}</DialogTitle>
        <DialogDescription className="max-w-sm text-pretty">
          The link may be wrong, or it points to another workspace.
        </DialogDescription>
      </DialogHeader>
      <Button type="button" variant="outline" onClick={onClose}>
        <ArrowLeft aria-hidden="true" />
        Back to the help desk
      </Button>
    </div>
  );
}

function TicketLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { values } = useTerms();
  return (
    <div className="grid justify-items-start gap-3">
      <DialogHeader className="text-left">
        <DialogTitle>Could not load this {values.ticket.one.toLowerCase()}</DialogTitle>
        <DialogDescription>Check your connection and try again.</DialogDescription>
      </DialogHeader>
      <Button type="button" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Who asked: the linked contact (details, a link to its record) and their other tickets; else the submitter. */
function RequesterPanel({ tenantId, ticket }: { tenantId: string; ticket: Ticket }) {
  const { values } = useTerms();
  const contactNoun = values.contact.one;
  return (
    <aside
      aria-label="Requester"
      className="grid min-w-0 gap-4 rounded-lg border bg-muted/30 p-3 text-sm sm:p-4 lg:sticky lg:top-0"
    >
      <h3 className="font-semibold text-sm">Requester</h3>
      {ticket.contactId ? (
        <ContactDetails tenantId={tenantId} contactId={ticket.contactId} fallbackName={ticket.contactName} />
      ) : (
        <div className="grid gap-1">
          <p className="flex min-w-0 items-center gap-2 font-medium">
            <UserRound className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="truncate">{ticket.submittedByName ?? ticket.requesterEmail ?? "Unknown"}</span>
          </p>
          {ticket.requesterEmail && <p className="break-all text-muted-foreground">{ticket.requesterEmail}</p>}
          <p className="text-muted-foreground text-xs">
            No {contactNoun.toLowerCase()} is linked to this {values.ticket.one.toLowerCase()}.
          </p>
        </div>
      )}
      {ticket.contactId && <OtherTickets tenantId={tenantId} contactId={ticket.contactId} current={ticket.id} />}
    </aside>
  );
}

function ContactDetails({
  tenantId,
  contactId,
  fallbackName,
}: {
  tenantId: string;
  contactId: string;
  fallbackName: string | null;
}) {
  const canRead = useCanCall(contactRecordApi.get);
  const record = useContactRecord(tenantId, canRead ? contactId : null);
  const types = useContactTypes(tenantId).data;
  const contact = record.data;
  const name = contact?.name ?? fallbackName ?? "—";
  return (
    <ContactTypesContext.Provider value={types}>
      <div className="grid min-w-0 gap-2" data-testid="requester-contact">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <p className="min-w-0 break-words font-medium">{name}</p>
          {contact && <ContactTypeBadge type={contact.type} />}
        </div>
        {canRead && record.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : contact ? (
          <ul className="grid gap-1 text-muted-foreground">
            {contact.email && (
              <li className="flex min-w-0 items-center gap-2">
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                <a href={`mailto:${contact.email}`} className="break-all hover:underline">
                  {contact.email}
                </a>
              </li>
            )}
            {contact.phone && (
              <li className="flex items-center gap-2">
                <Phone className="size-3.5 shrink-0" aria-hidden="true" />
                <a href={`tel:${contact.phone}`} className="hover:underline">
                  {contact.phone}
                </a>
              </li>
            )}
          </ul>
        ) : null}
        {canRead && (
          <Link
            to={{ search: `?section=contacts&contact=${encodeURIComponent(contactId)}` }}
            className="w-fit font-medium text-primary text-sm underline-offset-4 hover:underline"
          >
            Open {name === "—" ? "the record" : `${name}'s record`}
          </Link>
        )}
      </div>
    </ContactTypesContext.Provider>
  );
}

/** The contact's other tickets, newest first, each a link to its own URL. */
function OtherTickets({ tenantId, contactId, current }: { tenantId: string; contactId: string; current: string }) {
  const { values } = useTerms();
  const pages = useContactTickets(tenantId, contactId);
  const others = (pages.data?.pages.flatMap((page) => page.tickets) ?? []).filter((t) => t.id !== current);
  return (
    <section aria-labelledby={`other-tickets-${current}`} className="grid gap-2 border-t pt-3">
      <h4 id={`other-tickets-${current}`} className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
        Other {values.ticket.other.toLowerCase()}
      </h4>
      {pages.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : others.length === 0 ? (
        <p className="text-muted-foreground text-xs">None.</p>
      ) : (
        <ul className="grid gap-1.5">
          {others.map((t) => (
            <li key={t.id} className="grid min-w-0 gap-1">
              <Link to={ticketHref(t.id)} className="min-w-0 break-words hover:underline">
                <span className="font-mono text-muted-foreground text-xs">{ticketDisplayId(t.number)}</span> {t.title}
              </Link>
              <TicketStatusBadge status={t.status} className="w-fit" />
            </li>
          ))}
          {pages.hasNextPage && (
            <li>
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0"
                disabled={pages.isFetchingNextPage}
                onClick={() => void pages.fetchNextPage()}
              >
                Show more
              </Button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
