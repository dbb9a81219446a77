import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { DateTime } from "luxon";
import type { Tx } from "../../db/client";
import { users } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import { tenants } from "../../tenancy/schema";
import { hashPassword } from "../auth/passwords";
import type { DemoTenant } from "../module";
import { portalClients } from "../portal/schema";
import { appointmentRequests, appointments } from "./schema";

/** More of the clinic's patients with a portal account, for a calendar with something on it (no one can sign in). */
const DEMO_PATIENTS = [
  { firstName: "Morgan", lastName: "Patel", email: "morgan.patel@demo-health.example" },
  { firstName: "Chris", lastName: "Okafor", email: "chris.okafor@demo-health.example" },
] as const;

/** This week's appointments on the calendar: day of the week (1 = Monday), time, minutes, who, with whom. */
const WEEK = [
  { weekday: 1, time: "09:00", minutes: 30, patient: 0, staff: "marcus.lee", location: "Room 1" },
  { weekday: 2, time: "11:30", minutes: 60, patient: 1, staff: "priya.shah", location: "Room 2" },
  { weekday: 3, time: "14:00", minutes: 45, patient: 0, staff: "priya.shah", location: null },
  { weekday: 4, time: "10:00", minutes: 30, patient: 1, staff: "marcus.lee", location: "Room 1" },
  { weekday: 5, time: "15:30", minutes: 30, patient: 0, staff: "marcus.lee", location: "Room 3" },
] as const;

/**
 * The demo clinic's appointments: its portal client Jamie Rivera has one next week, one in the past, one cancelled
 * and an open request; two more patients fill this week's calendar. Times follow the seed's clock, in the clinic's zone.
 */
export async function seedDemoAppointments(tx: Tx, tenant: DemoTenant): Promise<void> {
  if (tenant.subdomain !== "demo") return;
  const [settings] = await tx.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenant.id));
  const zone = settings?.timeZone ?? "UTC";
  const staff = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), inArray(users.username, ["marcus.lee", "priya.shah"])));
  const staffId = (username: string) => staff.find((s) => s.username === username)?.id;
  const [jamie] = await tx
    .select({ id: portalClients.id })
    .from(portalClients)
    .where(and(eq(portalClients.tenantId, tenant.id), eq(portalClients.email, DEMO_LOGINS.demoPortalClient.email)));
  const marcus = staffId("marcus.lee");
  const priya = staffId("priya.shah");
  if (!jamie || !marcus || !priya) return;

  const passwordHash = await hashPassword(randomBytes(32).toString("hex"));
  const patients = await tx
    .insert(portalClients)
    .values(DEMO_PATIENTS.map((p) => ({ ...p, tenantId: tenant.id, passwordHash, emailVerifiedAt: new Date() })))
    .returning({ id: portalClients.id });

  const now = DateTime.now().setZone(zone);
  const at = (day: DateTime, time: string) => {
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    return day.set({ hour, minute, second: 0, millisecond: 0 });
  };
  const slot = (start: DateTime, minutes: number) => ({
    startsAt: start.toJSDate(),
    endsAt: start.plus({ minutes }).toJSDate(),
  });
  const base = { tenantId: tenant.id };

  const nextWeek = at(now.plus({ weeks: 1 }).set({ weekday: 2 }), "10:00");
  // Appointments already close (or past) are not reminded of: the demo mails no one.
  const remindedIfClose = (start: DateTime) => (start < now.plus({ hours: 24 }) ? new Date() : null);
  await tx.insert(appointments).values([
    {
      ...base,
      clientId: jamie.id,
      staffUserId: marcus,
      ...slot(nextWeek, 30),
      location: "Room 2, Main Street clinic",
      notes: "Annual check-up. Please bring your medication list.",
    },
    {
      ...base,
      clientId: jamie.id,
      staffUserId: priya,
      ...slot(at(now.minus({ weeks: 3 }).set({ weekday: 4 }), "13:30"), 45),
      location: "Room 1, Main Street clinic",
      status: "confirmed" as const,
      reminderSentAt: new Date(),
    },
    {
      ...base,
      clientId: jamie.id,
      staffUserId: priya,
      ...slot(at(now.plus({ weeks: 2 }).set({ weekday: 3 }), "16:00"), 30),
      videoUrl: "https://meet.example.com/demo-health-followup",
      status: "cancelled" as const,
      cancelledBy: "client" as const,
      cancelledAt: new Date(),
      sequence: 1,
    },
    ...WEEK.map((entry) => {
      const start = at(now.set({ weekday: entry.weekday }), entry.time);
      return {
        ...base,
        clientId: patients[entry.patient]!.id,
        staffUserId: entry.staff === "marcus.lee" ? marcus : priya,
        ...slot(start, entry.minutes),
        location: entry.location,
        status: (entry.weekday % 2 === 0 ? "confirmed" : "scheduled") as "confirmed" | "scheduled",
        reminderSentAt: remindedIfClose(start),
      };
    }),
  ]);
  await tx.insert(appointmentRequests).values({
    ...base,
    clientId: jamie.id,
    preferredTimes: [
      at(now.plus({ weeks: 1 }).set({ weekday: 4 }), "09:30")
        .toUTC()
        .toISO()!,
      at(now.plus({ weeks: 1 }).set({ weekday: 5 }), "14:00")
        .toUTC()
        .toISO()!,
    ],
    note: "A follow-up on my blood test results, mornings suit me best.",
  });
}
