import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { AccountLink } from "@/features/auth/account-link";
import { StaffSignOutButton } from "@/features/auth/staff-sign-out-button";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { Wordmark } from "./wordmark";

/** Signed-in workspace chrome (war room, dashboards): wordmark, theme toggle, Sign out, a wide content area. */
export function AppShell({ children, headerExtra }: { children?: ReactNode; headerExtra?: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/30">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Wordmark />
          <div className="flex items-center gap-2">
            {headerExtra}
            <ThemeToggle />
            <AccountLink />
            <StaffSignOutButton />
          </div>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children ?? <Outlet />}</div>
      </main>
    </div>
  );
}
