import { SUITE_NAME } from "@engagesuite/shared";
import { useEffect } from "react";

/** "Onboarding | EngageSuite"; the bare suite name when no title is given. */
function formatTitle(title?: string | null): string {
  return title ? `${title} | ${SUITE_NAME}` : SUITE_NAME;
}

export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
}
