import {
  EMAIL_VERIFICATION_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type Ticket,
  ticketDisplayId,
} from "@engagesuite/shared";
import { Lock } from "lucide-react";
import { useId } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { useTerms } from "@/i18n/terms";
import type { HelpdeskScope, TicketChanges } from "./api";
import { formatTicketDate } from "./format";
import { isTicketPriority, isTicketStatus, TICKET_PRIORITY_NAMES, TICKET_STATUS_NAMES } from "./labels";
import { SlaClock } from "./sla-clock";
import { TicketFiles } from "./ticket-attachments";
import { TicketPriorityBadge, TicketStatusBadge, TicketTypeBadge, UnverifiedRequesterBadge } from "./ticket-badges";
import { CommentForm, CommentList } from "./ticket-comments";
import { useAddComment, useComments, useStaffMembers, useUpdateTicket } from "./use-helpdesk";

/**
 * The ticket detail dialog (SPEC §2): the description, the comments ('No comments yet') and 'Add a Comment', hidden
 * when the ticket is closed. Staff also change the status (a closed ticket can be reopened), the priority and the
 * assignee, and may write internal notes.
 */
export function TicketDetailDialog({
  scope,
  ticket,
  onOpenChange,
  onTicketChange,
}: {
  scope: HelpdeskScope;
  /** The ticket shown; null closes the dialog. */
  ticket: Ticket | null;
  onOpenChange: (open: boolean) => void;
  /** Called with the ticket as the server answers a change. */
  onTicketChange?: (ticket: Ticket) => void;
}) {
  return (
    <Dialog open={ticket !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="gap-5 p-4 sm:max-w-2xl sm:p-6"
        // Focus the dialog itself, not the comment box: no keyboard popping up on a phone before anything is read.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        {ticket && <TicketDetail scope={scope} ticket={ticket} onTicketChange={onTicketChange} />}
      </DialogContent>
    </Dialog>
  );
}

/** The ticket itself (header, description, staff controls, comments); also the staff dialog at its URL (issue 22). */
export function TicketDetail({
  scope,
  ticket,
  onTicketChange,
}: {
  scope: HelpdeskScope;
  ticket: Ticket;
  onTicketChange?: (ticket: Ticket) => void;
}) {
  const ids = useId();
  const { t } = useTerms();
  const isStaff = scope.kind === "staff";
  const comments = useComments(scope, ticket.id);
  const addComment = useAddComment(scope, ticket.id);
  const closed = ticket.status === "closed";
  const created = formatTicketDate(ticket.createdAt);
  const from = ticket.submittedByName?.trim();

  return (
    <>
      <DialogHeader className="gap-3 pr-6 text-left">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium font-mono text-muted-foreground text-xs tabular-nums">
            {ticketDisplayId(ticket.number)}
          </span>
          <TicketStatusBadge status={ticket.status} />
          <TicketTypeBadge type={ticket.type} />
          <TicketPriorityBadge priority={ticket.priority} />
        </div>
        <DialogTitle className="break-words text-lg leading-snug sm:text-xl">{ticket.title}</DialogTitle>
        <DialogDescription>
          Opened {created}
          {isStaff && from ? ` by ${from}` : ""}
        </DialogDescription>
        {isStaff && <SlaClock ticket={ticket} />}
        {isStaff && ticket.submitterEmailVerified === false && (
          <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
            <UnverifiedRequesterBadge />
            <span aria-hidden="true">{EMAIL_VERIFICATION_MESSAGES.unverifiedHint}</span>
          </div>
        )}
      </DialogHeader>

      <section aria-labelledby={`${ids}-description`} className="grid gap-2">
        <h3 id={`${ids}-description`} className="font-semibold text-sm">
          Description
        </h3>
        <p className="max-h-60 overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-muted/50 p-3 text-sm leading-relaxed">
          {ticket.description}
        </p>
        <TicketFiles scope={scope} ticketId={ticket.id} />
      </section>

      {scope.kind === "staff" && <TicketControls scope={scope} ticket={ticket} onTicketChange={onTicketChange} />}

      <section aria-labelledby={`${ids}-comments`} className="grid gap-3">
        <h3 id={`${ids}-comments`} className="flex items-center gap-2 font-semibold text-sm">
          Comments
          {comments.data && comments.data.length > 0 && (
            <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-muted-foreground text-xs tabular-nums">
              {comments.data.length}
            </span>
          )}
        </h3>
        <CommentList
          scope={scope}
          comments={comments.data}
          isPending={comments.isPending}
          isError={comments.isError}
          onRetry={() => void comments.refetch()}
        />
      </section>

      {closed ? (
        <div className="flex items-start gap-3 rounded-lg border bg-muted/50 px-4 py-3 text-muted-foreground text-sm">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {t("tickets.closed")}
            {isStaff ? " Change its status to reopen it." : ""}
          </p>
        </div>
      ) : (
        <div className="border-t pt-4">
          <CommentForm
            allowInternal={isStaff}
            ticket={ticket}
            pending={addComment.isPending}
            onSubmit={(body) => addComment.mutateAsync(body)}
          />
        </div>
      )}
    </>
  );
}

/** Staff: status (every status), priority and assignee; each change is sent at once. */
function TicketControls({
  scope,
  ticket,
  onTicketChange,
}: {
  scope: HelpdeskScope;
  ticket: Ticket;
  onTicketChange?: (ticket: Ticket) => void;
}) {
  const ids = useId();
  const { t } = useTerms();
  const update = useUpdateTicket(scope);
  const staff = useStaffMembers();
  const members = staff.data ?? [];
  const assigneeKnown = ticket.assigneeId === null || members.some((m) => m.id === ticket.assigneeId);

  const change = (changes: TicketChanges, what: string) => {
    update.mutate(
      { ticketId: ticket.id, changes },
      {
        onSuccess: (updated) => {
          onTicketChange?.(updated);
          toast({ title: t("tickets.updated"), description: `${ticketDisplayId(updated.number)} ${what}.` });
        },
      },
    );
  };

  return (
    <section
      aria-labelledby={`${ids}-manage`}
      className="grid gap-3 rounded-lg border bg-muted/30 p-3 sm:p-4"
      aria-busy={update.isPending || undefined}
    >
      <h3 id={`${ids}-manage`} className="font-semibold text-sm">
        Manage ticket
      </h3>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-status`} className="text-muted-foreground text-xs">
            Status
          </Label>
          <NativeSelect
            id={`${ids}-status`}
            name="status"
            value={ticket.status}
            disabled={update.isPending}
            onChange={(event) => {
              const value = event.target.value;
              if (isTicketStatus(value) && value !== ticket.status) {
                change({ status: value }, `is now ${TICKET_STATUS_NAMES[value]}`);
              }
            }}
          >
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TICKET_STATUS_NAMES[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-priority`} className="text-muted-foreground text-xs">
            Priority
          </Label>
          <NativeSelect
            id={`${ids}-priority`}
            name="priority"
            value={ticket.priority}
            disabled={update.isPending}
            onChange={(event) => {
              const value = event.target.value;
              if (isTicketPriority(value) && value !== ticket.priority) {
                change({ priority: value }, `has ${TICKET_PRIORITY_NAMES[value]} priority`);
              }
            }}
          >
            {TICKET_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {TICKET_PRIORITY_NAMES[priority]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="col-span-2 grid gap-1.5 sm:col-span-1">
          <Label htmlFor={`${ids}-assignee`} className="text-muted-foreground text-xs">
            Assignee
          </Label>
          <NativeSelect
            id={`${ids}-assignee`}
            name="assigneeId"
            value={ticket.assigneeId ?? ""}
            disabled={update.isPending}
            onChange={(event) => {
              const value = event.target.value || null;
              if (value === ticket.assigneeId) return;
              const name = members.find((m) => m.id === value)?.name;
              change({ assigneeId: value }, value ? `is assigned to ${name ?? "a team member"}` : "is unassigned");
            }}
          >
            <option value="">Unassigned</option>
            {!assigneeKnown && ticket.assigneeId && (
              <option value={ticket.assigneeId}>{ticket.assigneeName ?? "Current assignee"}</option>
            )}
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </section>
  );
}
