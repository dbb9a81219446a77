import { AlertCircle, type LucideIcon, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/** An empty list: an icon, the spec's line and, when given, a hint and an action. */
export function KbEmptyState({
  title,
  description,
  icon: Icon,
  action,
}: {
  title: string;
  description?: string;
  icon: LucideIcon;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <div className="flex size-11 items-center justify-center rounded-full bg-muted">
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
      </div>
      <div className="space-y-1">
        <p className="font-medium">{title}</p>
        {description && <p className="max-w-sm text-pretty text-muted-foreground text-sm">{description}</p>}
      </div>
      {action}
    </div>
  );
}

/** A list that failed to load: the spec's alert and a retry. */
export function KbErrorAlert({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>Check your connection and try again.</p>
        {onRetry && (
          <Button type="button" variant="outline" size="sm" className="mt-1" disabled={retrying} onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}

/** Card-shaped placeholders while a list loads. */
export function KbCardsSkeleton({
  count = 3,
  label,
  className,
  lines = 3,
}: {
  count?: number;
  label: string;
  className?: string;
  lines?: number;
}) {
  return (
    <div className={className}>
      <span className="sr-only" role="status">
        {label}
      </span>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={index} className={cn("grid gap-3 rounded-xl border bg-card p-5 shadow-sm")}>
          <Skeleton className="h-5 w-2/3" />
          {Array.from({ length: lines - 1 }, (_, line) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={line} className={cn("h-4", line % 2 ? "w-1/2" : "w-full")} />
          ))}
        </div>
      ))}
    </div>
  );
}
