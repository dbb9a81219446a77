import { type PortalUser, SUITE_NAME } from "@engagesuite/shared";
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
import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { TenantLogo } from "@/components/layout/tenant-shell";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { usePortalAuth } from "@/features/portal/portal-auth";
import { usePortalHref } from "@/features/portal/portal-paths";
import { PortalProfile } from "@/features/portal/portal-profile";
import { usePortalTenant } from "@/features/portal/use-portal-tenant";
import { tenantBrand } from "@/features/tenant/use-tenant-info";
import { formatLongDate } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";
import { cn } from "@/lib/utils";

type NavLabel = "Dashboard" | "Documents" | "Appointments" | "Profile" | "Settings";
type DashboardTab = "overview" | "documents" | "appointments";

/**
 * SPEC §2: the side navigation's entries. Dashboard and Profile open their views; Documents and Appointments open
 * their tabs of the dashboard; Settings is not built yet and says so (aria-disabled).
 */
const NAV_ITEMS: { label: NavLabel; icon: LucideIcon }[] = [
  { label: "Dashboard", icon: LayoutDashboard },
  { label: "Documents", icon: FileText },
  { label: "Appointments", icon: CalendarDays },
  { label: "Profile", icon: UserRound },
  { label: "Settings", icon: Settings },
];

/** The search parameter naming the open view (`?view=profile`), so a reload and Back keep it. */
const VIEW_PARAM = "view";
type PortalView = "dashboard" | "profile";

/** 'Hello, ' plus the first name, or the part of the e-mail before the @ (SPEC §2). */
export function greetingName(user: Pick<PortalUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email.split("@")[0] || user.email;
}

/** `/portal/dashboard` (SPEC §2, protected): the portal client's home. */
export function PortalDashboardPage() {
  useDocumentTitle("Client Portal");
  const { user, logout } = usePortalAuth();
  const navigate = useNavigate();
  const href = usePortalHref();
  const { tenant } = usePortalTenant();
  const [params, setParams] = useSearchParams();
  const view: PortalView = params.get(VIEW_PARAM) === "profile" ? "profile" : "dashboard";
  const [tab, setTab] = useState<DashboardTab>("overview");
  const [signingOut, setSigningOut] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const brand = tenantBrand(tenant);
  const brandStyle = { "--tenant-primary": brand.primaryColor } as CSSProperties;

  // Moving between views moves focus to the new heading (not on the first render).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    headingRef.current?.focus();
  }, [view]);

  // ProtectedPortalRoute renders this page only with a user.
  if (!user) return null;

  const showView = (next: PortalView) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === "profile") updated.set(VIEW_PARAM, "profile");
      else updated.delete(VIEW_PARAM);
      return updated;
    });

  const openEntry = (label: NavLabel) => {
    if (label === "Settings") return;
    setMenuOpen(false);
    if (label === "Profile") return showView("profile");
    setTab(label === "Documents" ? "documents" : label === "Appointments" ? "appointments" : "overview");
    showView("dashboard");
  };
  const currentEntry: NavLabel =
    view === "profile"
      ? "Profile"
      : tab === "documents"
        ? "Documents"
        : tab === "appointments"
          ? "Appointments"
          : "Dashboard";

  const signOut = async () => {
    setSigningOut(true);
    if (await logout()) navigate(href("/portal/login"), { replace: true });
    else setSigningOut(false);
  };

  return (
    <div className="flex min-h-svh flex-col bg-muted/30" style={brandStyle}>
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background">
        <div aria-hidden="true" data-testid="brand-bar" className="h-1 bg-[var(--tenant-primary)]" />
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
            {tenant ? (
              <TenantLogo tenant={tenant} className="size-8 sm:size-9" />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-[var(--tenant-primary)] text-white sm:size-9"
              >
                <LayoutDashboard className="size-5" />
              </span>
            )}
            <div className="min-w-0 leading-tight">
              {tenant && <p className="sr-only">{tenant.name}</p>}
              <p className="whitespace-nowrap font-semibold text-base tracking-tight sm:text-lg">Client Portal</p>
              <p className="truncate text-muted-foreground text-sm">Hello, {greetingName(user)}</p>
            </div>
          </div>
          <div className="flex shrink-0 items-center gap-1 sm:gap-2">
            {/* On phones the theme toggle sits in the menu, leaving the header room for the logo and title. */}
            <ThemeToggle className="hidden sm:inline-flex" />
            <Button type="button" variant="outline" size="sm" disabled={signingOut} onClick={signOut}>
              <LogOut aria-hidden="true" />
              {signingOut ? "Signing out..." : "Sign out"}
            </Button>
          </div>
        </div>
        <div id={menuId} hidden={!menuOpen} className="border-t bg-background md:hidden">
          <PortalNav className="px-4 py-3" label="Portal (mobile)" current={currentEntry} onOpen={openEntry} />
          <div className="flex items-center justify-between border-t px-7 py-2 text-muted-foreground text-sm sm:hidden">
            Theme
            <ThemeToggle />
          </div>
        </div>
      </header>

      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-8 px-4 py-8 sm:px-6 lg:px-8">
        <aside className="hidden w-56 shrink-0 md:block">
          <PortalNav className="sticky top-24" label="Portal" current={currentEntry} onOpen={openEntry} />
        </aside>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {view === "profile" ? (
            <>
              <div className="space-y-2">
                <h1
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-balance font-semibold text-2xl tracking-tight outline-none sm:text-3xl"
                >
                  Profile
                </h1>
                <p className="max-w-2xl text-pretty text-muted-foreground">
                  Update your name and change your password.
                </p>
              </div>
              <div className="mt-8">
                <PortalProfile />
              </div>
            </>
          ) : (
            <>
              <div className="space-y-2">
                <h1
                  ref={headingRef}
                  tabIndex={-1}
                  className="text-balance font-semibold text-2xl tracking-tight outline-none sm:text-3xl"
                >
                  Welcome to Your Dashboard
                </h1>
                <p className="max-w-2xl text-pretty text-muted-foreground">
                  View your documents, manage appointments, and update your profile all in one place.
                </p>
              </div>
              <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)} className="mt-8 gap-6">
                <TabsList>
                  <TabsTrigger value="overview">Overview</TabsTrigger>
                  <TabsTrigger value="documents">Documents</TabsTrigger>
                  <TabsTrigger value="appointments">Appointments</TabsTrigger>
                </TabsList>
                <TabsContent value="overview">
                  <div className="grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
                    <OverviewCard title="Recent Documents" description="Files your provider has shared with you.">
                      <p className="text-muted-foreground text-sm">No documents available.</p>
                    </OverviewCard>
                    <OverviewCard title="Upcoming Appointments" description="Your next scheduled visits.">
                      <p className="text-muted-foreground text-sm">No appointments scheduled.</p>
                    </OverviewCard>
                    <OverviewCard title="Account Overview" description="The details of your portal account.">
                      <AccountOverview user={user} />
                    </OverviewCard>
                  </div>
                </TabsContent>
                <TabsContent value="documents">
                  <EmptyPanel
                    icon={FileText}
                    title="No documents found"
                    description="Documents shared with you will appear here."
                  />
                </TabsContent>
                <TabsContent value="appointments">
                  <EmptyPanel
                    icon={CalendarDays}
                    title="No appointments scheduled"
                    description="Your upcoming appointments will appear here."
                  />
                </TabsContent>
              </Tabs>
            </>
          )}
        </main>
      </div>

      <PortalFooter />
    </div>
  );
}

