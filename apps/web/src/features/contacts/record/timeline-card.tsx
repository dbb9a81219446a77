import { CONTACT_RECORD_MESSAGES, type ContactTimelineItem, type TicketStatus } from "@engagesuite/shared";
import type { LucideIcon } from "lucide-react";
import {
  CalendarDays,
  CircleDot,
  Combine,
  FileText,
  LogIn,
  Mail,
  MessageSquareText,
  PencilLine,
  RotateCcw,
  Tag,
  Ticket,
  Trash2,
  UserPlus,
} from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useContactTypeLabel } from "@/features/choices/api";
import { type UseTerms, useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { TICKET_STATUS_NAMES } from "../../helpdesk/labels";
import { CONTACT_STATUS_NAMES, isContactStatus } from "../labels";
import { useContactTimelinePage } from "./api";

const ICONS: Record<string, LucideIcon> = {
  note: MessageSquareText,
  field_change: PencilLine,
  email_sent: Mail,
  portal_sign_in: LogIn,
  portal_registered: UserPlus,
  ticket_opened: Ticket,
  ticket_closed: Ticket,
  ticket_status: Ticket,
  tag_added: Tag,
  tag_removed: Tag,
  document_shared: FileText,
  document_uploaded: FileText,
  appointment: CalendarDays,
  merged: Combine,
  trashed: Trash2,
  restored: RotateCcw,
};

const text = (value: unknown) => (value === null || value === undefined || value === "" ? "(empty)" : String(value));

/** What one entry says: a title and, for some, a line of detail. */
function describe(
  item: ContactTimelineItem,
  t: UseTerms["t"],
  typeLabel: (key: string) => string,
): { title: string; detail?: string } {
  const d = item.data;
  switch (item.kind) {
    case "note":
      return { title: d.pinned ? "Pinned note" : "Note", detail: String(d.body ?? "") };
    case "field_change": {
      const shown = (v: unknown) =>
        d.field === "status" && typeof v === "string" && isContactStatus(v)
          ? CONTACT_STATUS_NAMES[v]
          : d.field === "type" && typeof v === "string"
            ? typeLabel(v)
            : text(v);
      return { title: `${text(d.label)} changed`, detail: `${shown(d.from)} → ${shown(d.to)}` };
    }
    case "email_sent":
      return { title: "E-mail sent", detail: text(d.subject) };
    case "portal_sign_in":
      return { title: t("record.portalSignIn") };
    case "portal_registered":
      return { title: t("record.portalRegistered"), detail: text(d.email) };
    case "ticket_opened":
      return { title: t("record.ticketOpened", { number: d.number }), detail: text(d.title) };
    case "ticket_closed":
      return { title: t("record.ticketClosed", { number: d.number }), detail: text(d.title) };
    case "ticket_status": {
      const status = (v: unknown) =>
        typeof v === "string" && v in TICKET_STATUS_NAMES ? TICKET_STATUS_NAMES[v as TicketStatus] : text(v);
      return {
        title: t("record.ticketStatus", { number: d.number, status: status(d.to) }),
        detail: `${text(d.title)}: ${status(d.from)} → ${status(d.to)}`,
      };
    }
    case "tag_added":
      return { title: `Tag added: ${text(d.name)}` };
    case "tag_removed":
      return { title: `Tag removed: ${text(d.name)}` };
    case "document_shared":
      return { title: "Document shared", detail: text(d.name) };
    case "document_uploaded":
      return { title: "Document uploaded", detail: text(d.name) };
    case "appointment":
      return {
        title: d.status === "cancelled" ? "Appointment (cancelled)" : "Appointment booked",
        detail: `For ${formatDate(String(d.startsAt), "dateTime") ?? ""}`,
      };
    case "merged":
      return {
        title: d.email
          ? t("merge.timelineWithEmail", { name: text(d.name), email: String(d.email) })
          : t("merge.timeline", { name: text(d.name) }),
      };
    case "trashed":
      return { title: "Moved to the trash" };
    case "restored":
      return { title: "Restored from the trash" };
    default:
      return { title: item.kind.replace(/_/g, " ") };
  }
}

/** One server page of entries; the last page offers the next (older) one. */
function TimelinePage({
  tenantId,
  contactId,
  cursor,
  isLast,
  onMore,
}: {
  tenantId: string;
  contactId: string;
  cursor: string | null;
  isLast: boolean;
  onMore: (cursor: string) => void;
}) {
  const page = useContactTimelinePage(tenantId, contactId, cursor);
  const { t } = useTerms();
  const typeLabel = useContactTypeLabel();
  if (page.isPending) {
    return (
      <li className="grid gap-3" aria-busy="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </li>
    );
  }
  if (page.isError) {
    return (
      <li>
        <LoadFailedAlert title="Could not load the timeline" onRetry={() => void page.refetch()}>
          {errorMessage(page.error, "Try again in a moment.")}
        </LoadFailedAlert>
      </li>
    );
  }
  if (cursor === null && page.data.items.length === 0) {
    return <li className="text-muted-foreground text-sm">{CONTACT_RECORD_MESSAGES.timelineEmpty}</li>;
  }
  const next = page.data.nextCursor;
  return (
    <>
      {page.data.items.map((item) => {
        const Icon = ICONS[item.kind] ?? CircleDot;
        const { title, detail } = describe(item, t, typeLabel);
        return (
          <li key={item.key} className="relative grid gap-0.5" data-kind={item.kind}>
            <span className="-left-[2.1rem] absolute top-0 flex size-7 items-center justify-center rounded-full border bg-background text-muted-foreground">
              <Icon aria-hidden="true" className="size-3.5" />
            </span>
            <p className="font-medium text-sm">{title}</p>
            {detail && <p className="line-clamp-3 whitespace-pre-line break-words text-sm">{detail}</p>}
            <p className="text-muted-foreground text-xs">
              <time dateTime={item.at}>{formatDate(item.at, "dateTime")}</time>
              {item.actorName && ` · ${item.actorName}`}
            </p>
          </li>
        );
      })}
      {isLast && next && (
        <li className="-ml-5 flex justify-center pt-1">
          <Button type="button" variant="outline" size="sm" onClick={() => onMore(next)}>
            Show older
          </Button>
        </li>
      )}
    </>
  );
}

/** Everything about the contact, newest first, a server page at a time. */
export function TimelineCard({ tenantId, contactId }: { tenantId: string; contactId: string }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h3>Timeline</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="relative grid gap-4 border-l pl-5" aria-label="Timeline">
          {cursors.map((cursor, index) => (
            <TimelinePage
              key={cursor ?? "newest"}
              tenantId={tenantId}
              contactId={contactId}
              cursor={cursor}
              isLast={index === cursors.length - 1}
              onMore={(next) => setCursors((old) => [...old, next])}
            />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
