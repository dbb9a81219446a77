import type { Contact } from "@engagesuite/shared";
import { Check } from "lucide-react";
import { useId, useState } from "react";
import { SearchBox } from "@/components/ui/search-box";
import { Skeleton } from "@/components/ui/skeleton";
import { useTerms } from "@/i18n/terms";
import { cn } from "@/lib/utils";
import { useContactSearch } from "./api";

/**
 * A search over the workspace's contacts (on the server) and the first matches to choose from: the invite dialog's and
 * the link dialog's picker.
 */
export function ContactPicker({
  tenantId,
  selected,
  onSelect,
}: {
  tenantId: string;
  selected: Contact | null;
  onSelect: (contact: Contact) => void;
}) {
  const [search, setSearch] = useState("");
  const contacts = useContactSearch(tenantId, search);
  const { values } = useTerms();
  const noun = values.contact.one.toLowerCase();
  const listId = useId();

  return (
    <div className="grid gap-2">
      <SearchBox
        value={search}
        onSearch={setSearch}
        label={`Search ${values.contact.other.toLowerCase()}`}
        placeholder="Name or e-mail"
        maxLength={200}
      />
      {contacts.isPending ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : contacts.isError ? (
        <p className="text-destructive text-sm">Could not search. Please try again.</p>
      ) : contacts.data.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-center text-muted-foreground text-sm">
          No {noun} matches this search.
        </p>
      ) : (
        <ul
          id={listId}
          aria-label={`Choose a ${noun}`}
          className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-1"
        >
          {contacts.data.map((contact) => {
            const chosen = selected?.id === contact.id;
            return (
              <li key={contact.id}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onSelect(contact)}
                  className={cn(
                    "flex w-full min-w-0 items-center justify-between gap-3 rounded-sm px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                    chosen && "bg-accent",
                  )}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{contact.name}</span>
                    <span className="block truncate text-muted-foreground text-xs">
                      {contact.email || "No e-mail address"}
                    </span>
                  </span>
                  {chosen && <Check aria-hidden="true" className="size-4 shrink-0" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
