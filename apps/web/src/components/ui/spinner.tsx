import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export interface SpinnerProps extends ComponentProps<"svg"> {
  /** Read by screen readers; the icon itself is decorative. */
  label?: string;
}

export function Spinner({ className, label = "Loading", ...props }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle
        data-slot="spinner"
        aria-hidden="true"
        className={cn("size-5 animate-spin text-primary motion-reduce:animate-[spin_1.5s_linear_infinite]", className)}
        {...props}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The spec's full-screen spinner: shown while a page's code or a session is loading. */
export function FullScreenSpinner({ label = "Loading" }: { label?: string }) {
  return (
    <div
      data-testid="full-screen-spinner"
      className="fixed inset-0 z-50 flex items-center justify-center bg-background"
    >
      <Spinner label={label} className="size-10" />
    </div>
  );
}
