import { ArrowRight, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TenantLogo } from "@/components/layout/tenant-shell";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { portalLabel, useTenantInfo } from "@/features/tenant/use-tenant-info";
import { useDocumentTitle } from "@/lib/use-document-title";

/** `/` on a tenant host (inside TenantShell): the tenant's branded landing. */
export function TenantLandingPage() {
  const { data: tenant, isPending, isError, refetch, isFetching } = useTenantInfo();
  useDocumentTitle(tenant?.name);

  if (isPending) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <Spinner className="size-8 text-[var(--tenant-primary)]" label="Loading" />
        <p className="text-muted-foreground">Loading tenant information...</p>
      </div>
    );
  }

  if (isError) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <div className="mb-6 flex size-14 items-center justify-center rounded-2xl border bg-card shadow-sm">
          <TriangleAlert className="size-7 text-destructive" aria-hidden="true" />
        </div>
        <h1 className="font-semibold text-2xl tracking-tight">Error Loading Tenant</h1>
        <p className="mt-3 max-w-md text-muted-foreground">
          Unable to load tenant information. Please try again later.
        </p>
        <Button type="button" variant="outline" className="mt-6" disabled={isFetching} onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <TenantLandingLayout
      intro={
        <div className="flex flex-col items-start gap-6">
          <TenantLogo tenant={tenant} className="size-16 rounded-xl text-2xl shadow-sm" />
          {tenant.verticalName && (
            <Badge variant="outline" className="bg-background/70">
              {tenant.verticalName}
            </Badge>
          )}
          <h1 className="text-balance font-bold text-4xl tracking-tight sm:text-5xl">{tenant.name}</h1>
          {tenant.description && (
            <p className="max-w-xl text-pretty text-lg text-muted-foreground">{tenant.description}</p>
          )}
          <Button
            asChild
            size="lg"
            className="bg-[var(--tenant-primary)] text-white hover:bg-[var(--tenant-primary)]/90"
          >
            <Link to="/portal">
              {portalLabel(tenant.industry)}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      }
      // The staff login form (SPEC §2) takes the `aside` slot.
      aside={undefined}
    />
  );
}

/** Brand band with the tenant's intro, and a column beside it for the staff sign-in form. */
function TenantLandingLayout({ intro, aside }: { intro: ReactNode; aside?: ReactNode }) {
  return (
    <section className="flex flex-1 bg-[var(--tenant-secondary)] dark:bg-[color-mix(in_oklab,var(--tenant-primary)_12%,var(--background))]">
      <div
        className={
          aside
            ? "mx-auto grid w-full max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1fr_minmax(0,28rem)] lg:px-8"
            : "mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8"
        }
      >
        <div>{intro}</div>
        {aside && <div>{aside}</div>}
      </div>
    </section>
  );
}
