import { SUITE_NAME } from "@engagesuite/shared";
import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { Wordmark } from "./wordmark";

/** Plain centered layout for sign-in and sign-up screens; `wide` gives the platform login its two columns. */
export function AuthShell({ children, wide = false }: { children?: ReactNode; wide?: boolean }) {
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

export function WideAuthShell() {
  return <AuthShell wide />;
}
