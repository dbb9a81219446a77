import type { Contact } from "@engagesuite/shared";
import { ArrowDown, ArrowUp, ArrowUpDown, MoreHorizontal, Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTerms } from "@/i18n/terms";
import { useMediaQuery } from "@/lib/use-media-query";
import { HIGHLIGHTED_ROW } from "@/lib/use-saved-highlight";
import { cn } from "@/lib/utils";
import { ContactStatusBadge, ContactTypeBadge } from "./contact-badges";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";

/** The contact's name, opening its record (issue 21) at a URL of its own. */
function ContactLink({ contact }: { contact: Contact }) {
  return (
    <Link to={{ search: `?section=contacts&contact=${contact.id}` }} className="hover:underline">
      {contact.name}
    </Link>
  );
}

/** SPEC §2: an empty cell shows a dash. */
export const EMPTY_CELL = "-";

function RowMenu({
  contact,
  onEdit,
  onDelete,
  onTags,
}: {
  contact: Contact;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  onTags?: (contact: Contact) => void;
}) {
  // A dialog opened from the menu takes focus itself: the menu must not pull it back to its trigger on close.
  const openingDialog = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" className="size-8" aria-label={`Actions for ${contact.name}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="w-36"
        onCloseAutoFocus={(event) => {
          if (openingDialog.current) event.preventDefault();
          openingDialog.current = false;
        }}
      >
        <DropdownMenuItem
          onSelect={() => {
            openingDialog.current = true;
            onEdit(contact);
          }}
        >
          <Pencil aria-hidden="true" />
          Edit
        </DropdownMenuItem>
        {onTags && (
          <DropdownMenuItem
            onSelect={() => {
              openingDialog.current = true;
              onTags(contact);
            }}
          >
            <Plus aria-hidden="true" />
            Tags
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => {
            openingDialog.current = true;
            onDelete(contact);
          }}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Rows the member has ticked for a bulk delete (only for those the permission table lets delete in bulk). */
export interface ContactSelection {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  toggleAll: (on: boolean) => void;
}

/** A native tick box in the theme's colour (the dashboard's first download has no room for another component). */
const TICK_BOX = "size-5 shrink-0 cursor-pointer rounded-[4px] accent-primary sm:size-4";

function SelectBox({ contact, selection }: { contact: Contact; selection?: ContactSelection }) {
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      aria-label={`Select ${contact.name}`}
      checked={selection.selected.has(contact.id)}
      onChange={(event) => selection.toggle(contact.id, event.target.checked)}
      className={TICK_BOX}
    />
  );
}

/** The table from the `sm` breakpoint (640px) up; a list of cards on narrower screens. */
const TABLE_QUERY = "(min-width: 640px)";

/**
 * Name, Type, Status, Email, Phone, Actions (SPEC §2). On a phone the same contacts show as a list of cards, so the
 * row menu never sits off-screen behind a sideways scroll.
 */
type NameOrder = "asc" | "desc" | null;

/**
 * The Name column's header: a button that sorts by name, A to Z then Z to A; the direction is the arrow and the
 * header's aria-sort (the column keeps its name, "Name").
 */
function NameHeader({ order, onOrder }: { order?: NameOrder; onOrder?: (order: "asc" | "desc") => void }) {
  if (!onOrder) return "Name";
  const Icon = order === "asc" ? ArrowUp : order === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onOrder(order === "asc" ? "desc" : "asc")}
      className="-mx-1 inline-flex items-center gap-1 rounded-sm px-1 font-medium outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      Name
      <Icon aria-hidden="true" className="size-3.5 text-muted-foreground" />
    </button>
  );
}

export function ContactsTable(props: {
  contacts: Contact[];
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  onTags?: (contact: Contact) => void;
  selection?: ContactSelection;
  /** More under a contact's name (its owner and tags). */
  extras?: (contact: Contact) => ReactNode;
  /** The list's order by name, when it is by name; the Name header then toggles it. */
  nameOrder?: NameOrder;
  onNameOrder?: (order: "asc" | "desc") => void;
  /** The contact just added or changed: its row is highlighted. */
  highlightedId?: string | null;
}) {
  const wide = useMediaQuery(TABLE_QUERY);
  return wide ? <ContactsGrid {...props} /> : <ContactCards {...props} />;
}

