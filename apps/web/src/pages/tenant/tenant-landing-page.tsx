import { SUITE_NAME, type TenantInfo } from "@engagesuite/shared";
import { ArrowRight, CircleCheck, PauseCircle, TriangleAlert, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TenantLogo } from "@/components/layout/tenant-shell";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { CrossTenantGuard, useTenantSessionCheck } from "@/features/auth/cross-tenant";
import { TenantLoginForm } from "@/features/auth/tenant-login-form";
import { useStaffSignOut } from "@/features/auth/use-staff-session";
import { tenantBackgroundUrl } from "@/features/tenant/tenant-background";
import { portalLabel, useTenantInfo } from "@/features/tenant/use-tenant-info";
import { useDocumentTitle } from "@/lib/use-document-title";

/** `/` on a tenant host (inside TenantShell): the tenant's branded landing with the staff sign-in. */
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
      <StatusScreen
        icon={<TriangleAlert className="size-7 text-destructive" aria-hidden="true" />}
        title="Error Loading Tenant"
        description="Unable to load tenant information. Please try again later."
      >
        <Button type="button" variant="outline" className="mt-6" disabled={isFetching} onClick={() => refetch()}>
          Try again
        </Button>
      </StatusScreen>
    );
  }

  if (tenant.status === "SUSPENDED" || tenant.status === "CANCELLED") return <InactiveTenant tenant={tenant} />;

  return (
    <>
      <CrossTenantGuard tenantId={tenant.id} />
      <TenantLandingLayout
        backgroundUrl={tenantBackgroundUrl(tenant.verticalSlug)}
        intro={
          <div className="flex flex-col items-start gap-6">
            <TenantLogo tenant={tenant} className="size-16 rounded-xl text-2xl shadow-sm" />
            {tenant.verticalName && (
              <Badge variant="outline" className="bg-background/80">
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
                {tenant.terms?.portal ?? portalLabel(tenant.industry)}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        }
        aside={<StaffSignInCard tenant={tenant} />}
      />
    </>
  );
}

/** The staff sign-in card; once this tenant's session is signed in, a way on to the dashboard instead. */
function StaffSignInCard({ tenant }: { tenant: TenantInfo }) {
  const { data: check } = useTenantSessionCheck(tenant.id);
  const signedIn = check?.kind === "session" && check.authenticated && check.user ? check.user : null;
  const signOut = useStaffSignOut();

  return (
    <Card className="gap-5 shadow-lg">
      <CardHeader>
        <h2 className="font-semibold text-xl tracking-tight">Staff sign in</h2>
        <CardDescription>
          {signedIn ? `You are signed in to ${tenant.name}.` : `Sign in to your ${tenant.name} workspace.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {signedIn ? (
          <div className="grid gap-4">
            <p className="flex items-center gap-2 text-sm">
              <CircleCheck
                className="size-4 shrink-0 text-[var(--tenant-primary)] dark:text-primary"
                aria-hidden="true"
              />
              <span className="min-w-0 break-words">
                Signed in as <span className="font-medium">{signedIn.email}</span>
              </span>
            </p>
            <Button
              asChild
              size="lg"
              className="w-full bg-[var(--tenant-primary)] text-white hover:bg-[var(--tenant-primary)]/90"
            >
              <Link to="/dashboard">Go to dashboard</Link>
            </Button>
            <Button type="button" variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
              {signOut.isPending ? "Signing out..." : "Sign out"}
            </Button>
          </div>
        ) : (
          <TenantLoginForm tenant={tenant} />
        )}
      </CardContent>
    </Card>
  );
}

/** A suspended or cancelled workspace: a clear page and no sign-in form. */
function InactiveTenant({ tenant }: { tenant: TenantInfo }) {
  const suspended = tenant.status === "SUSPENDED";
  return (
    <StatusScreen
      icon={
        suspended ? (
          <PauseCircle className="size-7 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        ) : (
          <XCircle className="size-7 text-muted-foreground" aria-hidden="true" />
        )
      }
      title={suspended ? "This workspace is suspended" : "This workspace is no longer active"}
      description={
        suspended
          ? `Sign-in to ${tenant.name} is paused for now. Please contact the workspace's administrator.`
          : `${tenant.name} has closed its ${SUITE_NAME} workspace. If you think this is a mistake, please contact its administrator.`
      }
    />
  );
}

function StatusScreen({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <div className="mb-6 flex size-14 items-center justify-center rounded-2xl border bg-card shadow-sm">{icon}</div>
      <h1 className="text-balance font-semibold text-2xl tracking-tight">{title}</h1>
      <p className="mt-3 max-w-md text-pretty text-muted-foreground">{description}</p>
      {children}
    </div>
  );
}

/** Brand band on the vertical's background with the tenant's intro, and the staff sign-in beside it. */
function TenantLandingLayout({
  intro,
  aside,
  backgroundUrl,
}: {
  intro: ReactNode;
  aside: ReactNode;
  backgroundUrl: string;
}) {
  return (
    <section
      data-testid="tenant-landing"
      className="relative isolate flex flex-1 bg-[var(--tenant-secondary)] bg-center bg-cover dark:bg-background"
      style={{ backgroundImage: `url(${backgroundUrl})` }}
    >
      {/* Dark mode dims the light artwork so text and the card keep their contrast. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 hidden bg-background/90 dark:block" />
      <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-20 lg:grid-cols-[1fr_minmax(0,26rem)] lg:gap-16 lg:px-8">
        <div>{intro}</div>
        <div>{aside}</div>
      </div>
    </section>
  );
}
