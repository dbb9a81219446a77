import { CalendarDays } from "lucide-react";
import { EmptyPanel } from "@/features/portal/empty-panel";

/** The portal dashboard's Appointments tab (issue 20 point 3). Owned by the appointments feature. */
export function PortalAppointmentsTab() {
  return (
    <EmptyPanel
      icon={CalendarDays}
      title="No appointments scheduled"
      description="Your upcoming appointments will appear here."
    />
  );
}
