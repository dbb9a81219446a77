import { TICKET_TABS, type Ticket } from "@engagesuite/shared";
import { Plus, SearchX } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchBox } from "@/components/ui/search-box";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useStaffSession } from "@/features/auth/use-staff-session";
import { TicketCategoriesContext, useTicketCategories } from "@/features/choices/api";
import { useTerms } from "@/i18n/terms";
import { type HelpdeskScope, NO_TICKET_FILTERS, type TicketFilters } from "./api";
import { CreateTicketDialog } from "./create-ticket-dialog";
import { type TicketTabValue, tabHolds } from "./labels";
import { TicketDetailDialog } from "./ticket-detail-dialog";
import { CreateTicketButton, TicketEmptyState, TicketGrid, TicketListError, TicketListSkeleton } from "./ticket-list";
import { useCreateTicket, useStaffMembers, useTickets } from "./use-helpdesk";
import { useTicketSelection } from "./use-ticket-selection";

function isTabValue(value: string): value is TicketTabValue {
  return TICKET_TABS.some((tab) => tab.value === value);
}

/**
 * The tenant dashboard's help desk (SPEC §2 Help desk screen): the status tabs, ticket cards, 'Create Support
 * Ticket' and the detail dialog. Beyond the spec, for a real help desk: an assignee filter and a title search
 * (both on the server), and in the detail dialog the status, priority, assignee and internal notes.
 */
export function HelpDeskSection({ tenantId, headingId }: { tenantId: string; headingId?: string }) {
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const scope = useMemo<HelpdeskScope>(() => ({ kind: "staff", tenantId }), [tenantId]);
  const [filters, setFilters] = useState<TicketFilters>(NO_TICKET_FILTERS);
  const [tab, setTab] = useState<TicketTabValue>("all");
  const [createOpen, setCreateOpen] = useState(false);
  const session = useStaffSession();
  const tickets = useTickets(scope, filters);
  const categories = useTicketCategories(tenantId);
  const staff = useStaffMembers();
  const create = useCreateTicket(scope, session.data?.id);
  const selection = useTicketSelection(tickets.data);
  const filtered = filters.assignee !== "all" || filters.search !== "";

  const counts = useMemo(() => {
    const list = tickets.data ?? [];
    return Object.fromEntries(
      TICKET_TABS.map((t) => [t.value, list.filter((ticket) => tabHolds(t, ticket.status)).length]),
    ) as Record<TicketTabValue, number>;
  }, [tickets.data]);

  const submit = async (values: Parameters<typeof create.mutateAsync>[0]): Promise<Ticket> => {
    const ticket = await create.mutateAsync(values);
    const current = TICKET_TABS.find((t) => t.value === tab);
    if (current && !tabHolds(current, ticket.status)) setTab("all");
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

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox
            label={terms.t("tickets.search")}
            placeholder={terms.t("tickets.searchPlaceholder")}
            maxLength={200}
            className="sm:max-w-sm sm:flex-1"
            value={filters.search}
            onSearch={(search) => setFilters((previous) => ({ ...previous, search }))}
          />
          <AssigneeFilter
            value={filters.assignee}
            members={staff.data ?? []}
            onChange={(assignee) => setFilters((previous) => ({ ...previous, assignee }))}
          />
          {filtered && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start sm:self-auto"
              onClick={() => setFilters(NO_TICKET_FILTERS)}
            >
              Clear filters
            </Button>
          )}
        </div>

        <Tabs value={tab} onValueChange={(value) => isTabValue(value) && setTab(value)} className="gap-4">
          <TabsList
            aria-label={terms.t("tickets.statusTabs")}
            className="grid h-auto w-full grid-cols-3 gap-0.5 sm:inline-flex sm:h-9 sm:w-fit"
          >
            {TICKET_TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value} className="h-7 flex-none gap-1 px-2 sm:gap-1.5 sm:px-3">
                {t.value === "all" ? terms.t("tickets.allTab") : t.label}
                {tickets.data && (
                  <span
                    aria-hidden="true"
                    className="min-w-5 rounded-full bg-muted px-1.5 text-center font-medium text-[11px] text-muted-foreground tabular-nums"
                  >
                    {counts[t.value]}
                  </span>
                )}
              </TabsTrigger>
            ))}
          </TabsList>
          {TICKET_TABS.map((t) => {
            const list = (tickets.data ?? []).filter((ticket) => tabHolds(t, ticket.status));
            return (
              <TabsContent key={t.value} value={t.value} className="focus-visible:ring-offset-2">
                {tickets.isPending ? (
                  <TicketListSkeleton />
                ) : tickets.isError && !tickets.data ? (
                  <TicketListError onRetry={() => void tickets.refetch()} retrying={tickets.isFetching} />
                ) : list.length > 0 ? (
                  <TicketGrid
                    tickets={list}
                    onOpen={selection.open}
                    headingLevel={3}
                    showAssignee
                    label={t.value === "all" ? terms.t("tickets.allTab") : t.label}
                  />
                ) : t.value !== "all" ? (
                  <TicketEmptyState title={terms.t("tickets.noneInTab", { status: t.label.toLowerCase() })} />
                ) : filtered ? (
                  <TicketEmptyState
                    icon={SearchX}
                    title={terms.t("tickets.noneMatch")}
                    description="Try another search or assignee."
                    action={
                      <Button type="button" variant="outline" onClick={() => setFilters(NO_TICKET_FILTERS)}>
                        Clear filters
                      </Button>
                    }
                  />
                ) : (
                  <TicketEmptyState
                    title={terms.t("tickets.none")}
                    description={terms.t("tickets.noneDescription")}
                    action={<CreateTicketButton label={terms.t("tickets.create")} onClick={openCreate} />}
                  />
                )}
              </TabsContent>
            );
          })}
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

function AssigneeFilter({
  value,
  members,
  onChange,
}: {
  value: string;
  members: { id: string; name: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-muted-foreground">
        Assignee
      </Label>
      <NativeSelect
        id={id}
        name="assignee"
        className="min-w-0 flex-1 sm:w-52 sm:flex-none"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="all">All</option>
        <option value="me">Assigned to me</option>
        <option value="unassigned">Unassigned</option>
        {members.length > 0 && (
          <optgroup label="Team">
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </optgroup>
        )}
      </NativeSelect>
    </div>
  );
}
