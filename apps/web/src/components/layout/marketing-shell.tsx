import { SUITE_NAME } from "@engagesuite/shared";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Button } from "@/components/ui/button";
import { MenuToggle } from "./menu-toggle";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { Wordmark } from "./wordmark";

/** SPEC §2 landing header anchors. */
export const MARKETING_ANCHORS = [
  { label: "Industry Solutions", hash: "industries" },
  { label: "Features", hash: "features" },
  { label: "About Us", hash: "about" },
] as const;

const navLinkClass =
  "rounded-md px-3 py-2 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The Pricing page's own link: marked (aria-current, as NavLink sets it) while it is the page shown. */
const pricingLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${navLinkClass} text-foreground` : navLinkClass;

/** Public pages: header with anchors, Log In, Get Started and the theme toggle; footer with product links. */
export function MarketingShell({ children }: { children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // Close the phone menu on navigation and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change on purpose
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Wordmark />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {MARKETING_ANCHORS.map((anchor) => (
              <Link key={anchor.hash} to={{ pathname: "/", hash: anchor.hash }} className={navLinkClass}>
                {anchor.label}
              </Link>
            ))}
            <NavLink to="/pricing" className={pricingLinkClass}>
              Pricing
            </NavLink>
          </nav>
          <div className="flex items-center gap-1 sm:gap-2">
            <ThemeToggle />
            <Button asChild variant="ghost" className="hidden sm:inline-flex">
              <Link to="/login">Log In</Link>
            </Button>
            <Button asChild className="hidden sm:inline-flex">
              <Link to="/onboarding">Get Started</Link>
            </Button>
            <MenuToggle open={menuOpen} controls={menuId} onToggle={() => setMenuOpen((open) => !open)} />
          </div>
        </div>
        <div id={menuId} hidden={!menuOpen} className="border-t bg-background md:hidden">
          <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            {MARKETING_ANCHORS.map((anchor) => (
              <Link key={anchor.hash} to={{ pathname: "/", hash: anchor.hash }} className={navLinkClass}>
                {anchor.label}
              </Link>
            ))}
            <NavLink to="/pricing" className={pricingLinkClass}>
              Pricing
            </NavLink>
            <div className="mt-2 grid grid-cols-2 gap-2 border-t pt-3">
              <Button asChild variant="outline">
                <Link to="/login">Log In</Link>
              </Button>
              <Button asChild>
                <Link to="/onboarding">Get Started</Link>
              </Button>
            </div>
          </nav>
        </div>
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children ?? <Outlet />}
      </main>

      <footer className="border-t bg-muted/40">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <div className="space-y-2">
            <Wordmark />
            <p className="text-muted-foreground text-sm">
              © {new Date().getFullYear()} {SUITE_NAME}. All rights reserved.
            </p>
          </div>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link to="/service-modules" className={navLinkClass}>
              Service Modules
            </Link>
            <NavLink to="/pricing" className={pricingLinkClass}>
              Pricing
            </NavLink>
          </nav>
        </div>
      </footer>
    </div>
  );
}
