import { SUITE_NAME } from "@engagesuite/shared";
import type { ReactNode } from "react";
import { Outlet, useMatches } from "react-router";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { Wordmark } from "./wordmark";

/** A route's `handle` may ask AuthShell for its wide column (the platform login's two columns). */
export interface AuthShellHandle {
  authWidth?: "wide";
}

function useWideColumn(): boolean {
  return useMatches().some((match) => (match.handle as AuthShellHandle | undefined)?.authWidth === "wide");
}

/** Plain centered layout for sign-in and sign-up screens. */
export function AuthShell({ children }: { children?: ReactNode }) {
  const wide = useWideColumn();
  return (
    <div className="relative flex min-h-svh flex-col bg-muted/40">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-brand-soft to-transparent"
      />
      <SkipLink />
      <header className="relative">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Wordmark />
          <ThemeToggle />
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="relative flex flex-1 items-start justify-center px-4 py-8 outline-none sm:items-center sm:px-6 sm:py-12"
      >
        <div className={wide ? "w-full max-w-[61rem]" : "w-full max-w-md"}>{children ?? <Outlet />}</div>
      </main>
      <footer className="relative py-6 text-center text-muted-foreground text-xs">
        © {new Date().getFullYear()} {SUITE_NAME}
      </footer>
    </div>
  );
}
