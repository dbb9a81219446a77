import { APPOINTMENT_REMINDER_HOURS } from "@engagesuite/shared";
import { and, eq, gt, inArray, isNull, lte, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { withTenant } from "../../db/tenant";
import type { Clock } from "../../lib/clock";
import { tenants } from "../../tenancy/schema";
import { appointments } from "./schema";
import { type AppointmentDeps, appointmentTenant, mailClient, requireAppointment } from "./service";

export const APPOINTMENT_REMINDERS_QUEUE = "appointment-reminders";

/**
 * One reminder round: for every workspace, the live appointments starting within the next 24 hours that have had no
 * reminder. In one transaction per workspace, a conditional update (`reminder_sent_at is null`) claims them and the
 * mails are enqueued: a second round at the same time (another node, a retried job) waits on the claimed rows and
 * then finds them taken, and a round after a crash or restart finds `reminder_sent_at` set, so each reminder goes
 * exactly once. Returns how many reminders were enqueued.
 */
export async function sendDueReminders(db: Db, deps: AppointmentDeps, clock: Clock): Promise<number> {
  const now = clock.now();
  const horizon = new Date(now.getTime() + APPOINTMENT_REMINDER_HOURS * 3_600_000);
  // The tenants table is global: RLS does not hide it. Each workspace's appointments are read bound to it.
  const workspaces = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(inArray(tenants.status, ["ACTIVE", "TRIAL"]));
  let sent = 0;
  for (const { id } of workspaces) {
    sent += await withTenant(db, id, async (tx) => {
      const claimed = await tx
        .update(appointments)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(appointments.tenantId, id),
            isNull(appointments.reminderSentAt),
            ne(appointments.status, "cancelled"),
            gt(appointments.startsAt, now),
            lte(appointments.startsAt, horizon),
          ),
        )
        .returning({ id: appointments.id });
      if (claimed.length === 0) return 0;
      const tenant = await appointmentTenant(tx, id);
      for (const { id: appointmentId } of claimed) {
        await mailClient(tx, deps, tenant, await requireAppointment(tx, id, appointmentId), "reminder");
      }
      return claimed.length;
    });
  }
  return sent;
}
