import { type CannedReply, fillPlaceholders, placeholderValues, type Ticket } from "@engagesuite/shared";
import { MessageSquareText, Search } from "lucide-react";
import { type RefObject, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { useStaffSession } from "@/features/auth/use-staff-session";
import { useCannedReplies } from "./api";

/** Who the reply is to: the ticket's contact, else the portal client who opened it (a staff submitter is no one's). */
export function requesterName(
  ticket: Pick<Ticket, "contactName" | "submittedByName" | "submitterEmailVerified">,
): string | null {
  return ticket.contactName ?? (ticket.submitterEmailVerified !== null ? ticket.submittedByName : null);
}

/** `text` put in place of the textarea's selection (at its cursor), and where the cursor goes after it. */
export function insertAtCursor(
  textarea: Pick<HTMLTextAreaElement, "value" | "selectionStart" | "selectionEnd">,
  text: string,
): { value: string; cursor: number } {
  const start = textarea.selectionStart ?? textarea.value.length;
  const end = textarea.selectionEnd ?? start;
  return { value: textarea.value.slice(0, start) + text + textarea.value.slice(end), cursor: start + text.length };
}

const matches = (reply: CannedReply, query: string) => {
  const q = query.trim().toLowerCase();
  return !q || reply.title.toLowerCase().includes(q) || reply.body.toLowerCase().includes(q);
};

/**
 * 'Insert reply' beside the staff's comment box (issue 22 point 8): a searchable list of the workspace's canned
 * replies; choosing one puts its text, placeholders filled for this ticket and this member, at the cursor.
 */
export function CannedReplyMenu({
  ticket,
  textarea,
  onInsert,
}: {
  ticket: Pick<Ticket, "number" | "contactName" | "submittedByName" | "submitterEmailVerified">;
  textarea: RefObject<HTMLTextAreaElement | null>;
  /** The textarea's new value. */
  onInsert: (value: string) => void;
}) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const replies = useCannedReplies({ enabled: open });
  const me = useStaffSession().data;
  const shown = useMemo(() => (replies.data ?? []).filter((r) => matches(r, query)), [replies.data, query]);
  const values = placeholderValues({
    contactName: requesterName(ticket),
    ticketNumber: ticket.number,
    staffName: [me?.firstName, me?.lastName].filter(Boolean).join(" ") || me?.username,
    workspaceName: me?.tenantName,
  });

  const insert = (reply: CannedReply) => {
    const el = textarea.current;
    const text = fillPlaceholders(reply.body, values);
    const { value, cursor } = el ? insertAtCursor(el, text) : { value: text, cursor: text.length };
    onInsert(value);
    setOpen(false);
    setQuery("");
    // After React has rendered the new value: back in the box, the cursor after the inserted text.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(cursor, cursor);
    });
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <MessageSquareText aria-hidden="true" />
          Insert reply
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-80 p-0"
        aria-label="Canned replies"
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <div className="relative border-b p-2">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search canned replies"
            aria-controls={`${ids}-list`}
            placeholder="Search canned replies"
            className="h-8 pl-8"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                if (shown[0]) insert(shown[0]);
              }
            }}
          />
        </div>
        <div id={`${ids}-list`} className="max-h-72 overflow-y-auto p-1">
          {replies.isPending ? (
            <div className="grid gap-2 p-2" aria-hidden="true">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : replies.isError ? (
            <p className="p-3 text-destructive text-sm">The canned replies could not be loaded.</p>
          ) : shown.length === 0 ? (
            <p className="p-3 text-muted-foreground text-sm">
              {(replies.data ?? []).length === 0
                ? "No canned replies yet. An administrator adds them in Settings."
                : "No canned reply matches."}
            </p>
          ) : (
            <ul aria-label="Canned replies" className="grid gap-0.5">
              {shown.map((reply) => (
                <li key={reply.id}>
                  <button
                    type="button"
                    className="grid w-full gap-0.5 rounded-md px-2 py-1.5 text-left outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    onClick={() => insert(reply)}
                  >
                    <span className="truncate font-medium text-sm">{reply.title}</span>
                    <span className="line-clamp-1 text-muted-foreground text-xs">{reply.body}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
