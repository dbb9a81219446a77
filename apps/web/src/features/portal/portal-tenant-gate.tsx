import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { PORTAL_TEXT } from "./messages";
import type { PortalTenant } from "./use-portal-tenant";

/** Renders its children with the tenant id once known; until then, the tenant's status. */
export function PortalTenantGate({
  portal,
  children,
}: {
  portal: PortalTenant;
  children: (tenantId: string) => ReactNode;
}) {
  if (portal.tenantId) return children(portal.tenantId);
  return <PortalTenantStatus portal={portal} />;
}

/** 'Loading tenant information...' until the tenant is known; an explanation when it cannot be; else nothing. */
export function PortalTenantStatus({ portal }: { portal: PortalTenant }) {
  if (portal.tenantId) return null;
  if (portal.problem) {
    return (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>{portal.problem === "none" ? "No tenant subdomain detected" : "Error Loading Tenant"}</AlertTitle>
        <AlertDescription>
          {portal.problem === "none"
            ? "Open the portal from your provider's own address to sign in."
            : "Unable to load tenant information. Please try again later."}
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <Spinner className="size-6" label="Loading" />
      <p className="text-muted-foreground text-sm">{PORTAL_TEXT.loadingTenant}</p>
    </div>
  );
}
