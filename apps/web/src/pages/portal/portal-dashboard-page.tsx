import { WorkspaceIntro } from "@/components/layout/placeholders";

export function PortalDashboardPage() {
  return (
    <WorkspaceIntro
      title="Welcome to Your Dashboard"
      documentTitle="Client Portal"
      description="View your documents, manage appointments, and update your profile all in one place."
    />
  );
}
