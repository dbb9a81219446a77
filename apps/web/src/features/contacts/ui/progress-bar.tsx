import { cn } from "@/lib/utils";

/** An indeterminate progress bar for work whose length is unknown (a CSV import in flight). */
export function IndeterminateProgress({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuetext={label}
      className={cn("h-1.5 w-full overflow-hidden rounded-full bg-primary/15", className)}
    >
      <div className="h-full w-2/5 animate-progress rounded-full bg-primary motion-reduce:w-full motion-reduce:animate-pulse" />
    </div>
  );
}
