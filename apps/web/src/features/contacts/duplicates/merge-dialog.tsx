import {
  CONTACT_MERGE_MESSAGES,
  type Contact,
  type ContactDuplicate,
  type ContactRecord,
  customFieldValueText,
} from "@engagesuite/shared";
import { ArrowLeft, Check } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { SearchBox } from "@/components/ui/search-box";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useContactFields } from "@/features/contact-fields/api";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { cn } from "@/lib/utils";
import { ContactStatusBadge, ContactTypeBadge } from "../contact-badges";
import { useContactRecord } from "../record/api";
import { useContactSearch, useDuplicates, useMergeContacts } from "./api";

type Candidate = Pick<Contact, "id" | "name" | "email" | "type" | "status">;

const empty = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

/** One contact to choose: a row button with its name, e-mail and badges; wraps on a phone. */
function CandidateButton({
  contact,
  selected,
  onSelect,
}: {
  contact: Candidate;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className={cn(
          "flex w-full items-start gap-3 rounded-md border px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          selected && "border-primary bg-primary/5",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border",
            selected && "border-primary bg-primary text-primary-foreground",
          )}
        >
          {selected && <Check className="size-3" />}
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="break-words font-medium">{contact.name}</span>
          {contact.email && <span className="break-all text-muted-foreground text-xs">{contact.email}</span>}
        </span>
        <span className="hidden shrink-0 flex-wrap justify-end gap-1 sm:flex">
          <ContactTypeBadge type={contact.type} />
          <ContactStatusBadge status={contact.status} />
        </span>
      </button>
    </li>
  );
}

interface Row {
  label: string;
  value: string;
  /** Taken from the other contact (the survivor's own was empty). */
  taken: boolean;
}

/** What the survivor ends with, field by field: its own values, and the empty ones filled from the other. */
function mergedRows(
  survivor: ContactRecord,
  other: ContactRecord,
  fields: readonly { key: string; label: string }[],
): Row[] {
  const rows: Row[] = [];
  const add = (label: string, mine: unknown, theirs: unknown, text = (v: unknown) => String(v)) => {
    if (!empty(mine)) rows.push({ label, value: text(mine), taken: false });
    else if (!empty(theirs)) rows.push({ label, value: text(theirs), taken: true });
  };
  add("Name", survivor.name, null);
  add("Email", survivor.email, other.email);
  add("Phone", survivor.phone, other.phone);
  add("Job title", survivor.jobTitle, other.jobTitle);
  for (const field of fields) {
    add(field.label, survivor.customFields[field.key], other.customFields[field.key], customFieldValueText);
  }
  return rows;
}

