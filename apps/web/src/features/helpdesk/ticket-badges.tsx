import { EMAIL_VERIFICATION_MESSAGES, type TicketPriority, type TicketStatus } from "@engagesuite/shared";
import { MailWarning } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { useTicketCategoryLabel } from "@/features/choices/api";
import { cn } from "@/lib/utils";
import {
  TICKET_PRIORITY_BADGE,
  TICKET_PRIORITY_NAMES,
  TICKET_STATUS_BADGE,
  TICKET_STATUS_BADGE_NAMES,
  TICKET_STATUS_DOT,
} from "./labels";

/** The status badge; the waiting states read 'Open' (SPEC §4). */
export function TicketStatusBadge({ status, className }: { status: TicketStatus; className?: string }) {
  return (
    <Badge
      variant="outline"
      data-status={status}
      className={cn("gap-1.5 font-medium", TICKET_STATUS_BADGE[status], className)}
    >
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", TICKET_STATUS_DOT[status])} />
      {TICKET_STATUS_BADGE_NAMES[status]}
    </Badge>
  );
}

/** A ticket's category, by the workspace's label for its key (an archived category's too). */
export function TicketTypeBadge({ type }: { type: string }) {
  const labelOf = useTicketCategoryLabel();
  return (
    <Badge variant="outline" data-type={type} title="Type" className="font-medium text-muted-foreground">
      {labelOf(type)}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <Badge
      variant="outline"
      data-priority={priority}
      title="Priority"
      className={cn("font-medium", TICKET_PRIORITY_BADGE[priority])}
    >
      {TICKET_PRIORITY_NAMES[priority]}
    </Badge>
  );
}

/** Staff only: the ticket's portal client has not confirmed their e-mail address (do not trust the address yet). */
export function UnverifiedRequesterBadge() {
  return (
    <Badge
      variant="outline"
      title={EMAIL_VERIFICATION_MESSAGES.unverifiedHint}
      className="gap-1 border-amber-500/40 bg-amber-50 font-medium text-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
    >
      <MailWarning aria-hidden="true" className="size-3" />
      {EMAIL_VERIFICATION_MESSAGES.unverifiedBadge}
      <span className="sr-only">: {EMAIL_VERIFICATION_MESSAGES.unverifiedHint}</span>
    </Badge>
  );
}
