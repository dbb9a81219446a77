import { WorkspaceIntro } from "@/components/layout/placeholders";

export function WarRoomPage() {
  return (
    <WorkspaceIntro
      title="Super Admin War Room"
      description="Tenants, sessions, system health and database status across the platform."
    />
  );
}
