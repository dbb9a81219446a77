import type { PortalUser } from "@engagesuite/shared";
import {
  BookOpen,
  CalendarDays,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Settings,
  UserRound,
} from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { NextAppointmentSummary } from "@/features/appointments/next-appointment-summary";
import { PortalAppointmentsTab } from "@/features/appointments/portal-appointments-tab";
import { LatestDocumentsList } from "@/features/documents/latest-documents-list";
import { PortalDocumentsTab } from "@/features/documents/portal-documents-tab";
import { usePortalAuth } from "@/features/portal/portal-auth";
import { PortalFrame } from "@/features/portal/portal-frame";
import { HelpSearch, OpenRequests, OpenRequestsTitle } from "@/features/portal/portal-overview";
import { usePortalHref } from "@/features/portal/portal-paths";
import { PortalProfile } from "@/features/portal/portal-profile";
import { usePortalTenant } from "@/features/portal/use-portal-tenant";
import { VerifyEmailNotice } from "@/features/portal/verify-email-notice";
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

function dashboardTabFrom(value: string | null): DashboardTab {
  return value === "documents" || value === "appointments" ? value : "overview";
}

/** The search parameter naming the open view (`?view=profile`), so a reload and Back keep it. */
const VIEW_PARAM = "view";
type PortalView = "dashboard" | "profile";

/** `/portal/dashboard` (SPEC §2, protected): the portal client's home. */
export function PortalDashboardPage() {
  // The portal's name is the workspace's word itself ("Patient Portal"): data, not a message.
  useDocumentTitle(usePortalTenant().tenant?.terms.portal ?? "Client Portal");
  const { user } = usePortalAuth();
  const [params, setParams] = useSearchParams();
  const view: PortalView = params.get(VIEW_PARAM) === "profile" ? "profile" : "dashboard";
  // `?tab=documents` (or appointments) opens that tab: the support page's navigation links here.
  const [tab, setTab] = useState<DashboardTab>(() => dashboardTabFrom(params.get("tab")));

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

  return (
    <PortalFrame
      nav={({ className, label, onNavigate }) => (
        <PortalNav
          className={className}
          label={label}
          current={currentEntry}
          onOpen={(entry) => {
            if (entry !== "Settings") onNavigate();
            openEntry(entry);
          }}
        />
      )}
    >
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
            <p className="max-w-2xl text-pretty text-muted-foreground">Update your name and change your password.</p>
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
          <div className="mt-6 empty:hidden">
            <VerifyEmailNotice user={user} />
          </div>
          <Tabs value={tab} onValueChange={(value) => setTab(value as DashboardTab)} className="mt-8 gap-6">
            <TabsList>
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="documents">Documents</TabsTrigger>
              <TabsTrigger value="appointments">Appointments</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <div className="grid gap-6 lg:grid-cols-2">
                <OverviewCard
                  title="How can we help?"
                  description="Search our help articles for answers."
                  className="lg:col-span-2"
                >
                  <HelpSearch />
                </OverviewCard>
                <OverviewCard title="Recent Documents" description="Files your provider has shared with you.">
                  <LatestDocumentsList />
                </OverviewCard>
                <OverviewCard title="Upcoming Appointments" description="Your next scheduled visits.">
                  <NextAppointmentSummary />
                </OverviewCard>
                <OverviewCard title={<OpenRequestsTitle />} description="Your open requests and where they stand.">
                  <OpenRequests />
                </OverviewCard>
                <OverviewCard title="Account Overview" description="The details of your portal account.">
                  <AccountOverview user={user} />
                </OverviewCard>
              </div>
            </TabsContent>
            <TabsContent value="documents">
              <PortalDocumentsTab />
            </TabsContent>
            <TabsContent value="appointments">
              <PortalAppointmentsTab />
            </TabsContent>
          </Tabs>
        </>
      )}
    </PortalFrame>
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
        <li>
          {/* The workspace's help articles (issue 19). */}
          <Link
            to={href("/portal/help")}
            className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium text-muted-foreground text-sm outline-none transition-colors hover:bg-accent/60 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <BookOpen className="size-4" aria-hidden="true" />
            Help
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function OverviewCard({
  title,
  description,
  className,
  children,
}: {
  title: ReactNode;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn("gap-4", className)}>
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
