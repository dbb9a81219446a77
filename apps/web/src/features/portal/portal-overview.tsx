import { type Ticket, ticketDisplayId } from "@engagesuite/shared";
import { ArrowRight, Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { SEARCH_TOO_SHORT, searchIsTooShort } from "@/features/help-articles/search";
import { TicketStatusBadge } from "@/features/helpdesk/ticket-badges";
import { useTickets } from "@/features/helpdesk/use-helpdesk";
import { useTerms } from "@/i18n/terms";
import { errorStatus } from "@/lib/api";
import { usePortalHref } from "./portal-paths";

const PORTAL_SCOPE = { kind: "portal" } as const;
const SHOWN_REQUESTS = 3;
const isOpen = (ticket: Ticket) => ticket.status !== "resolved" && ticket.status !== "closed";

/** "Your requests", in the workspace's word for a ticket. */
export function OpenRequestsTitle() {
  const { t } = useTerms();
  return <>{t("tickets.portalList")}</>;
}

/** The client's open requests with their status, and the way to the support page (the overview's first card). */
export function OpenRequests() {
  const tickets = useTickets(PORTAL_SCOPE);
  const href = usePortalHref();
  const { values } = useTerms();
  const noun = values.ticket;

  if (tickets.isPending) {
    return (
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  // A workspace without the help desk: nothing to show here.
  if (tickets.isError && errorStatus(tickets.error) === 403) {
    return <p className="text-muted-foreground text-sm">No {noun.other.toLowerCase()} here yet.</p>;
  }
  if (tickets.isError) return <p className="text-muted-foreground text-sm">Could not load your requests.</p>;

  const open = tickets.data.filter(isOpen);
  return (
    <div className="grid gap-4">
      {open.length === 0 ? (
        <p className="text-muted-foreground text-sm">No open {noun.other.toLowerCase()}.</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Open ${noun.other.toLowerCase()}`}>
          {open.slice(0, SHOWN_REQUESTS).map((ticket) => (
            <li key={ticket.id} className="flex min-w-0 items-center justify-between gap-3 rounded-md border px-3 py-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-sm">{ticket.title}</p>
                <p className="text-muted-foreground text-xs">{ticketDisplayId(ticket.number)}</p>
              </div>
              <TicketStatusBadge status={ticket.status} className="shrink-0" />
            </li>
          ))}
        </ul>
      )}
      <Button asChild variant="outline" size="sm" className="justify-self-start">
        <Link to={href("/portal/support")}>
          {open.length > SHOWN_REQUESTS ? `All ${open.length} open ${noun.other.toLowerCase()}` : "Go to support"}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

/** "How can we help?": a search over the workspace's help articles, answered on the Help page. */
export function HelpSearch() {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const href = usePortalHref();
  const inputId = useId();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return navigate(href("/portal/help"));
    if (searchIsTooShort(q)) {
      toast({ variant: "destructive", ...SEARCH_TOO_SHORT });
      return;
    }
    navigate(href(`/portal/help?${new URLSearchParams({ q }).toString()}`));
  };

  return (
    <search>
      <Form onSubmit={search} className="flex flex-col gap-2 sm:flex-row" aria-label="Search help articles">
        <label htmlFor={inputId} className="sr-only">
          Search help articles
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
          />
          <Input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search our help articles"
            maxLength={200}
            className="pl-9"
          />
        </div>
        <Button type="submit">Search</Button>
      </Form>
    </search>
  );
}