function ContactCards({
  contacts,
  onEdit,
  onDelete,
  onTags,
  selection,
  extras,
  highlightedId,
}: {
  contacts: Contact[];
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  onTags?: (contact: Contact) => void;
  selection?: ContactSelection;
  /** More under a contact's name (its owner and tags). */
  extras?: (contact: Contact) => ReactNode;
  highlightedId?: string | null;
}) {
  const { t } = useTerms();
  return (
    <ul aria-label={t("contacts.heading")} className="divide-y">
      {contacts.map((contact) => (
        <li
          key={contact.id}
          data-contact-id={contact.id}
          data-highlighted={contact.id === highlightedId || undefined}
          className={cn("flex items-start gap-3 px-4 py-3", HIGHLIGHTED_ROW)}
        >
          {selection && (
            <div className="pt-0.5">
              <SelectBox contact={contact} selection={selection} />
            </div>
          )}
          <div className="min-w-0 flex-1 space-y-1.5">
            <div className="min-w-0">
              <p className="truncate font-medium">
                <ContactLink contact={contact} />
              </p>
              {contact.jobTitle && <p className="truncate text-muted-foreground text-xs">{contact.jobTitle}</p>}
              {extras?.(contact)}
            </div>
            <div className="flex flex-wrap gap-1.5">
              <ContactTypeBadge type={contact.type} />
              <ContactStatusBadge status={contact.status} />
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 text-sm">
              <dt className="text-muted-foreground">Email</dt>
              <dd className="truncate">{contact.email || EMPTY_CELL}</dd>
              <dt className="text-muted-foreground">Phone</dt>
              <dd className="truncate tabular-nums">{contact.phone || EMPTY_CELL}</dd>
            </dl>
          </div>
          <RowMenu contact={contact} onEdit={onEdit} onDelete={onDelete} onTags={onTags} />
        </li>
      ))}
    </ul>
  );
}

function ContactsGrid({
  contacts,
  onEdit,
  onDelete,
  onTags,
  selection,
  extras,
  nameOrder,
  onNameOrder,
  highlightedId,
}: {
  contacts: Contact[];
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
  onTags?: (contact: Contact) => void;
  selection?: ContactSelection;
  /** More under a contact's name (its owner and tags). */
  extras?: (contact: Contact) => ReactNode;
  nameOrder?: NameOrder;
  onNameOrder?: (order: "asc" | "desc") => void;
  highlightedId?: string | null;
}) {
  const ticked = selection ? contacts.filter((c) => selection.selected.has(c.id)).length : 0;
  const { t } = useTerms();
  return (
    <Table aria-label={t("contacts.heading")}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead
            scope="col"
            className="pl-4 sm:pl-6"
            aria-sort={nameOrder ? (nameOrder === "asc" ? "ascending" : "descending") : undefined}
          >
            {/* SPEC §2's columns stay as they are: the tick boxes sit in the Name column. */}
            {selection ? (
              <span className="flex items-center gap-3">
                <input
                  type="checkbox"
                  aria-label={t("contacts.selectAll")}
                  checked={ticked > 0 && ticked === contacts.length}
                  ref={(box) => {
                    if (box) box.indeterminate = ticked > 0 && ticked < contacts.length;
                  }}
                  onChange={(event) => selection.toggleAll(event.target.checked)}
                  className={TICK_BOX}
                />
                <NameHeader order={nameOrder} onOrder={onNameOrder} />
              </span>
            ) : (
              <NameHeader order={nameOrder} onOrder={onNameOrder} />
            )}
          </TableHead>
          <TableHead scope="col">Type</TableHead>
          <TableHead scope="col">Status</TableHead>
          <TableHead scope="col">Email</TableHead>
          <TableHead scope="col">Phone</TableHead>
          <TableHead scope="col" className="w-12 pr-4 text-right sm:pr-6">
            Actions
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {contacts.map((contact) => (
          <TableRow
            key={contact.id}
            data-contact-id={contact.id}
            data-highlighted={contact.id === highlightedId || undefined}
            className={HIGHLIGHTED_ROW}
            data-state={selection?.selected.has(contact.id) ? "selected" : undefined}
          >
            <TableCell className="max-w-[18rem] pl-4 sm:pl-6">
              <div className="flex items-start gap-3">
                {selection && (
                  <div className="pt-0.5">
                    <SelectBox contact={contact} selection={selection} />
                  </div>
                )}
                <div className="min-w-0">
                  <div className="truncate font-medium">
                    <ContactLink contact={contact} />
                  </div>
                  {contact.jobTitle && <div className="truncate text-muted-foreground text-xs">{contact.jobTitle}</div>}
                  {extras?.(contact)}
                </div>
              </div>
            </TableCell>
            <TableCell>
              <ContactTypeBadge type={contact.type} />
            </TableCell>
            <TableCell>
              <ContactStatusBadge status={contact.status} />
            </TableCell>
            <TableCell className="max-w-[13rem] truncate 2xl:max-w-[16rem]">
              {contact.email ? (
                <a
                  href={`mailto:${contact.email}`}
                  className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {contact.email}
                </a>
              ) : (
                <span className="text-muted-foreground">{EMPTY_CELL}</span>
              )}
            </TableCell>
            <TableCell className="tabular-nums">
              {contact.phone || <span className="text-muted-foreground">{EMPTY_CELL}</span>}
            </TableCell>
            <TableCell className="pr-4 text-right sm:pr-6">
              <RowMenu contact={contact} onEdit={onEdit} onDelete={onDelete} onTags={onTags} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
