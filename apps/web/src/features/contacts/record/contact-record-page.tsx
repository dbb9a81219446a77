import {
  CONTACT_MESSAGES,
  type ContactRecord,
  contactDuplicatesApi,
  helpdeskApi,
  type TicketStatus,
  ticketDisplayId,
} from "@engagesuite/shared";
import { ArrowLeft, Combine, Mail, Phone } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useCanCall } from "@/features/auth/use-permission";
import { ContactTypesContext, useContactTypes } from "@/features/choices/api";
import { TicketStatusBadge } from "@/features/helpdesk/ticket-badges";
import { useContactTickets } from "@/features/helpdesk/use-helpdesk";
import { useTerms } from "@/i18n/terms";
import { ApiError, errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { ContactStatusBadge, ContactTypeBadge } from "../contact-badges";
import { useContactRecord } from "./api";
import { DetailsCard } from "./details-card";
import { NotesCard } from "./notes-card";
import { TagsCard } from "./tags-card";
import { TimelineCard } from "./timeline-card";

const MergeContactDialog = lazy(() => import("../duplicates/merge-dialog"));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The contact's tickets (issue 22): from the help desk's list filtered by the contact, newest first, ten at a time,
 * each a link to the ticket's own URL. A member without the help desk (or a workspace without it) sees the record's
 * own list, without links.
 */
function TicketsCard({ tenantId, contact }: { tenantId: string; contact: ContactRecord }) {
  const { t } = useTerms();
  const canList = useCanCall(helpdeskApi.listTickets);
  const pages = useContactTickets(tenantId, canList ? contact.id : null);
  const linked = canList && !pages.isError;
  const tickets: { id: string; number: number; title: string; status: TicketStatus }[] = linked
    ? (pages.data?.pages.flatMap((page) => page.tickets) ?? [])
    : (contact.tickets as { id: string; number: number; title: string; status: TicketStatus }[]);
  const total = pages.data?.pages[0]?.total;
  return (
    <Card className="gap-3" data-testid="contact-tickets">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h3>{t("record.tickets")}</h3>
          {linked && total != null && total > 0 && (
            <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-muted-foreground text-xs tabular-nums">
              {total.toLocaleString()}
            </span>
          )}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {linked && pages.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : tickets.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("record.noTickets")}</p>
        ) : (
          <ul className="grid gap-2.5">
            {tickets.map((ticket) => (
              <li key={ticket.id} className="flex items-start justify-between gap-3 text-sm">
                <span className="min-w-0">
                  <span className="font-mono text-muted-foreground text-xs">{ticketDisplayId(ticket.number)}</span>{" "}
                  {linked ? (
                    <Link
                      to={{ search: `?section=help-desk&ticket=${encodeURIComponent(ticket.id)}` }}
                      className="break-words font-medium hover:underline"
                    >
                      {ticket.title}
                    </Link>
                  ) : (
                    <span className="break-words">{ticket.title}</span>
                  )}
                </span>
                <TicketStatusBadge status={ticket.status} className="shrink-0" />
              </li>
            ))}
          </ul>
        )}
        {linked && pages.hasNextPage && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-3 w-full"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            Load more
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function PortalCard({ contact }: { contact: ContactRecord }) {
  const { t } = useTerms();
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle>
          <h3>{t("record.portalAccount")}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {contact.portalAccounts.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("record.noPortalAccount")}</p>
        ) : (
          <ul className="grid gap-3">
            {contact.portalAccounts.map((account) => (
              <li key={account.id} className="grid gap-0.5 text-sm">
                <span className="break-all font-medium">{account.email}</span>
                <span className="text-muted-foreground text-xs capitalize">
                  {account.status}
                  {account.lastLoginAt ? ` · last sign-in ${formatDate(account.lastLoginAt, "dateTime")}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A contact's own page (issue 21), at `?section=contacts&contact=<id>`: its details edited in place, notes, linked
 * tickets and portal account, and the timeline of everything about it. Its own chunk, loaded when a contact opens.
 */
export default function ContactRecordPage({
  tenantId,
  contactId,
  headingId,
}: {
  tenantId: string;
  contactId: string;
  headingId: string;
}) {
  const { t } = useTerms();
  const location = useLocation();
  const navigate = useNavigate();
  // Back returns to the list the record was opened from; a record opened from a link goes to the list.
  const onBack = () =>
    location.key !== "default" ? navigate(-1) : navigate({ search: "?section=contacts" }, { replace: true });
  const valid = UUID.test(contactId);
  const record = useContactRecord(tenantId, valid ? contactId : null);
  const types = useContactTypes(tenantId).data;
  const contact = record.data;
  const canMerge = useCanCall(contactDuplicatesApi.merge);
  const [merging, setMerging] = useState(false);
  const back = (
    <Button type="button" variant="ghost" size="sm" className="-ml-2 w-fit" onClick={onBack}>
      <ArrowLeft aria-hidden="true" />
      {t("record.back")}
    </Button>
  );

  if (record.isPending && valid) {
    return (
      <section aria-labelledby={headingId} className="space-y-5">
        {back}
        <h2 id={headingId} className="sr-only">
          {t("contacts.loading")}
        </h2>
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-48 w-full" />
      </section>
    );
  }
  if (!contact) {
    const missing = !valid || (record.error instanceof ApiError && record.error.status === 404);
    return (
      <section aria-labelledby={headingId} className="space-y-5">
        {back}
        <h2 id={headingId} className="font-semibold text-2xl tracking-tight">
          {missing ? t("record.notFound") : CONTACT_MESSAGES.notFound}
        </h2>
        {!missing && (
          <LoadFailedAlert title={t("contacts.loadFailed")} onRetry={() => void record.refetch()}>
            {errorMessage(record.error, "Try again in a moment.")}
          </LoadFailedAlert>
        )}
      </section>
    );
  }

  return (
    <ContactTypesContext.Provider value={types}>
      <section aria-labelledby={headingId} className="space-y-5" data-contact-record={contact.id}>
        <div className="space-y-2">
          {back}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h2 id={headingId} className="min-w-0 break-words font-semibold text-2xl tracking-tight sm:text-3xl">
              {contact.name}
            </h2>
            <div className="flex flex-wrap gap-1.5">
              <ContactTypeBadge type={contact.type} />
              <ContactStatusBadge status={contact.status} />
            </div>
            {canMerge && (
              <Button type="button" variant="outline" size="sm" className="sm:ml-auto" onClick={() => setMerging(true)}>
                <Combine aria-hidden="true" />
                {t("merge.action")}
              </Button>
            )}
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
            {contact.jobTitle && <span>{contact.jobTitle}</span>}
            {contact.email && (
              <a href={`mailto:${contact.email}`} className="inline-flex min-w-0 items-center gap-1.5 hover:underline">
                <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="break-all">{contact.email}</span>
              </a>
            )}
            {contact.phone && (
              <a href={`tel:${contact.phone}`} className="inline-flex items-center gap-1.5 hover:underline">
                <Phone aria-hidden="true" className="size-3.5" />
                {contact.phone}
              </a>
            )}
          </div>
        </div>
        <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <div className="grid min-w-0 gap-5 lg:order-2">
            <DetailsCard tenantId={tenantId} contact={contact} />
            <TagsCard tenantId={tenantId} contact={contact} />
            <TicketsCard tenantId={tenantId} contact={contact} />
            <PortalCard contact={contact} />
          </div>
          <div className="grid min-w-0 gap-5 lg:order-1">
            <NotesCard tenantId={tenantId} contactId={contact.id} />
            <TimelineCard tenantId={tenantId} contactId={contact.id} />
          </div>
        </div>
        {merging && (
          <Suspense fallback={null}>
            <MergeContactDialog tenantId={tenantId} contact={contact} open={merging} onOpenChange={setMerging} />
          </Suspense>
        )}
      </section>
    </ContactTypesContext.Provider>
  );
}
