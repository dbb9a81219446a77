import { CONTACT_STATUSES } from "@engagesuite/shared";
import { ListFilter, X } from "lucide-react";
import { lazy, Suspense, useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { contactTypeFilterOptions, useContactTypeList } from "@/features/choices/api";
import { activeFilterChips, type ContactFilters } from "./filters";
import { CONTACT_STATUS_NAMES, isContactStatus } from "./labels";

const TagFilterFields = lazy(() => import("./tags/lazy").then((m) => ({ default: m.TagFilterFields })));

/** 'Filters': a popover with the type and status selects; each change applies at once. */
export function ContactFiltersButton({
  tenantId,
  filters,
  onChange,
}: {
  tenantId: string;
  filters: ContactFilters;
  onChange: (filters: ContactFilters) => void;
}) {
  const ids = useId();
  const types = useContactTypeList();
  const count = activeFilterChips(filters, types).length + (filters.tags?.length ?? 0) + (filters.mine ? 1 : 0);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline">
          <ListFilter aria-hidden="true" />
          Filters
          {count > 0 && (
            <span
              aria-hidden="true"
              className="ml-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-[11px] text-primary-foreground"
            >
              {count}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72">
        <div className="grid gap-4">
          <div className="space-y-1">
            <p className="font-medium leading-none">Filters</p>
            <p className="text-muted-foreground text-sm">Narrow the list by type and status.</p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-type`}>Type</Label>
            <NativeSelect
              id={`${ids}-type`}
              name="type"
              value={filters.type}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ ...filters, type: value || "ALL" });
              }}
            >
              <option value="ALL">All Types</option>
              {contactTypeFilterOptions(types).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-status`}>Status</Label>
            <NativeSelect
              id={`${ids}-status`}
              name="status"
              value={filters.status}
              onChange={(event) => {
                const value = event.target.value;
                onChange({ ...filters, status: isContactStatus(value) ? value : "ALL" });
              }}
            >
              <option value="ALL">All Statuses</option>
              {CONTACT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CONTACT_STATUS_NAMES[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Suspense fallback={null}>
            <TagFilterFields tenantId={tenantId} filters={filters} onChange={onChange} />
          </Suspense>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            disabled={count === 0}
            onClick={() => onChange({ ...filters, type: "ALL", status: "ALL", tags: [], mine: false })}
          >
            Clear filters
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}

/** The active type and status filters as chips; each one's × removes it. Nothing when no filter is set. */
export function ContactFilterChips({
  filters,
  onChange,
}: {
  filters: ContactFilters;
  onChange: (filters: ContactFilters) => void;
}) {
  const chips = activeFilterChips(filters, useContactTypeList());
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <span className="inline-flex h-7 items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 font-medium text-secondary-foreground text-xs">
            {chip.label}
            <button
              type="button"
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => onChange({ ...filters, [chip.key]: "ALL" })}
              className="inline-flex size-5 items-center justify-center rounded-full outline-none transition-colors hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-7 px-1"
            onClick={() => onChange({ ...filters, type: "ALL", status: "ALL" })}
          >
            Clear all
          </Button>
        </li>
      )}
    </ul>
  );
}
