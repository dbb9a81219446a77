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
import { Link } from "react-router";
import { PortalSupport } from "@/features/helpdesk/portal-support";
import { PortalFrame, type PortalNavProps } from "@/features/portal/portal-frame";
import { usePortalHref } from "@/features/portal/portal-paths";
import { useDocumentTitle } from "@/lib/use-document-title";
import { cn } from "@/lib/utils";

/** The portal's side navigation as on the dashboard (SPEC §2): each entry opens its view there; Settings is not built. */
const NAV_ITEMS: { label: string; icon: LucideIcon; to?: string }[] = [
  { label: "Dashboard", icon: LayoutDashboard, to: "/portal/dashboard" },
  { label: "Documents", icon: FileText, to: "/portal/dashboard?tab=documents" },
  { label: "Appointments", icon: CalendarDays, to: "/portal/dashboard?tab=appointments" },
  { label: "Profile", icon: UserRound, to: "/portal/dashboard?view=profile" },
  { label: "Settings", icon: Settings },
  { label: "Support", icon: LifeBuoy, to: "/portal/support" },
  { label: "Help", icon: BookOpen, to: "/portal/help" },
];

const NAV_ITEM_CLASS =
  "flex w-full items-center gap-3 rounded-md px-3 py-2 text-left font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** `/portal/support` (protected): the client's help desk tickets, in the portal's chrome. */
export function PortalSupportPage() {
  useDocumentTitle("Support");
  return (
    <PortalFrame nav={(props) => <PortalLinksNav {...props} current="Support" />}>
      <PortalSupport />
    </PortalFrame>
  );
}

/** The portal's navigation as links, with the open page's entry marked (the Support and Help pages). */
export function PortalLinksNav({ className, label, onNavigate, current: page }: PortalNavProps & { current: string }) {
  const href = usePortalHref();
  return (
    <nav aria-label={label} className={className}>
      <ul className="grid gap-1">
        {NAV_ITEMS.map(({ label: itemLabel, icon: Icon, to }) => {
          const current = itemLabel === page;
          const content = (
            <>
              <Icon className="size-4" aria-hidden="true" />
              {itemLabel}
            </>
          );
          const look = cn(
            NAV_ITEM_CLASS,
            current
              ? "bg-accent text-accent-foreground shadow-[inset_3px_0_0_var(--tenant-primary)]"
              : to
                ? "text-muted-foreground hover:bg-accent/60 hover:text-foreground"
                : "cursor-not-allowed text-muted-foreground/70",
          );
          return (
            <li key={itemLabel}>
              {to ? (
                <Link to={href(to)} aria-current={current ? "page" : undefined} className={look} onClick={onNavigate}>
                  {content}
                </Link>
              ) : (
                <button type="button" aria-disabled="true" title="Coming soon" className={look}>
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
