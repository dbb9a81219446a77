import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A table in a horizontally scrolling frame, so wide columns never push the page sideways on phones. A table wider
 * than a phone on purpose (a `min-w-*`) names its frame with `scrollLabel`: the frame then takes keyboard focus, so
 * arrow keys scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function Table({
  className,
  containerClassName,
  scrollLabel,
  ...props
}: ComponentProps<"table"> & { containerClassName?: string; scrollLabel?: string }) {
  const table = <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />;
  const frame = cn("relative w-full overflow-x-auto", containerClassName);
  if (!scrollLabel) {
    return (
      <div data-slot="table-container" className={frame}>
        {table}
      </div>
    );
  }
  return (
    <section
      data-slot="table-container"
      aria-label={scrollLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
      tabIndex={0}
      className={cn(frame, "rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50")}
    >
      {table}
    </section>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted", className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        "h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-muted-foreground text-xs uppercase tracking-wide",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("whitespace-nowrap px-3 py-3 align-middle", className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return (
    <caption data-slot="table-caption" className={cn("mt-4 text-muted-foreground text-sm", className)} {...props} />
  );
}
