import { SUITE_NAME } from "@engagesuite/shared";
import { Link } from "react-router";
import { cn } from "@/lib/utils";

/** The product mark: a rounded "E" tile. Decorative; the wordmark text carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M10 9h12v3.2h-8.4v2.4h7.4v3.1h-7.4v2.5H22V23H10z" className="fill-primary-foreground" />
    </svg>
  );
}

/** Product wordmark linking home. */
export function Wordmark({ className, to = "/" }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      aria-label={`${SUITE_NAME} home`}
      className={cn(
        "inline-flex items-center gap-2 rounded-md font-semibold text-lg tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <LogoMark />
      <span>
        Engage<span className="text-primary">Suite</span>
      </span>
    </Link>
  );
}
