import type { ReactNode } from "react";

/**
 * Every dashboard screen's header, one pattern across the app (issue 23): the screen's h2 (`headingId` names the
 * section), one line saying what it is for, and its primary action on the right (full width on phones).
 */
export function SectionHeader({
  headingId,
  title,
  description,
  action,
}: {
  headingId: string;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h2 id={headingId} className="text-balance break-words font-semibold text-2xl tracking-tight sm:text-3xl">
          {title}
        </h2>
        {description && <p className="max-w-2xl text-pretty text-muted-foreground">{description}</p>}
      </div>
      {action && <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-center">{action}</div>}
    </div>
  );
}
