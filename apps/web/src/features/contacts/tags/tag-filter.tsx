import { X } from "lucide-react";
import type { ContactFilters } from "../filters";
import { useTags } from "./api";
import { TagBadge } from "./tag-badge";

/** In 'Filters': "My contacts only" and the tags a contact must ALL carry (issue 21). */
export function TagFilterFields({
  tenantId,
  filters,
  onChange,
}: {
  tenantId: string;
  filters: ContactFilters;
  onChange: (filters: ContactFilters) => void;
}) {
  const tags = useTags(tenantId).data ?? [];
  const chosen = filters.tags ?? [];
  const setTag = (id: string, on: boolean) =>
    onChange({ ...filters, tags: on ? [...chosen, id] : chosen.filter((x) => x !== id) });
  return (
    <>
      <label className="flex cursor-pointer items-center gap-3 text-sm">
        <input
          type="checkbox"
          checked={Boolean(filters.mine)}
          onChange={(event) => onChange({ ...filters, mine: event.target.checked })}
          className="size-4 accent-primary"
        />
        My contacts only
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">Tags</legend>
        {tags.length === 0 ? (
          <p className="text-muted-foreground text-sm">No tags yet. Add one from a contact's menu.</p>
        ) : (
          <>
            <p className="text-muted-foreground text-xs">Contacts with every ticked tag.</p>
            <ul className="grid max-h-48 gap-1 overflow-y-auto">
              {tags.map((tag) => (
                <li key={tag.id}>
                  <label className="flex cursor-pointer items-center gap-3 rounded-md px-1 py-1 hover:bg-muted">
                    <input
                      type="checkbox"
                      aria-label={`Tag ${tag.name}`}
                      checked={chosen.includes(tag.id)}
                      onChange={(event) => setTag(tag.id, event.target.checked)}
                      className="size-4 accent-primary"
                    />
                    <TagBadge tag={tag} />
                    <span className="ml-auto text-muted-foreground text-xs tabular-nums">{tag.contacts}</span>
                  </label>
                </li>
              ))}
            </ul>
          </>
        )}
      </fieldset>
    </>
  );
}

/** The chosen tags and "My contacts" as removable chips. */
export function TagFilterChips({
  tenantId,
  filters,
  onChange,
}: {
  tenantId: string;
  filters: ContactFilters;
  onChange: (filters: ContactFilters) => void;
}) {
  const tags = useTags(tenantId).data ?? [];
  const chosen = tags.filter((tag) => filters.tags?.includes(tag.id));
  if (chosen.length === 0 && !filters.mine) return null;
  const chip = (key: string, label: string, remove: () => void) => (
    <li key={key}>
      <span className="inline-flex h-7 items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 font-medium text-secondary-foreground text-xs">
        {label}
        <button
          type="button"
          aria-label={`Remove filter ${label}`}
          onClick={remove}
          className="inline-flex size-5 items-center justify-center rounded-full outline-none transition-colors hover:bg-foreground/10 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      </span>
    </li>
  );
  return (
    <ul aria-label="Active tag filters" className="flex flex-wrap items-center gap-2">
      {filters.mine && chip("mine", "My contacts", () => onChange({ ...filters, mine: false }))}
      {chosen.map((tag) =>
        chip(tag.id, `Tag: ${tag.name}`, () =>
          onChange({ ...filters, tags: (filters.tags ?? []).filter((id) => id !== tag.id) }),
        ),
      )}
    </ul>
  );
}