/** Side by side: what the survivor keeps and takes, and the contact merged in (then deleted). */
function Comparison({ tenantId, survivor, otherId }: { tenantId: string; survivor: ContactRecord; otherId: string }) {
  const { t } = useTerms();
  const other = useContactRecord(tenantId, otherId);
  const fields = useContactFields(tenantId).data ?? [];
  if (other.isPending) return <Skeleton className="h-40 w-full" />;
  if (!other.data) {
    return (
      <p className="text-destructive text-sm">{errorMessage(other.error, CONTACT_MERGE_MESSAGES.otherNotFound)}</p>
    );
  }
  const rows = mergedRows(survivor, other.data, fields);
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const { portalAccounts, tickets, tagIds } = other.data;
  const moving = [
    portalAccounts.length > 0 && count(portalAccounts.length, "portal account", "portal accounts"),
    tickets.length > 0 && t("ticketCount", { count: tickets.length }).toLowerCase(),
    tagIds.length > 0 && count(tagIds.length, "tag", "tags"),
  ].filter(Boolean);
  return (
    <div className="grid gap-3 sm:grid-cols-2" data-merge-comparison="">
      <section
        className="grid content-start gap-2 rounded-md border p-3"
        aria-label={t("merge.keeps", { name: survivor.name })}
      >
        <h4 className="break-words font-medium text-sm">{t("merge.keeps", { name: survivor.name })}</h4>
        <dl className="grid gap-1.5 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-0.5" data-taken={row.taken || undefined}>
              <dt className="text-muted-foreground text-xs">{row.label}</dt>
              <dd className="flex flex-wrap items-center gap-x-1.5 gap-y-1 [overflow-wrap:anywhere]">
                {row.value}
                {row.taken && (
                  <Badge variant="secondary" className="font-normal">
                    from {other.data.name}
                  </Badge>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="grid content-start gap-2 rounded-md border border-dashed p-3" aria-label={t("merge.takes")}>
        <h4 className="font-medium text-sm">{t("merge.takes")}</h4>
        <dl className="grid gap-1.5 text-sm">
          {(
            [
              ["Name", other.data.name],
              ["Email", other.data.email],
              ["Phone", other.data.phone],
              ["Job title", other.data.jobTitle],
            ] as const
          )
            .filter(([, value]) => !empty(value))
            .map(([label, value]) => (
              <div key={label} className="grid gap-0.5">
                <dt className="text-muted-foreground text-xs">{label}</dt>
                <dd className="[overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
        </dl>
        <p className="text-muted-foreground text-xs leading-relaxed">
          Its notes and timeline move to {survivor.name}
          {moving.length > 0 ? `, with ${moving.join(", ")}` : ""}.
        </p>
      </section>
    </div>
  );
}

/**
 * "Merge…" on a contact's page (issue 21 point 7): the contacts with its e-mail suggested, any other found by name;
 * side by side what this contact keeps and takes; confirm merges the other into it (the server deletes the other).
 */
export default function MergeContactDialog({
  tenantId,
  contact,
  open,
  onOpenChange,
}: {
  tenantId: string;
  contact: ContactRecord;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTerms();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const suggestions = useDuplicates(tenantId, contact.email, contact.id);
  const found = useContactSearch(tenantId, search, contact.id);
  const merge = useMergeContacts(tenantId, contact.id);
  const suggested: ContactDuplicate[] = suggestions.data ?? [];
  const results = (found.data ?? []).filter((c) => !suggested.some((s) => s.id === c.id));

  const close = (next: boolean) => {
    if (merge.isPending) return;
    if (!next) {
      setChosen(null);
      setSearch("");
    }
    onOpenChange(next);
  };

  const onConfirm = () => {
    if (!chosen) return;
    merge.mutate(chosen.id, {
      onSuccess: () => {
        toast({
          title: t("merge.mergedTitle"),
          description: t("merge.merged", { other: chosen.name, name: contact.name }),
        });
        close(false);
      },
      onError: (error) =>
        toast({
          variant: "destructive",
          title: CONTACT_MERGE_MESSAGES.mergeError,
          description: errorMessage(error, "Try again."),
        }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("merge.title")}</DialogTitle>
          <DialogDescription>{t("merge.description", { name: contact.name })}</DialogDescription>
        </DialogHeader>
        {chosen ? (
          <div className="grid gap-3">
            <Button type="button" variant="ghost" size="sm" className="-ml-2 w-fit" onClick={() => setChosen(null)}>
              <ArrowLeft aria-hidden="true" />
              Choose another
            </Button>
            <Comparison tenantId={tenantId} survivor={contact} otherId={chosen.id} />
          </div>
        ) : (
          <div className="grid gap-4">
            {suggested.length > 0 && (
              <section className="grid gap-2" aria-label={t("merge.sameEmail")}>
                <h4 className="font-medium text-sm">{t("merge.sameEmail")}</h4>
                <ul className="grid gap-2">
                  {suggested.map((c) => (
                    <CandidateButton key={c.id} contact={c} selected={false} onSelect={() => setChosen(c)} />
                  ))}
                </ul>
              </section>
            )}
            <section className="grid gap-2">
              <h4 className="font-medium text-sm">{t("merge.search")}</h4>
              <SearchBox
                value={search}
                onSearch={setSearch}
                label={t("merge.search")}
                placeholder={t("merge.searchPlaceholder")}
                maxLength={200}
              />
              {search && found.isPending && <Skeleton className="h-12 w-full" />}
              {search && found.isSuccess && results.length === 0 && (
                <p className="text-muted-foreground text-sm">{t("merge.noMatches")}</p>
              )}
              {results.length > 0 && (
                <ul className="grid gap-2" aria-label="Search results">
                  {results.map((c) => (
                    <CandidateButton key={c.id} contact={c} selected={false} onSelect={() => setChosen(c)} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
        <DialogFooter className="pt-2">
          <Button type="button" variant="outline" disabled={merge.isPending} onClick={() => close(false)}>
            Cancel
          </Button>
          {chosen && (
            <Button type="button" disabled={merge.isPending} onClick={onConfirm}>
              {merge.isPending ? t("merge.merging") : t("merge.confirm", { name: contact.name })}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
