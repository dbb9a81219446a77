import { WorkspaceIntro } from "@/components/layout/placeholders";
import { useTenantInfo } from "@/features/tenant/use-tenant-info";

export function TenantAdminDashboardPage() {
  const { data: tenant } = useTenantInfo();
  return (
    <WorkspaceIntro
      title="Tenant Admin Dashboard"
      // SPEC §2: the page title is the tenant name plus the suite name.
      documentTitle={tenant?.name ?? "Tenant Admin Dashboard"}
      description="Manage contacts, help desk tickets and the knowledge base."
    />
  );
}
