import type { Ticket } from "@engagesuite/shared";
import { LifeBuoy, Plus } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { TicketCategoriesContext, usePortalTicketCategories } from "@/features/choices/api";
import { useTerms } from "@/i18n/terms";
import type { HelpdeskScope, TicketFormValues } from "./api";
import { CreateTicketDialog } from "./create-ticket-dialog";
import { TicketDetailDialog } from "./ticket-detail-dialog";
import {
  CreateTicketButton,
  TicketEmptyState,
  TicketGrid,
  TicketListError,
  TicketListSkeleton,
  TicketPager,
} from "./ticket-list";
import { useCreateTicket, useTicketPages } from "./use-helpdesk";

const PORTAL: HelpdeskScope = { kind: "portal" };

/** The query parameter naming the open ticket by number: the staff-reply e-mail links to `?ticket=42`. */
const TICKET_PARAM = "ticket";

function parseNumber(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * The client portal's support area: 'Support', the client's own tickets, 'Create Ticket' (the staff's words: one create button everywhere), and the detail dialog with
 * the public replies (the reply form hidden when the ticket is closed). `?ticket={number}` opens that ticket.
 */
export function PortalSupport() {
  const { t } = useTerms();
  const [params, setParams] = useSearchParams();
  const [createOpen, setCreateOpen] = useState(false);
  // The client's tickets a page at a time (issue 22): "Load more" past the first page.
  const pages = useTicketPages(PORTAL);
  const list = useMemo(() => pages.data?.pages.flatMap((page) => page.tickets), [pages.data]);
  const first = pages.data?.pages[0];
  const create = useCreateTicket(PORTAL);
  const wanted = parseNumber(params.get(TICKET_PARAM));
  const selected = wanted === null ? null : (list?.find((t) => t.number === wanted) ?? null);

  const setTicketParam = (ticket: Ticket | null) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (ticket) next.set(TICKET_PARAM, String(ticket.number));
        else next.delete(TICKET_PARAM);
        return next;
      },
      { replace: ticket === null },
    );
  };

  // A link to a ticket that is not (or no longer) the client's: say so once, and drop the parameter.
  const reported = useRef<string | null>(null);
  const raw = params.get(TICKET_PARAM);
  const searching = raw !== null && pages.isSuccess && !selected && pages.hasNextPage;
  const missing = raw !== null && pages.isSuccess && !selected && !pages.hasNextPage;
  // A linked ticket past the pages read so far: read on until it is found or the list ends.
  useEffect(() => {
    if (searching && !pages.isFetchingNextPage) void pages.fetchNextPage();
  }, [searching, pages]);
  useEffect(() => {
    if (!missing || reported.current === raw) return;
    reported.current = raw;
    toast({ variant: "destructive", title: "Error", description: t("tickets.notFound") });
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(TICKET_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [missing, raw, setParams, t]);

  const submit = async (values: TicketFormValues) => create.mutateAsync(values);
  const categories = usePortalTicketCategories();

  return (
    <TicketCategoriesContext value={categories.data}>
      <div className="space-y-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-2">
            <h1 className="text-balance font-semibold text-2xl tracking-tight sm:text-3xl">Support</h1>
            <p className="max-w-2xl text-pretty text-muted-foreground">{t("tickets.portalIntro")}</p>
          </div>
          <Button type="button" className="self-start sm:self-auto" onClick={() => setCreateOpen(true)}>
            <Plus aria-hidden="true" />
            {t("tickets.create")}
          </Button>
        </div>

        <section aria-labelledby="portal-tickets-heading" className="space-y-4">
          <h2 id="portal-tickets-heading" className="font-semibold text-lg">
            {t("tickets.portalList")}
          </h2>
          {pages.isPending ? (
            <TicketListSkeleton count={2} />
          ) : pages.isError && !list ? (
            <TicketListError onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
          ) : list && list.length > 0 ? (
            <div className="space-y-4">
              <TicketGrid tickets={list} onOpen={setTicketParam} headingLevel={3} label={t("tickets.portalList")} />
              {(pages.hasNextPage || (pages.data?.pages.length ?? 0) > 1) && (
                <TicketPager
                  shown={list.length}
                  total={first?.total ?? null}
                  totalIsLowerBound={first?.totalIsLowerBound ?? false}
                  hasMore={pages.hasNextPage}
                  loading={pages.isFetchingNextPage}
                  onMore={() => void pages.fetchNextPage()}
                />
              )}
            </div>
          ) : (
            <TicketEmptyState
              icon={LifeBuoy}
              title={t("tickets.none")}
              description={t("tickets.portalEmpty")}
              action={<CreateTicketButton label={t("tickets.create")} onClick={() => setCreateOpen(true)} />}
            />
          )}
        </section>

        <CreateTicketDialog
          askPriority={false}
          open={createOpen}
          onOpenChange={setCreateOpen}
          onSubmit={submit}
          pending={create.isPending}
          description={t("tickets.portalCreateDescription")}
        />
        <TicketDetailDialog scope={PORTAL} ticket={selected} onOpenChange={(open) => !open && setTicketParam(null)} />
      </div>
    </TicketCategoriesContext>
  );
}
