import {
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TABS,
  type Ticket,
  type TicketCounts,
  type TicketSort,
} from "@engagesuite/shared";
import { LayoutGrid, Plus, SearchX, SlidersHorizontal, Table2, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { SectionHeader } from "@/components/layout/section-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchBox } from "@/components/ui/search-box";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useStaffSession } from "@/features/auth/use-staff-session";
import { TicketCategoriesContext, useTicketCategories } from "@/features/choices/api";
import { useTerms } from "@/i18n/terms";
import { useSavedHighlight } from "@/lib/use-saved-highlight";
import { type HelpdeskScope, isFiltered, NO_TICKET_FILTERS, type TicketFilters } from "./api";
import { CreateTicketDialog } from "./create-ticket-dialog";
import { TICKET_PRIORITY_NAMES, TICKET_STATUS_NAMES, type TicketTabValue, tabHolds } from "./labels";
import {
  CreateTicketButton,
  TicketEmptyState,
  TicketGrid,
  TicketListError,
  TicketListSkeleton,
  TicketPager,
} from "./ticket-list";
import { StaffTicketDialog, ticketHref } from "./ticket-route-dialog";
import { TicketTable } from "./ticket-table";
import {
  useBulkUpdateTickets,
  useCreateTicket,
  useStaffMembers,
  useTicketCounts,
  useTicketPages,
} from "./use-helpdesk";

function isTabValue(value: string): value is TicketTabValue {
  return TICKET_TABS.some((tab) => tab.value === value);
}

/** The sort select's choices: a sort and an order each. */
const SORTS = [
  { value: "created:desc", label: "Newest first" },
  { value: "created:asc", label: "Oldest first" },
  { value: "updated:desc", label: "Recently updated" },
  { value: "priority:desc", label: "Priority: highest first" },
  { value: "priority:asc", label: "Priority: lowest first" },
] as const;

/** The queue's two views (issue 22): the spec's cards, or the dense triage table; the choice is remembered. */
type QueueView = "cards" | "table";
const VIEW_KEY = "engagesuite.helpdesk.view";

function storedView(): QueueView {
  try {
    return globalThis.localStorage?.getItem(VIEW_KEY) === "table" ? "table" : "cards";
  } catch {
    return "cards";
  }
}

function useQueueView(): [QueueView, (view: QueueView) => void] {
  const [view, setView] = useState<QueueView>(storedView);
  const choose = (next: QueueView) => {
    setView(next);
    try {
      globalThis.localStorage?.setItem(VIEW_KEY, next);
    } catch {
      // Storage refused (private mode): the choice holds for this visit only.
    }
  };
  return [view, choose];
}

/** "Now" for the ages and SLA clocks, moving once a minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A tab's number: the exact counts of its statuses, from the server. */
export function tabCount(counts: TicketCounts, tab: (typeof TICKET_TABS)[number]): number {
  return tab.statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}

/**
 * The tenant dashboard's help desk (SPEC §2 Help desk screen): the status tabs, ticket cards, 'Create Support
 * Ticket' and the detail dialog. The queue is the server's (issue 22): the tabs' numbers are its exact counts, the
 * active tab is read a page at a time ("Load more"), and the search, filters and sort are applied there.
 */
export function HelpDeskSection({ tenantId, headingId }: { tenantId: string; headingId?: string }) {
  const generatedId = useId();
  const filtersId = useId();
  const titleId = headingId ?? generatedId;
  const scope = useMemo<HelpdeskScope>(() => ({ kind: "staff", tenantId }), [tenantId]);
  const [filters, setFilters] = useState<TicketFilters>(NO_TICKET_FILTERS);
  const [tab, setTab] = useState<TicketTabValue>("all");
  const [createOpen, setCreateOpen] = useState(false);
  // On a phone the filters fold away behind a button; from sm up they are always shown.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const session = useStaffSession();
  const current = TICKET_TABS.find((t) => t.value === tab) ?? TICKET_TABS[0];
  const statuses = current.value === "all" ? undefined : current.statuses;
  const pages = useTicketPages(scope, filters, statuses);
  const counts = useTicketCounts(tenantId);
  const categories = useTicketCategories(tenantId);
  const staff = useStaffMembers();
  const create = useCreateTicket(scope, session.data?.id);
  const tickets = useMemo(() => pages.data?.pages.flatMap((page) => page.tickets), [pages.data]);
  const [view, setView] = useQueueView();
  const now = useMinuteClock();
  // The table's checked rows (ids); only those still shown count.
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const shownChecked = useMemo(
    () => new Set((tickets ?? []).filter((t) => checked.has(t.id)).map((t) => t.id)),
    [tickets, checked],
  );
  const bulk = useBulkUpdateTickets(scope);
  // The open ticket is the URL's (issue 22): `?section=help-desk&ticket=<id>`, shareable; Back closes it.
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openTicketId = searchParams.get("ticket");
  const openTicket = (ticket: Ticket) => navigate(ticketHref(ticket.id), { state: { fromList: true } });
  const closeTicket = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) {
      navigate(-1);
      return;
    }
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete("ticket");
        return next;
      },
      { replace: true },
    );
  };
  const filtered = isFiltered(filters);
  const active = [
    filters.assignee !== "all",
    filters.priority !== "all",
    filters.category !== "all",
    filters.createdFrom !== "",
    filters.createdTo !== "",
  ].filter(Boolean).length;
  const first = pages.data?.pages[0];
  // The ticket just created, shown highlighted for a moment.
  const [highlighted, highlight] = useSavedHighlight();
  const set = (change: Partial<TicketFilters>) => setFilters((previous) => ({ ...previous, ...change }));

  const submit = async (values: Parameters<typeof create.mutateAsync>[0]): Promise<Ticket> => {
    const ticket = await create.mutateAsync(values);
    if (!tabHolds(current, ticket.status)) setTab("all");
    highlight(ticket.id);
    return ticket;
  };

  const openCreate = () => setCreateOpen(true);
  const select = (ticket: Ticket, on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (on) next.add(ticket.id);
      else next.delete(ticket.id);
      return next;
    });
  const selectAll = (on: boolean) => setChecked(on ? new Set((tickets ?? []).map((t) => t.id)) : new Set());
  const applyBulk = (changes: Parameters<typeof bulk.mutate>[0]["changes"]) =>
    bulk.mutate({ ids: [...shownChecked], changes }, { onSuccess: () => setChecked(new Set()) });
  // The workspace's word for a ticket ("Case", "Work order"): the catalogue's messages (issue 19).
  const terms = useTerms();

  return (
    <TicketCategoriesContext value={categories.data}>
      <section aria-labelledby={titleId} className="space-y-5">
        <SectionHeader
          headingId={titleId}
          title="Help Desk"
          description={terms.t("tickets.intro")}
          action={
            <Button type="button" onClick={openCreate}>
              <Plus aria-hidden="true" />
              {terms.t("tickets.create")}
            </Button>
          }
        />

        <div className="space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <SearchBox
              label={terms.t("tickets.search")}
              placeholder="Search words or #number"
              maxLength={200}
              className="sm:max-w-md sm:flex-1"
              value={filters.search}
              onSearch={(search) => set({ search })}
            />
            <div className="flex items-end gap-2 sm:ml-auto">
              <Field label="Sort by" className="flex-1 sm:w-56 sm:flex-none">
                {(id) => (
                  <NativeSelect
                    id={id}
                    name="sort"
                    value={`${filters.sort}:${filters.order}`}
                    onChange={(event) => {
                      const [sort, order] = event.target.value.split(":") as [TicketSort, "asc" | "desc"];
                      set({ sort, order });
                    }}
                  >
                    {SORTS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
              <fieldset className="flex shrink-0 rounded-md border p-0.5">
                <legend className="sr-only">View</legend>
                <Button
                  type="button"
                  variant={view === "cards" ? "secondary" : "ghost"}
                  size="sm"
                  className="h-8"
                  aria-pressed={view === "cards"}
                  onClick={() => setView("cards")}
                >
                  <LayoutGrid aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Cards</span>
                </Button>
                <Button
                  type="button"
                  variant={view === "table" ? "secondary" : "ghost"}
                  size="sm"
                  className="h-8"
                  aria-pressed={view === "table"}
                  onClick={() => setView("table")}
                >
                  <Table2 aria-hidden="true" />
                  <span className="sr-only sm:not-sr-only">Table</span>
                </Button>
              </fieldset>
              <Button
                type="button"
                variant="outline"
                className="sm:hidden"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen((open) => !open)}
              >
                <SlidersHorizontal aria-hidden="true" />
                Filters{active > 0 ? ` (${active})` : ""}
              </Button>
            </div>
          </div>
          <div
            id={filtersId}
            className={`${filtersOpen ? "grid" : "hidden"} grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end`}
          >
            <Field label="Assignee" className="sm:w-48">
              {(id) => (
                <NativeSelect
                  id={id}
                  name="assignee"
                  value={filters.assignee}
                  onChange={(event) => set({ assignee: event.target.value })}
                >
                  <option value="all">All</option>
                  <option value="me">Assigned to me</option>
                  <option value="unassigned">Unassigned</option>
                  {(staff.data ?? []).length > 0 && (
                    <optgroup label="Team">
                      {(staff.data ?? []).map((member) => (
                        <option key={member.id} value={member.id}>
                          {member.name}
                        </option>
                      ))}
                    </optgroup>
                  )}
                </NativeSelect>
              )}
            </Field>
            <Field label="Priority" className="sm:w-40">
              {(id) => (
                <NativeSelect
                  id={id}
                  name="priority"
                  value={filters.priority}
                  onChange={(event) => set({ priority: event.target.value })}
                >
                  <option value="all">All priorities</option>
                  {TICKET_PRIORITIES.map((priority) => (
                    <option key={priority} value={priority}>
                      {TICKET_PRIORITY_NAMES[priority]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label="Category" className="col-span-2 sm:w-48">
              {(id) => (
                <NativeSelect
                  id={id}
                  name="category"
                  value={filters.category}
                  onChange={(event) => set({ category: event.target.value })}
                >
                  <option value="all">All categories</option>
                  {(categories.data ?? []).map((category) => (
                    <option key={category.key} value={category.key}>
                      {category.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label="Created from" className="sm:w-40">
              {(id) => (
                <Input
                  id={id}
                  name="createdFrom"
                  type="date"
                  value={filters.createdFrom}
                  max={filters.createdTo || undefined}
                  onChange={(event) => set({ createdFrom: event.target.value })}
                />
              )}
            </Field>
            <Field label="Created to" className="sm:w-40">
              {(id) => (
                <Input
                  id={id}
                  name="createdTo"
                  type="date"
                  value={filters.createdTo}
                  min={filters.createdFrom || undefined}
                  onChange={(event) => set({ createdTo: event.target.value })}
                />
              )}
            </Field>
            {filtered && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="col-span-2 justify-self-start sm:mb-0.5"
                onClick={() => setFilters({ ...NO_TICKET_FILTERS, sort: filters.sort, order: filters.order })}
              >
                Clear filters
              </Button>
            )}
          </div>
        </div>

        <Tabs value={tab} onValueChange={(value) => isTabValue(value) && setTab(value)} className="gap-4">
          <TabsList
            aria-label={terms.t("tickets.statusTabs")}
            className="grid h-auto w-full grid-cols-3 gap-0.5 sm:inline-flex sm:h-9 sm:w-fit"
          >
            {TICKET_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} className="h-7 flex-none gap-1 px-2 sm:gap-1.5 sm:px-3">
                {t.value === "all" ? terms.t("tickets.allTab") : t.label}
                {counts.data && (
                  <span
                    aria-hidden="true"
                    data-testid={`tab-count-${t.value}`}
                    className="min-w-5 rounded-full bg-muted px-1.5 text-center font-medium text-[11px] text-muted-foreground tabular-nums"
                  >
                    {tabCount(counts.data, t).toLocaleString()}
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {TICKET_TABS.map((t) => (
            <TabsContent key={t.value} value={t.value} className="focus-visible:ring-offset-2">
              {t.value !== tab ? null : pages.isPending ? (
                <TicketListSkeleton />
              ) : pages.isError && !pages.data ? (
                <TicketListError onRetry={() => void pages.refetch()} retrying={pages.isFetching} />
              ) : tickets && tickets.length > 0 ? (
                // While a new search or filter is on its way, the tickets shown are the last answer's: marked stale.
                <div
                  aria-busy={pages.isFetching}
                  data-stale={pages.isPlaceholderData || undefined}
                  className="space-y-4 transition-opacity data-[stale]:opacity-60 motion-reduce:transition-none"
                >
                  {view === "table" ? (
                    <>
                      <BulkBar
                        count={shownChecked.size}
                        total={tickets.length}
                        pending={bulk.isPending}
                        staff={staff.data ?? []}
                        onSelectAll={selectAll}
                        onApply={applyBulk}
                      />
                      <TicketTable
                        tickets={tickets}
                        label={t.value === "all" ? terms.t("tickets.allTab") : t.label}
                        selected={shownChecked}
                        onSelect={select}
                        onSelectAll={selectAll}
                        hrefOf={(ticket) => ticketHref(ticket.id)}
                        sort={filters.sort}
                        order={filters.order}
                        onSort={(sort, order) => set({ sort, order })}
                        now={now}
                        highlightedId={highlighted}
                      />
                    </>
                  ) : (
                    <TicketGrid
                      tickets={tickets}
                      onOpen={openTicket}
                      headingLevel={3}
                      showAssignee
                      label={t.value === "all" ? terms.t("tickets.allTab") : t.label}
                      highlightedId={highlighted}
                    />
                  )}
                  <TicketPager
                    shown={tickets.length}
                    total={first?.total ?? null}
                    totalIsLowerBound={first?.totalIsLowerBound ?? false}
                    hasMore={pages.hasNextPage}
                    loading={pages.isFetchingNextPage}
                    onMore={() => void pages.fetchNextPage()}
                  />
                </div>
              ) : filtered ? (
                <TicketEmptyState
                  icon={SearchX}
                  title={terms.t("tickets.noneMatch")}
                  description="Try another search or filter."
                  action={
                    <Button type="button" variant="outline" onClick={() => setFilters(NO_TICKET_FILTERS)}>
                      Clear filters
                    </Button>
                  }
                />
              ) : t.value !== "all" ? (
                <TicketEmptyState title={terms.t("tickets.noneInTab", { status: t.label.toLowerCase() })} />
              ) : (
                <TicketEmptyState
                  title={terms.t("tickets.none")}
                  description={terms.t("tickets.noneDescription")}
                  action={<CreateTicketButton label={terms.t("tickets.create")} onClick={openCreate} />}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>

        <CreateTicketDialog
          open={createOpen}
          onOpenChange={setCreateOpen}
          onSubmit={submit}
          pending={create.isPending}
          description={terms.t("tickets.createDescription")}
          contactsTenantId={tenantId}
        />
        <StaffTicketDialog
          tenantId={tenantId}
          ticketId={openTicketId}
          listed={tickets?.find((t) => t.id === openTicketId)}
          onClose={closeTicket}
        />
      </section>
    </TicketCategoriesContext>
  );
}

/**
 * The table's bulk bar (issue 22): how many rows are checked, and one change (assignee, status or priority) applied to
 * all of them at once, all or none. Each select applies as soon as a value is chosen.
 */
function BulkBar({
  count,
  total,
  pending,
  staff,
  onSelectAll,
  onApply,
}: {
  count: number;
  total: number;
  pending: boolean;
  staff: { id: string; name: string }[];
  onSelectAll: (on: boolean) => void;
  onApply: (changes: {
    assigneeId?: string | null;
    status?: (typeof TICKET_STATUSES)[number];
    priority?: (typeof TICKET_PRIORITIES)[number];
  }) => void;
}) {
  const disabled = count === 0 || pending;
  const noun = useTerms().values.ticket.other.toLowerCase();
  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/30 px-3 py-2 text-sm"
    >
      <p className="mr-1 font-medium tabular-nums" role="status" aria-live="polite">
        {count > 0 ? `${count} selected` : `Select ${noun} to change them together`}
      </p>
      {count < total && (
        <Button type="button" variant="ghost" size="sm" className="md:hidden" onClick={() => onSelectAll(true)}>
          Select all
        </Button>
      )}
      {count > 0 && (
        <Button type="button" variant="ghost" size="sm" onClick={() => onSelectAll(false)}>
          <X aria-hidden="true" />
          Clear
        </Button>
      )}
      <div
        className={`grid w-full grid-cols-1 gap-2 min-[420px]:grid-cols-3 md:ml-auto md:flex md:w-auto ${count === 0 ? "max-md:hidden" : ""}`}
      >
        <NativeSelect
          aria-label="Assign selected"
          value=""
          disabled={disabled}
          className="md:w-44"
          onChange={(event) => {
            const value = event.target.value;
            if (value) onApply({ assigneeId: value === "none" ? null : value });
          }}
        >
          <option value="">Assign to…</option>
          <option value="none">Unassigned</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Set status of selected"
          value=""
          disabled={disabled}
          className="md:w-44"
          onChange={(event) => {
            const value = TICKET_STATUSES.find((s) => s === event.target.value);
            if (value) onApply({ status: value });
          }}
        >
          <option value="">Set status…</option>
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TICKET_STATUS_NAMES[status]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Set priority of selected"
          value=""
          disabled={disabled}
          className="md:w-40"
          onChange={(event) => {
            const value = TICKET_PRIORITIES.find((p) => p === event.target.value);
            if (value) onApply({ priority: value });
          }}
        >
          <option value="">Set priority…</option>
          {TICKET_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {TICKET_PRIORITY_NAMES[priority]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

/** A label above its control. */
function Field({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`grid min-w-0 gap-1.5 ${className ?? ""}`}>
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}