function PortalNav({
  className,
  label,
  current,
  onOpen,
}: {
  className?: string;
  label: string;
  current: NavLabel;
  onOpen: (label: NavLabel) => void;
}) {
  const href = usePortalHref();
  const soonId = useId();
  return (
    <nav aria-label={label} className={className}>
      <span id={soonId} hidden>
        Coming soon
      </span>
      <ul className="grid gap-1">
        {NAV_ITEMS.map(({ label: itemLabel, icon: Icon }) => {
          const isCurrent = itemLabel === current;
          const soon = itemLabel === "Settings";
          return (
            <li key={itemLabel}>
              <button
                type="button"
                aria-current={isCurrent ? "page" : undefined}
                aria-disabled={soon ? true : undefined}
                aria-describedby={soon ? soonId : undefined}
                title={soon ? "Coming soon" : undefined}
                onClick={() => onOpen(itemLabel)}
                className={cn(
                  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  isCurrent
                    ? "bg-accent text-accent-foreground shadow-[inset_3px_0_0_var(--tenant-primary)]"
                    : soon
                      ? "cursor-not-allowed text-muted-foreground/70"
                      : "text-muted-foreground hover:bg-accent/60 hover:text-foreground",
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
                {itemLabel}
              </button>
            </li>
          );
        })}
        <li>
          {/* The help desk's support area (beyond the spec's five entries). */}
          <Link
            to={href("/portal/support")}
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-accent/60 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <LifeBuoy className="size-4" aria-hidden="true" />
            Support
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function OverviewCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function AccountOverview({ user }: { user: PortalUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const rows: [string, string][] = [
    ["Email", user.email],
    ["Name", name || "—"],
    ["Member since", formatLongDate(user.createdAt) ?? "—"],
  ];
  return (
    <dl className="grid gap-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-0.5">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function EmptyPanel({ icon: Icon, title, description }: { icon: LucideIcon; title: string; description: string }) {
  return (
    <Card className="items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <Icon className="size-6 text-muted-foreground" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <h2 className="font-semibold text-lg">{title}</h2>
        <p className="text-muted-foreground text-sm">{description}</p>
      </div>
    </Card>
  );
}

const FOOTER_LINKS = ["Privacy Policy", "Terms of Service", "Contact Support"] as const;

function PortalFooter() {
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
