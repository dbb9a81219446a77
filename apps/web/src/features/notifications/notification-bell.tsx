import type { Notification } from "@engagesuite/shared";
import { NOTIFICATION_MESSAGES } from "@engagesuite/shared";
import { Bell, CheckCheck } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadCount } from "./api";
import { relativeTime } from "./format";

/** The badge's text: the count, "99+" above 99. */
export function badgeText(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}

/**
 * The dashboard's bell (issue 22 point 4): the unread count (polled every 30 s), and a popover with the newest
 * notifications; opening one marks it read and goes to its link; "Mark all read".
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  const list = useNotificationList(open);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const count = unread.data?.unread ?? 0;
  /** "Mark all read" reaches up to the newest notification shown (one arriving meanwhile stays unread). */
  const newest = list.data?.notifications[0]?.createdAt;
  // The name holds the badge's own text ("99+"), so what is seen is what is said.
  const label = count > 0 ? `Notifications, ${badgeText(count)} unread` : "Notifications";

  function openNotification(notification: Notification) {
    if (!notification.readAt) markRead.mutate(notification.id);
    setOpen(false);
    if (notification.link) void navigate(notification.link);
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button type="button" variant="outline" size="icon" aria-label={label} className="relative shrink-0">
          <Bell aria-hidden="true" />
          {count > 0 && (
            <span
              aria-hidden="true"
              data-testid="unread-badge"
              className="-top-1.5 -right-1.5 absolute flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 font-semibold text-[11px] text-primary-foreground tabular-nums"
            >
              {badgeText(count)}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        sideOffset={6}
        collisionPadding={8}
        className="w-[min(24rem,calc(100vw-1rem))] max-w-none rounded-xl p-0 shadow-lg"
        aria-label="Notifications"
      >
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
          <h2 className="font-semibold text-sm">Notifications</h2>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={count === 0 || !newest || markAll.isPending}
            onClick={() => newest && markAll.mutate(newest)}
          >
            <CheckCheck aria-hidden="true" />
            Mark all read
          </Button>
        </div>
        <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
          {list.isPending ? (
            <div className="space-y-3 p-4">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : list.isError ? (
            <div className="p-4">
              <LoadFailedAlert title="Notifications could not be loaded" onRetry={() => void list.refetch()}>
                Check your connection and try again.
              </LoadFailedAlert>
            </div>
          ) : list.data.notifications.length === 0 ? (
            <p className="px-4 py-8 text-center text-muted-foreground text-sm">{NOTIFICATION_MESSAGES.empty}</p>
          ) : (
            <ul className="divide-y">
              {list.data.notifications.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => openNotification(n)}
                    className={cn(
                      "flex w-full gap-3 px-4 py-3 text-left outline-none hover:bg-muted/60 focus-visible:bg-muted/60",
                      !n.readAt && "bg-primary/5",
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.readAt ? "bg-transparent" : "bg-primary")}
                    />
                    <span className="min-w-0 flex-1 space-y-0.5">
                      <span className={cn("block break-words text-sm leading-snug", !n.readAt && "font-medium")}>
                        {n.title}
                        {!n.readAt && <span className="sr-only"> (unread)</span>}
                      </span>
                      {n.body && <span className="line-clamp-2 block text-muted-foreground text-xs">{n.body}</span>}
                      <time dateTime={n.createdAt} className="block text-muted-foreground text-xs">
                        {relativeTime(n.createdAt)}
                      </time>
                    </span>
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
