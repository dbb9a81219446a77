import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contactEvents, contactNotes, contacts } from "../../db/schema";
import { DEMO_LOGINS } from "../../db/seed/accounts";
import type { DemoTenant } from "../module";

/** The demo members' names (db/seed/demo.ts). */
const DEMO_AUTHORS: Record<string, { admin: string; staff: string }> = {
  demo: { admin: "Avery Morgan", staff: "Riley Chen" },
  summit: { admin: "Jordan Blake", staff: "Jordan Blake" },
};

const DAY = 24 * 3_600_000;
const HOUR = 3_600_000;

interface DemoNote {
  body: string;
  daysAgo: number;
  pinned?: boolean;
  /** Written by the workspace's staff member (else its administrator). */
  byStaff?: boolean;
}
interface DemoChange {
  label: string;
  field: string;
  from: string | null;
  to: string | null;
  daysAgo: number;
}

/** The demo contacts' notes and field changes (issue 21), by contact name. */
const DEMO_RECORDS: Record<string, Record<string, { notes: DemoNote[]; changes: DemoChange[] }>> = {
  demo: {
    "Maria Gonzalez": {
      notes: [
        {
          body: "**Allergies:** penicillin. Prefers morning appointments.",
          daysAgo: 40,
          pinned: true,
        },
        { body: "Called to reschedule the March check-up; moved to the 14th.", daysAgo: 6, byStaff: true },
        { body: "Asked about the new physiotherapy referral — sent the leaflet by e-mail.", daysAgo: 2 },
      ],
      changes: [
        { field: "phone", label: "Phone", from: "+1 555 0100", to: "+1 555 0101", daysAgo: 12 },
        { field: "status", label: "Status", from: "PENDING", to: "ACTIVE", daysAgo: 30 },
      ],
    },
    "James Whitaker": {
      notes: [
        { body: "Hard of hearing: speak clearly on the phone, or write.", daysAgo: 20, pinned: true },
        { body: "Daughter (Ellen) may call on his behalf — consent on file.", daysAgo: 9, byStaff: true },
      ],
      changes: [{ field: "email", label: "Email", from: null, to: "james.w@example.com", daysAgo: 15 }],
    },
    "Jamie Rivera": {
      notes: [
        { body: "Uses the client portal; prefers messages there to phone calls.", daysAgo: 8, pinned: true },
        { body: "Shared the intake form and the lab results in the portal.", daysAgo: 3, byStaff: true },
      ],
      changes: [{ field: "phone", label: "Phone", from: null, to: "+1 555 0188", daysAgo: 14 }],
    },
  },
  summit: {
    "Robert Hale": {
      notes: [
        { body: "Conflict check cleared. **Retainer** signed 9 Feb.", daysAgo: 25, pinned: true },
        { body: "Wants a call before any filing goes out.", daysAgo: 4 },
      ],
      changes: [{ field: "jobTitle", label: "Job title", from: "Director", to: "Managing Director", daysAgo: 10 }],
    },
  },
};

/** Jamie Rivera's portal life on her timeline: her sign-ins and the e-mails the product sent her. */
const JAMIE_EVENTS = [
  { kind: "portal_sign_in", data: {}, hoursAgo: 7 * 24 + 3 },
  { kind: "email_sent", data: { subject: "Demo Health Clinic shared a document with you" }, hoursAgo: 3 * 24 + 2 },
  { kind: "portal_sign_in", data: {}, hoursAgo: 3 * 24 },
  { kind: "email_sent", data: { subject: "Your appointment with Demo Health Clinic is booked" }, hoursAgo: 2 * 24 },
  { kind: "email_sent", data: { subject: "New reply to your request" }, hoursAgo: 30 },
  { kind: "portal_sign_in", data: {}, hoursAgo: 5 },
] as const;

/** The contacts module's demo contact records: notes (one pinned each), field changes, Jamie Rivera's portal events. */
export async function seedDemoContactRecords(tx: Tx, tenant: DemoTenant): Promise<void> {
  const records = DEMO_RECORDS[tenant.subdomain];
  if (!records) return;
  // The demo members are seeded after the modules' demo data: their names only (an administrator may edit these).
  const { admin, staff } = DEMO_AUTHORS[tenant.subdomain]!;
  const now = Date.now();
  for (const [name, record] of Object.entries(records)) {
    const [contact] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenant.id), eq(contacts.name, name)));
    if (!contact) continue;
    for (const note of record.notes) {
      const author = note.byStaff ? staff : admin;
      const at = new Date(now - note.daysAgo * DAY);
      await tx.insert(contactNotes).values({
        tenantId: tenant.id,
        contactId: contact.id,
        authorName: author,
        body: note.body,
        pinned: note.pinned ?? false,
        createdAt: at,
        updatedAt: at,
      });
    }
    for (const change of record.changes) {
      const { daysAgo, ...data } = change;
      await tx.insert(contactEvents).values({
        tenantId: tenant.id,
        contactId: contact.id,
        kind: "field_change",
        actorName: admin,
        data,
        occurredAt: new Date(now - daysAgo * DAY),
      });
    }
  }
  if (tenant.subdomain !== "demo") return;
  const [jamie] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, tenant.id),
        sql`lower(${contacts.email}) = ${DEMO_LOGINS.demoPortalClient.email.toLowerCase()}`,
      ),
    );
  if (!jamie) return;
  for (const event of JAMIE_EVENTS) {
    await tx.insert(contactEvents).values({
      tenantId: tenant.id,
      contactId: jamie.id,
      kind: event.kind,
      data: event.data,
      occurredAt: new Date(now - event.hoursAgo * HOUR),
    });
  }
}
