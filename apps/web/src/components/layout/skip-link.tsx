/** The id of every shell's <main>; the skip link targets it. */
export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground text-sm shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-none focus:ring-[3px] focus:ring-ring/50"
    >
      Skip to main content
    </a>
  );
}
