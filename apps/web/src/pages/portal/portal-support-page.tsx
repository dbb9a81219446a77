import { SUITE_NAME } from "@engagesuite/shared";
import {
  CalendarDays,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  type LucideIcon,
  Menu,
  Settings,
  UserRound,
  X,
} from "lucide-react";
import { type MouseEvent, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Button } from "@/components/ui/button";
import { PortalSupport } from "@/features/helpdesk/portal-support";
import { usePortalAuth } from "@/features/portal/portal-auth";
import { usePortalHref } from "@/features/portal/portal-paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { cn } from "@/lib/utils";
import { greetingName } from "./portal-dashboard-page";

/** The portal's side navigation as on the dashboard (SPEC §2), with Dashboard and Support leading somewhere. */
const NAV_ITEMS: { label: string; icon: LucideIcon; to?: string }[] = [
  { label: "Dashboard", icon: LayoutDashboard, to: "/portal/dashboard" },
  { label: "Documents", icon: FileText },
  { label: "Appointments", icon: CalendarDays },
  { label: "Profile", icon: UserRound },
  { label: "Settings", icon: Settings },
  { label: "Support", icon: LifeBuoy, to: "/portal/support" },
];

const NAV_ITEM_CLASS =
  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** `/portal/support` (protected): the client's help desk tickets, in the portal's header and footer. */
export function PortalSupportPage() {
  useDocumentTitle("Support");
  const { user, logout } = usePortalAuth();
  const navigate = useNavigate();
  const href = usePortalHref();
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // ProtectedPortalRoute renders this page only with a user.
  if (!user) return null;

  const signOut = async () => {
    setSigningOut(true);
    if (await logout()) navigate(href("/portal/login"), { replace: true });
    else setSigningOut(false);
  };

  return (
    <div className="flex min-h-svh flex-col bg-muted/30">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
            <span
              aria-hidden="true"
              className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground sm:flex"
            >
              <LayoutDashboard className="size-5" />
            </span>
            <div className="min-w-0 leading-tight">
              <p className="font-semibold text-base tracking-tight sm:text-lg">Client Portal</p>
              <p className="truncate text-muted-foreground text-sm">Hello, {greetingName(user)}</p>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            <ThemeToggle />
            <Button type="button" variant="outline" size="sm" disabled={signingOut} onClick={signOut}>
              <LogOut aria-hidden="true" />
              {signingOut ? "Signing out..." : "Sign out"}
            </Button>
          </div>
        </div>
        <div id={menuId} hidden={!menuOpen} className="border-t bg-background md:hidden">
          <SupportNav className="px-4 py-3" label="Portal (mobile)" />
        </div>
      </header>

      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-8 px-4 py-8 sm:px-6 lg:px-8">
        <aside className="hidden w-56 shrink-0 md:block">
          <SupportNav className="sticky top-24" label="Portal" />
        </aside>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <PortalSupport />
        </main>
      </div>

      <SupportFooter />
    </div>
  );
}

function SupportNav({ className, label }: { className?: string; label: string }) {
  const href = usePortalHref();
  return (
    <nav aria-label={label} className={className}>
      <ul className="grid gap-1">
        {NAV_ITEMS.map(({ label: itemLabel, icon: Icon, to }) => {
          const current = itemLabel === "Support";
          const content = (
            <>
              <Icon className="size-4" aria-hidden="true" />
              {itemLabel}
            </>
          );
          const look = cn(
            NAV_ITEM_CLASS,
            current
              ? "bg-accent text-accent-foreground"
              : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
          );
          return (
            <li key={itemLabel}>
              {to ? (
                <Link to={href(to)} aria-current={current ? "page" : undefined} className={look}>
                  {content}
                </Link>
              ) : (
                <button type="button" className={look}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const FOOTER_LINKS = ["Privacy Policy", "Terms of Service", "Contact Support"] as const;

function SupportFooter() {
  // SPEC §2: the links go nowhere yet.
  const stay = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();
  return (
    <footer className="border-t bg-background">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>
          © {new Date().getFullYear()} {SUITE_NAME}
        </p>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((label) => (
              <li key={label}>
                {/* biome-ignore lint/a11y/useValidAnchor: SPEC §2 — these footer links go nowhere yet */}
                <a
                  href="#"
                  onClick={stay}
                  className="rounded-sm outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
