import { useEffect, useState } from "react";

/** How long a just-saved row stays highlighted (issue 23 point 4). */
export const SAVED_HIGHLIGHT_MS = 3000;

/** A just-saved row (`data-highlighted`): tinted with the workspace's colour, the tint fading when the highlight ends. */
export const HIGHLIGHTED_ROW =
  "transition-[color,background-color,box-shadow] duration-700 data-[highlighted]:bg-[color-mix(in_oklab,var(--tenant-primary,var(--primary))_14%,transparent)] motion-reduce:transition-none";

/** The id of the row just added or changed, for a moment after the save; `highlight` marks one. */
export function useSavedHighlight(): [string | null, (id: string) => void] {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), SAVED_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);
  return [highlighted, setHighlighted];
}
