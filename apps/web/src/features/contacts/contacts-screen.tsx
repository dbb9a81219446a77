import { type Contact, contactsApi } from "@engagesuite/shared";
import { Plus, RotateCw, SearchX, UsersRound } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchBox } from "@/components/ui/search-box";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useCanCall } from "@/features/auth/use-permission";
import { ContactTypesContext, contactTypeFilterOptions, useContactTypes } from "@/features/choices/api";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { formatNumber } from "@/lib/format";
import { useSavedHighlight } from "@/lib/use-saved-highlight";
import { cn } from "@/lib/utils";
import { type ContactSelection, ContactsTable } from "./contacts-table";
import { DeleteContactDialog } from "./delete-contact-dialog";
import { CONTACT_SORTS, type ContactFilters, type ContactSort, isFiltered, NO_CONTACT_FILTERS } from "./filters";
import { useContactList, useDeleteContacts } from "./use-contacts";

/** The add / edit form (with the custom fields' form): its own chunk, loaded when first opened. */
const ContactFormDialog = lazy(() => import("./contact-form-dialog").then((m) => ({ default: m.ContactFormDialog })));
const ContactRowExtras = lazy(() => import("./tags/lazy").then((m) => ({ default: m.ContactRowExtras })));
const BulkBar = lazy(() => import("./bulk/bulk-bar").then((m) => ({ default: m.BulkBar })));
const ContactTagsDialog = lazy(() => import("./tags/lazy").then((m) => ({ default: m.ContactTagsDialog })));

function LoadingRows() {
  const { t } = useTerms();
  return (
    <div className="flex flex-col items-center gap-6 px-4 py-10 sm:px-6">
      <Spinner className="size-8" label={t("contacts.loading")} />
      <div className="w-full space-y-3" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-4">
            <Skeleton className="h-4 flex-[2]" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="hidden h-4 flex-[2] sm:block" />
          </div>
        ))}
      </div>
    </div>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const Icon = filtered ? SearchX : UsersRound;
  const { t } = useTerms();
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
      <p className="max-w-sm text-pretty text-muted-foreground">
        {filtered ? t("contacts.emptyFiltered") : t("contacts.empty")}
      </p>
      {filtered && (
        <Button type="button" variant="outline" size="sm" onClick={onClear}>
          Clear search and filters
        </Button>
      )}
    </div>
  );
}

export interface ContactsScreenProps {
  tenantId: string;
  /** The search and filters, when a parent owns them (the dashboard's tabs and Filters); otherwise kept here. */
  filters?: ContactFilters;
  onFiltersChange?: (filters: ContactFilters) => void;
  /** More controls at the end of the search row (Filters, Import, Export). */
  toolbarExtra?: ReactNode;
  /** A row under the search row (the active filter chips). */
  toolbarBelow?: ReactNode;
  /** The level of the 'Contacts' heading. */
  headingLevel?: 1 | 2 | 3;
  /**
   * When the page around it already has the header (the dashboard's one header with 'Add Contact', issue 23): the
   * 'Contacts' heading names the card for screen readers only, and the parent opens the add dialog.
   */
  add?: { open: boolean; onOpenChange: (open: boolean) => void };
  className?: string;
}

/**
 * The contacts screen of a tenant (SPEC §2): 'Contacts', search and type filter (on the server), the table with its
 * row menu, Add/Edit dialogs, delete confirmation, empty states, and server-side pages ("Load more").
 */
