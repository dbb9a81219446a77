import { type Choice, contactsApi, contactTrashApi } from "@engagesuite/shared";
import { Plus, Trash2, Upload } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SectionHeader } from "@/components/layout/section-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCanCall } from "@/features/auth/use-permission";
import { activeOf, contactTypeFilterLabel, useContactTypes } from "@/features/choices/api";
import { CustomFieldFilterButton } from "@/features/contact-fields/custom-field-filter";
import { ContactFilterChips, ContactFiltersButton } from "@/features/contacts/contact-filters";
import { ContactsScreen } from "@/features/contacts/contacts-screen";
import { ExportContactsButton } from "@/features/contacts/export-contacts-button";
import { type ContactFilters, NO_CONTACT_FILTERS } from "@/features/contacts/filters";
import { useTerms } from "@/i18n/terms";

/** The import dialog is an administrator's (contacts.import): its own chunk, never downloaded by staff. */
const ImportContactsDialog = lazy(() =>
  import("@/features/contacts/import-contacts-dialog").then((m) => ({ default: m.ImportContactsDialog })),
);

/** The tag and owner filter's chips (issue 21), in the chunk of the list's other tag pieces. */
const TagFilterChips = lazy(() => import("@/features/contacts/tags/lazy").then((m) => ({ default: m.TagFilterChips })));

/** The Import button as it looks, while its dialog's chunk loads. */
function ImportButtonPlaceholder() {
  return (
    <Button type="button" variant="outline" disabled>
      <Upload aria-hidden="true" />
      Import
    </Button>
  );
}

/** A contact's own page (issue 21): its own chunk, loaded when a contact is opened from the list. */
const ContactRecordPage = lazy(() => import("@/features/contacts/record/contact-record-page"));

/** The contacts' trash (issue 21), the administrator's: its own chunk, never downloaded by staff. */
const ContactTrashScreen = lazy(() => import("@/features/contacts/trash/contact-trash-screen"));

/**
 * SPEC §2's tabs and the contact type each one shows, with one word per type everywhere (issue 21): CLIENT is
 * "Clients" here as in the type filter and "Client" on its badge (the spec's tab said "Customers").
 */
const CONTACT_TABS: { value: string; label: string }[] = [
  { value: "ALL", label: "All Contacts" },
  { value: "LEAD", label: "Leads" },
  { value: "CLIENT", label: "Clients" },
  { value: "PARTNER", label: "Partners" },
  { value: "VENDOR", label: "Vendors" },
];

/**
 * The tabs a workspace's types make: the spec's where its active types include the generic ones they name, else
 * "All Contacts" and its first four active types.
 */
function contactTabs(types: readonly Choice[] | undefined): { value: string; label: string }[] {
  const active = activeOf(types);
  if (!types || CONTACT_TABS.every((tab) => tab.value === "ALL" || active.some((c) => c.key === tab.value))) {
    return CONTACT_TABS;
  }
  return [CONTACT_TABS[0]!, ...active.slice(0, 4).map((c) => ({ value: c.key, label: contactTypeFilterLabel(c) }))];
}

/**
 * The dashboard's Contacts section: 'Contacts Management', the type tabs, then the contacts screen with the
 * Filters, Import and Export controls in its search row. Tabs, the type select and Filters share one filter state.
 * Import and Export show only to the members the server lets import and export (the permission table).
 */
export function ContactsSection({ tenantId, headingId }: { tenantId: string; headingId: string }) {
  const [filters, setFilters] = useState<ContactFilters>(NO_CONTACT_FILTERS);
  const [adding, setAdding] = useState(false);
  const tabs = contactTabs(useContactTypes(tenantId).data);
  const onTab = tabs.some((tab) => tab.value === filters.type);
  const canImport = useCanCall(contactsApi.import);
  const canExport = useCanCall(contactsApi.export);
  const { t } = useTerms();
  const [searchParams] = useSearchParams();
  const contactId = searchParams.get("contact");
  const canTrash = useCanCall(contactTrashApi.list);

  // A contact's record replaces the list; the list's filters (this section's state) are there again on Back.
  if (contactId) {
    return (
      <Suspense fallback={<p className="text-muted-foreground text-sm">{t("contacts.loading")}</p>}>
        <ContactRecordPage tenantId={tenantId} contactId={contactId} headingId={headingId} />
      </Suspense>
    );
  }

  // The trash (?section=contacts&view=trash): a page of its own, so the link is shareable and Back returns to the list.
  if (searchParams.get("view") === "trash" && canTrash) {
    return (
      <Suspense fallback={<p className="text-muted-foreground text-sm">{t("contacts.loading")}</p>}>
        <ContactTrashScreen tenantId={tenantId} headingId={headingId} />
      </Suspense>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <SectionHeader
        headingId={headingId}
        title={t("contacts.management")}
        description={t("contacts.subtitle")}
        action={
          <Button type="button" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            {t("contacts.add")}
          </Button>
        }
      />
      <Tabs
        value={filters.type}
        onValueChange={(value) => setFilters({ ...filters, type: value || "ALL" })}
        className="gap-4"
      >
        <TabsList aria-label={t("contacts.typeTabs")} className="w-full justify-start sm:w-fit">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="flex-none px-3">
              {tab.value === "ALL" ? t("contacts.allTab") : tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel whatever the tab, so the screen (and its focus) stays put when the type changes. */}
        <TabsContent
          value={filters.type}
          className="focus-visible:ring-offset-2"
          {...(onTab ? {} : { "aria-labelledby": undefined, "aria-label": t("contacts.heading") })}
        >
          <ContactsScreen
            tenantId={tenantId}
            headingLevel={3}
            add={{ open: adding, onOpenChange: setAdding }}
            filters={filters}
            onFiltersChange={setFilters}
            toolbarExtra={
              <>
                <ContactFiltersButton tenantId={tenantId} filters={filters} onChange={setFilters} />
                <CustomFieldFilterButton tenantId={tenantId} filters={filters} onChange={setFilters} />
                {canImport && (
                  <Suspense fallback={<ImportButtonPlaceholder />}>
                    <ImportContactsDialog tenantId={tenantId} />
                  </Suspense>
                )}
                {canExport && <ExportContactsButton tenantId={tenantId} filters={filters} />}
                {canTrash && (
                  <Button asChild variant="outline">
                    <Link to={{ search: "?section=contacts&view=trash" }}>
                      <Trash2 aria-hidden="true" />
                      {t("trash.open")}
                    </Link>
                  </Button>
                )}
              </>
            }
            toolbarBelow={
              <>
                <ContactFilterChips filters={filters} onChange={setFilters} />
                <Suspense fallback={null}>
                  <TagFilterChips tenantId={tenantId} filters={filters} onChange={setFilters} />
                </Suspense>
              </>
            }
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
