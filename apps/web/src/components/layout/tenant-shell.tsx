import { SUITE_NAME, type TenantInfo } from "@engagesuite/shared";
import type { CSSProperties, ReactNode } from "react";
import { Link, Outlet } from "react-router";
import { useAppHost } from "@/app/host-context";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Skeleton } from "@/components/ui/skeleton";
import { tenantBrand, useTenantInfo } from "@/features/tenant/use-tenant-info";
import { useWorkspaceFormat } from "@/features/tenant/use-workspace-format";
import { cn } from "@/lib/utils";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { LogoMark } from "./wordmark";

/** The tenant's logo, or its initial on a tile in its primary colour. */
export function TenantLogo({
  tenant,
  className,
}: {
  tenant: Pick<TenantInfo, "name" | "logoUrl">;
  className?: string;
}) {
  if (tenant.logoUrl) {
    return <img src={tenant.logoUrl} alt="" className={cn("size-9 shrink-0 rounded-md object-contain", className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-md bg-[var(--tenant-primary)] font-semibold text-white",
        className,
      )}
    >
      {tenant.name.trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}

/**
 * Tenant-host pages: a header branded with the tenant's logo, name and colours (exposed to the page as the CSS
 * variables --tenant-primary and --tenant-secondary), the theme toggle, and a "powered by" footer.
 */
export function TenantShell({ children }: { children?: ReactNode }) {
  const { data: tenant, isPending } = useTenantInfo();
  const { appDomain } = useAppHost();
  useWorkspaceFormat(tenant);
  const brand = tenantBrand(tenant);
  const style = { "--tenant-primary": brand.primaryColor, "--tenant-secondary": brand.secondaryColor } as CSSProperties;

  return (
    <div className="flex min-h-svh flex-col" style={style}>
      <SkipLink />
      <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
        <div aria-hidden="true" className="h-1 bg-[var(--tenant-primary)]" />
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link
            to="/"
            className="inline-flex min-w-0 items-center gap-3 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {tenant ? (
              <>
                <TenantLogo tenant={tenant} />
                <span className="truncate font-semibold text-lg tracking-tight">{tenant.name}</span>
              </>
            ) : isPending ? (
              <>
                <Skeleton className="size-9" />
                <Skeleton className="h-5 w-36" />
                <span className="sr-only">Home</span>
              </>
            ) : (
              <>
                <LogoMark className="size-9" />
                <span className="font-semibold text-lg tracking-tight">{SUITE_NAME}</span>
              </>
            )}
          </Link>
          <ThemeToggle />
        </div>
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children ?? <Outlet />}
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {tenant?.name ?? SUITE_NAME}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <a
              href={`mailto:support@${appDomain}`}
              className="rounded-sm font-medium underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              Support
            </a>
            <p className="inline-flex items-center gap-2">
              <LogoMark className="size-4" />
              Powered by {SUITE_NAME}
            </p>
          </div>
        </div>
      </footer>
    </div>
  );
}
