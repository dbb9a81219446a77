import { type Appointment, portalAccountsApi } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { queryOptionsOf } from "@/lib/api-client";
import { tenantQueryOptions } from "@/lib/query-client";
import { AppointmentDetailsDialog } from "./appointment-details";
import { AppointmentDialog, type AppointmentDraft } from "./appointment-dialog";
import { AppointmentList } from "./appointment-list";
import { displayZone } from "./zone";

/** A portal client's appointments in the staff's Portal view (issue 20 point 3): upcoming, past, and a new one. */
export function ClientAppointmentsPanel({ tenantId, clientId }: { tenantId: string; clientId: string }) {
  const zone = displayZone();
  const [draft, setDraft] = useState<AppointmentDraft | null>(null);
  const [open, setOpen] = useState<Appointment | null>(null);
  const account = useQuery({
    ...queryOptionsOf(portalAccountsApi.get, { params: { tenantId, clientId } }),
    ...tenantQueryOptions,
  });
  const name = account.data
    ? `${account.data.firstName} ${account.data.lastName}`.trim() || account.data.email
    : "this client";

  return (
    <section aria-label="Appointments" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-lg">Appointments</h3>
        <Button type="button" size="sm" onClick={() => setDraft({ client: { id: clientId, name } })}>
          <Plus aria-hidden="true" />
          New appointment
        </Button>
      </div>
      <AppointmentList zone={zone} clientId={clientId} onOpen={setOpen} pageSize={10} />
      <AppointmentDetailsDialog
        appointment={open}
        zone={zone}
        onClose={() => setOpen(null)}
        onChange={(appointment) => {
          setOpen(null);
          setDraft({ appointment });
        }}
      />
      <AppointmentDialog tenantId={tenantId} draft={draft} onClose={() => setDraft(null)} />
    </section>
  );
}
