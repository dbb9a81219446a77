import type { TenantSummary } from "@engagesuite/shared";
import { Link } from "react-router";
import { TenantLogo } from "@/components/layout/tenant-shell";
import { cn } from "@/lib/utils";
import { type DashboardSection, NAV_GROUPS, type NavGroup } from "./sections";

/** The tenant's logo and name at the top of the sidebar. */
export function TenantIdentity({ tenant, roleLabel }: { tenant: TenantSummary; roleLabel: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <TenantLogo tenant={tenant} />
      <div className="min-w-0">
        <p className="line-clamp-2 break-words font-semibold leading-tight">{tenant.name}</p>
        <p className="truncate text-muted-foreground text-xs">{roleLabel}</p>
      </div>
    </div>
  );
}

/** The sidebar's groups: each entry switches the section (`?section=` in the URL), "Add module" is a link. */
export function DashboardNav({
  active,
  onSelect,
  idPrefix,
  groups = NAV_GROUPS,
  onNavigate,
}: {
  /** Called when a link entry ("Add module") is followed (the phone menu closes). */
  onNavigate?: () => void;
  /** The groups to show (default the spec's; the workspace admin also gets its settings). */
  groups?: NavGroup[];
  active: DashboardSection;
  onSelect: (section: DashboardSection) => void;
  /** Keeps the group label ids unique when the nav is rendered twice (sidebar and phone menu). */
  idPrefix: string;
}) {
  return (
    <div className="space-y-5">
      {groups.map((group) => {
        const labelId = `${idPrefix}-${group.label.toLowerCase().replace(/\s+/g, "-")}`;
        return (
          <div key={group.label}>
            <p
              id={labelId}
              className="px-3 pb-1.5 font-semibold text-muted-foreground text-xs uppercase tracking-wider"
            >
              {group.label}
            </p>
            <ul aria-labelledby={labelId} className="space-y-0.5">
              {group.items.map((item) => {
                const Icon = item.icon;
                const section = item.section;
                const current = section !== undefined && section === active;
                if (item.href) {
                  return (
                    <li key={item.label}>
                      <Link
                        to={item.href}
                        onClick={onNavigate}
                        className="flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm text-[var(--tenant-primary,var(--primary))] outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:text-primary"
                      >
                        <Icon aria-hidden="true" className="size-4 shrink-0" />
                        <span className="min-w-0 flex-1 font-medium leading-snug">{item.label}</span>
                      </Link>
                    </li>
                  );
                }
                return (
                  <li key={item.label}>
                    <button
                      type="button"
                      aria-current={current ? "page" : undefined}
                      onClick={() => section && onSelect(section)}
                      className={cn(
                        "group relative flex w-full items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-foreground text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
                        current &&
                          "bg-[color-mix(in_oklab,var(--tenant-primary)_12%,transparent)] font-medium text-foreground hover:bg-[color-mix(in_oklab,var(--tenant-primary)_16%,transparent)] dark:bg-accent",
                      )}
                    >
                      {current && (
                        <span
                          aria-hidden="true"
                          className="absolute inset-y-1.5 left-0 w-1 rounded-full bg-[var(--tenant-primary)] dark:bg-primary"
                        />
                      )}
                      <Icon
                        aria-hidden="true"
                        className={cn("size-4 shrink-0", current && "text-[var(--tenant-primary)] dark:text-primary")}
                      />
                      <span className="min-w-0 flex-1 leading-snug">{item.label}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
