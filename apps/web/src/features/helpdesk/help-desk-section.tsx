import { TICKET_PRIORITIES, TICKET_TABS, type Ticket, type TicketCounts, type TicketSort } from "@engagesuite/shared";
import { Plus, SearchX, SlidersHorizontal } from "lucide-react";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchBox } from "@/components/ui/search-box";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useStaffSession } from "@/features/auth/use-staff-session";
import { TicketCategoriesContext, useTicketCategories } from "@/features/choices/api";
import { useTerms } from "@/i18n/terms";
import { type HelpdeskScope, isFiltered, NO_TICKET_FILTERS, type TicketFilters } from "./api";
import { CreateTicketDialog } from "./create-ticket-dialog";
import { TICKET_PRIORITY_NAMES, type TicketTabValue, tabHolds } from "./labels";
import { TicketDetailDialog } from "./ticket-detail-dialog";
import {
  CreateTicketButton,
  TicketEmptyState,
  TicketGrid,
  TicketListError,
  TicketListSkeleton,
  TicketPager,
} from "./ticket-list";
import { useCreateTicket, useStaffMembers, useTicketCounts, useTicketPages } from "./use-helpdesk";
import { useTicketSelection } from "./use-ticket-selection";

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
  const selection = useTicketSelection(tickets);
  const filtered = isFiltered(filters);
  const active = [
    filters.assignee !== "all",
    filters.priority !== "all",
    filters.category !== "all",
    filters.createdFrom !== "",
    filters.createdTo !== "",
  ].filter(Boolean).length;
  const first = pages.data?.pages[0];
  const set = (change: Partial<TicketFilters>) => setFilters((previous) => ({ ...previous, ...change }));

  const submit = async (values: Parameters<typeof create.mutateAsync>[0]): Promise<Ticket> => {
    const ticket = await create.mutateAsync(values);
    if (!tabHolds(current, ticket.status)) setTab("all");
    return ticket;
  };

  const openCreate = () => setCreateOpen(true);
  // The workspace's word for a ticket ("Case", "Work order"): the catalogue's messages (issue 19).
  const terms = useTerms();

  return (
    <TicketCategoriesContext value={categories.data}>
      <section aria-labelledby={titleId} className="space-y-5">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1">
            <h2 id={titleId} className="text-balance font-semibold text-2xl tracking-tight sm:text-3xl">
              Help Desk
            </h2>
            <p className="text-pretty text-muted-foreground">{terms.t("tickets.intro")}</p>
          </div>
          <Button type="button" className="self-start sm:self-auto" onClick={openCreate}>
            <Plus aria-hidden="true" />
            {terms.t("tickets.new")}
          </Button>
        </div>

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
                <div className="space-y-4">
                  <TicketGrid
                    tickets={tickets}
                    onOpen={selection.open}
                    headingLevel={3}
                    showAssignee
                    label={t.value === "all" ? terms.t("tickets.allTab") : t.label}
                  />
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
        />
        <TicketDetailDialog
          scope={scope}
          ticket={selection.selected}
          onOpenChange={(open) => !open && selection.close()}
          onTicketChange={selection.update}
        />
      </section>
    </TicketCategoriesContext>
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