export function ContactsScreen({
  tenantId,
  filters: controlledFilters,
  onFiltersChange,
  toolbarExtra,
  toolbarBelow,
  headingLevel = 2,
  add,
  className,
}: ContactsScreenProps) {
  const [ownFilters, setOwnFilters] = useState<ContactFilters>(NO_CONTACT_FILTERS);
  const { t } = useTerms();
  const filters = controlledFilters ?? ownFilters;
  const setFilters = (next: ContactFilters) => {
    if (onFiltersChange) onFiltersChange(next);
    if (!controlledFilters) setOwnFilters(next);
  };

  const [ownAddOpen, setOwnAddOpen] = useState(false);
  // The row just added or changed, shown highlighted for a moment after the save.
  const [highlighted, setHighlighted] = useSavedHighlight();
  const highlight = (saved: Contact) => setHighlighted(saved.id);
  const addOpen = add?.open ?? ownAddOpen;
  const setAddOpen = add?.onOpenChange ?? setOwnAddOpen;
  const [editing, setEditing] = useState<Contact | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [tagging, setTagging] = useState<Contact | null>(null);
  // Ticked rows for bulk actions (issue 21): whoever may edit contacts (the bulk endpoint's permission, contacts.work);
  // delete and export as the permission table says.
  const canBulk = useCanCall(contactsApi.update);
  const canBulkDelete = useCanCall(contactsApi.bulkDelete);
  const canExport = useCanCall(contactsApi.export);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // Ticked contacts go to the trash at once; the toast's Undo brings them back (issue 23: undo, not a confirmation).
  const bulkDelete = useDeleteContacts(tenantId);
  const deleteTicked = (ids: string[]) => bulkDelete.mutate(ids, { onSuccess: () => setTicked(new Set()) });

  const list = useContactList(tenantId, filters);
  const sort = filters.sort ?? "name-asc";
  const types = useContactTypes(tenantId).data;
  const pages = list.data?.pages ?? [];
  const contacts = pages.flatMap((page) => page.contacts);
  const total = pages[0]?.total ?? contacts.length;
  const totalIsLowerBound = pages[0]?.totalIsLowerBound ?? false;
  const updating = list.isFetching && !list.isPending && !list.isFetchingNextPage;
  // Only rows on screen count: a search or filter that hides a ticked row leaves it out of the delete.
  const selectedIds = contacts.filter((c) => ticked.has(c.id)).map((c) => c.id);
  const selection: ContactSelection | undefined = canBulk
    ? {
        selected: ticked,
        toggle: (id, on) =>
          setTicked((previous) => {
            const next = new Set(previous);
            if (on) next.add(id);
            else next.delete(id);
            return next;
          }),
        toggleAll: (on) => setTicked(on ? new Set(contacts.map((c) => c.id)) : new Set()),
      }
    : undefined;

  const Heading = headingLevel === 1 ? "h1" : headingLevel === 3 ? "h3" : "h2";

  let body: ReactNode;
  if (list.isPending) {
    body = <LoadingRows />;
  } else if (list.isError && !list.data) {
    body = (
      <div className="p-4 sm:p-6">
        <Alert variant="destructive">
          <AlertTitle>{t("contacts.loadFailed")}</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(list.error, "Please try again.")}</p>
            <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => void list.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  } else if (contacts.length === 0) {
    body = <EmptyState filtered={isFiltered(filters)} onClear={() => setFilters(NO_CONTACT_FILTERS)} />;
  } else {
    body = (
      <ContactsTable
        highlightedId={highlighted}
        contacts={contacts}
        onEdit={setEditing}
        onDelete={setDeleting}
        onTags={setTagging}
        selection={selection}
        nameOrder={sort.startsWith("name-") ? (sort === "name-asc" ? "asc" : "desc") : null}
        onNameOrder={(order) => setFilters({ ...filters, sort: `name-${order}` })}
        extras={(contact) => (
          <Suspense fallback={null}>
            <ContactRowExtras tenantId={tenantId} contact={contact} />
          </Suspense>
        )}
      />
    );
  }

  return (
    <ContactTypesContext value={types}>
      <Card className={cn("gap-0 overflow-hidden py-0", className)}>
        <div className="flex flex-col gap-4 border-b p-4 sm:p-6">
          {add ? (
            <Heading className="sr-only">{t("contacts.heading")}</Heading>
          ) : (
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 space-y-1">
                <Heading className="font-semibold text-xl tracking-tight">{t("contacts.heading")}</Heading>
                <p className="text-muted-foreground text-sm">{t("contacts.subtitle")}</p>
              </div>
              <Button type="button" onClick={() => setAddOpen(true)}>
                <Plus aria-hidden="true" />
                {t("contacts.add")}
              </Button>
            </div>
          )}
          <search aria-label={t("contacts.heading")} className="flex flex-col gap-2 2xl:flex-row 2xl:items-center">
            <div className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-center">
              <SearchBox
                label={t("contacts.search")}
                placeholder={t("contacts.searchPlaceholder")}
                value={filters.search}
                onSearch={(search) => setFilters({ ...filters, search })}
                className="flex-1"
              />
              <NativeSelect
                name="type"
                aria-label="Filter by type"
                value={filters.type}
                onChange={(event) => {
                  const value = event.target.value;
                  setFilters({ ...filters, type: value || "ALL" });
                }}
                className="sm:w-40"
              >
                <option value="ALL">All Types</option>
                {contactTypeFilterOptions(types).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
              <NativeSelect
                name="sort"
                aria-label="Sort by"
                value={filters.sort ?? "name-asc"}
                onChange={(event) => setFilters({ ...filters, sort: event.target.value as ContactSort })}
                className="sm:w-40"
              >
                {CONTACT_SORTS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {toolbarExtra && (
              <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap sm:items-center 2xl:flex-nowrap">
                {toolbarExtra}
              </div>
            )}
          </search>
          {toolbarBelow}
          {selection && selectedIds.length > 0 && (
            <Suspense fallback={null}>
              <BulkBar
                tenantId={tenantId}
                filters={filters}
                tickedIds={selectedIds}
                allRowsTicked={selectedIds.length === contacts.length}
                total={total}
                totalIsLowerBound={totalIsLowerBound}
                canDelete={canBulkDelete}
                canExport={canExport}
                onDeleteTicked={deleteTicked}
                onClear={() => setTicked(new Set())}
              />
            </Suspense>
          )}
        </div>

        {/* While a new search or filter is on its way, the rows shown are the last answer's: marked as stale. */}
        <div
          aria-busy={list.isFetching}
          data-stale={list.isPlaceholderData || undefined}
          className="relative transition-opacity data-[stale]:opacity-60 motion-reduce:transition-none"
        >
          {updating && (
            <div className="absolute top-2 right-4 z-10 rounded-full bg-background/90 p-1 shadow-sm">
              <Spinner className="size-4" label={t("contacts.updating")} />
            </div>
          )}
          {body}
        </div>

        {contacts.length > 0 && (
          <div className="flex flex-col items-center justify-between gap-3 border-t px-4 py-3 sm:flex-row sm:px-6">
            <p className="text-muted-foreground text-sm" role="status">
              Showing {formatNumber(contacts.length)} of {formatNumber(total)}
              {totalIsLowerBound && "+"} {total === 1 && !totalIsLowerBound ? "contact" : "contacts"}
            </p>
            {list.hasNextPage && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? "Loading..." : "Load more"}
              </Button>
            )}
          </div>
        )}

        {addOpen && (
          <Suspense fallback={null}>
            <ContactFormDialog tenantId={tenantId} open onOpenChange={setAddOpen} onSaved={highlight} />
          </Suspense>
        )}
        {editing !== null && (
          <Suspense fallback={null}>
            <ContactFormDialog
              tenantId={tenantId}
              open
              onOpenChange={(open) => !open && setEditing(null)}
              contact={editing}
              onSaved={highlight}
            />
          </Suspense>
        )}
        <DeleteContactDialog
          tenantId={tenantId}
          contact={deleting}
          onOpenChange={(open) => !open && setDeleting(null)}
        />
        {tagging && (
          <Suspense fallback={null}>
            <ContactTagsDialog tenantId={tenantId} contact={tagging} onClose={() => setTagging(null)} />
          </Suspense>
        )}
      </Card>
    </ContactTypesContext>
  );
}
