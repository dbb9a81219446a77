import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { portalClients, ticketComments, ticketCounters, tickets, users } from "../../db/schema";
import { seedDemoSla } from "./sla-seed";

/* The demo tenants' help desk (issue 22): a queue in every status, several priorities and categories, in the
   vertical's words. Deterministic (fixed numbers and ages) and idempotent (an existing number is left alone). */

type Status = "new" | "open" | "in_progress" | "waiting_on_customer" | "waiting_on_third_party" | "resolved" | "closed";

interface DemoTicket {
  title: string;
  description: string;
  type: string;
  priority: "low" | "medium" | "high" | "critical";
  status: Status;
  /** Opened this many hours before the seed. */
  hoursAgo: number;
  /** Assigned to the tenant's demo staff member. */
  assigned?: boolean;
  /** Opened by the demo portal client (linked to its contact). */
  fromClient?: boolean;
  comments?: Array<{ content: string; internal?: boolean; fromClient?: boolean; hoursAgo: number }>;
}

const CLINIC: DemoTicket[] = [
  {
    title: "Reschedule my physical to next week",
    description: "I can't make Thursday's annual physical. Is there anything Tuesday or Wednesday morning?",
    type: "appointment",
    priority: "medium",
    status: "new",
    hoursAgo: 2,
    fromClient: true,
  },
  {
    title: "Prescription refill for lisinopril",
    description: "My 90-day supply runs out on Friday. Please send the refill to the Main Street pharmacy.",
    type: "prescription_refill",
    priority: "high",
    status: "open",
    hoursAgo: 20,
    fromClient: true,
    assigned: true,
    comments: [
      { content: "Dr. Park approved the refill; sending it to the pharmacy today.", hoursAgo: 6 },
      { content: "Checked the last blood pressure reading before approving.", internal: true, hoursAgo: 7 },
    ],
  },
  {
    title: "Lab results not showing in the portal",
    description: "My bloodwork from Monday is still listed as pending in the portal.",
    type: "test_results",
    priority: "medium",
    status: "in_progress",
    hoursAgo: 50,
    assigned: true,
    comments: [{ content: "The lab interface queue is stuck; IT is looking at it.", internal: true, hoursAgo: 30 }],
  },
  {
    title: "Insurance card update before next visit",
    description: "Patient switched carriers in January; we need a photo of the new card front and back.",
    type: "billing_insurance",
    priority: "low",
    status: "waiting_on_customer",
    hoursAgo: 75,
    fromClient: true,
    comments: [
      { content: "Could you upload a photo of both sides of your new card?", hoursAgo: 70 },
      { content: "Will do tonight, thanks!", fromClient: true, hoursAgo: 60 },
    ],
  },
  {
    title: "Records request from Riverside Physiotherapy",
    description: "Riverside asked for the knee MRI report and the last two visit notes for a referral.",
    type: "medical_records",
    priority: "medium",
    status: "waiting_on_third_party",
    hoursAgo: 120,
    assigned: true,
    comments: [{ content: "Waiting on the signed release form from Riverside.", internal: true, hoursAgo: 100 }],
  },
  {
    title: "Exam room 2 blood pressure cuff reads high",
    description: "The automatic cuff in exam room 2 reads about 15 points high against the manual one.",
    type: "general_question",
    priority: "critical",
    status: "open",
    hoursAgo: 4,
  },
  {
    title: "Duplicate copay charge",
    description: "I was charged the $25 copay twice for my visit on the 3rd.",
    type: "billing_insurance",
    priority: "high",
    status: "resolved",
    hoursAgo: 200,
    fromClient: true,
    assigned: true,
    comments: [{ content: "We refunded the duplicate charge; it shows within 5 business days.", hoursAgo: 180 }],
  },
  {
    title: "Flu shot clinic hours",
    description: "Are walk-in flu shots available on Saturdays this season?",
    type: "general_question",
    priority: "low",
    status: "closed",
    hoursAgo: 400,
    comments: [{ content: "Yes: Saturdays 9 to noon through December.", hoursAgo: 390 }],
  },
  {
    title: "New patient intake forms",
    description: "A prospective patient asked whether the intake forms can be filled in online before the visit.",
    type: "appointment",
    priority: "medium",
    status: "new",
    hoursAgo: 1,
  },
];

const LAW_FIRM: DemoTicket[] = [
  {
    title: "Draft NDA for Hale Outfitters supplier",
    description: "Robert needs a mutual NDA before sharing designs with a new manufacturer.",
    type: "contract_review",
    priority: "high",
    status: "new",
    hoursAgo: 3,
  },
  {
    title: "Consultation about forming an LLC",
    description: "Prospective client wants to discuss forming an LLC for a second retail location.",
    type: "consultation",
    priority: "medium",
    status: "open",
    hoursAgo: 26,
    assigned: true,
  },
  {
    title: "Update the Liu family trust",
    description: "Add the new grandchild as a beneficiary and review the successor trustee.",
    type: "estate_planning",
    priority: "medium",
    status: "in_progress",
    hoursAgo: 70,
    assigned: true,
    comments: [{ content: "Draft amendment ready for partner review.", internal: true, hoursAgo: 20 }],
  },
  {
    title: "Signed engagement letter",
    description: "We are waiting for the client's signed engagement letter before opening the matter.",
    type: "general_question",
    priority: "low",
    status: "waiting_on_customer",
    hoursAgo: 96,
    comments: [{ content: "Sent a reminder with the e-signature link.", hoursAgo: 48 }],
  },
  {
    title: "Deposition transcript from Clearwater",
    description: "Transcript of the March 4 deposition requested from Clearwater Court Reporting.",
    type: "litigation",
    priority: "critical",
    status: "waiting_on_third_party",
    hoursAgo: 150,
    assigned: true,
  },
  {
    title: "Question about the March invoice",
    description: "The client asked why two research hours were billed on the same day.",
    type: "billing_question",
    priority: "low",
    status: "resolved",
    hoursAgo: 240,
    comments: [{ content: "Explained the entries; the client is satisfied.", hoursAgo: 220 }],
  },
  {
    title: "Office closed for the state holiday",
    description: "Let clients know the office is closed on the holiday and deadlines move to the next day.",
    type: "general_question",
    priority: "low",
    status: "closed",
    hoursAgo: 500,
  },
];

const HOUR = 3_600_000;

/**
 * Seeds the demo tenant's tickets (with users already in place: the demo staff member is the assignee). Runs in a
 * transaction bound to the tenant; `now` fixes the ages.
 */
export async function seedDemoTickets(
  tx: Tx,
  tenant: { id: string; subdomain: string },
  now: number = Date.now(),
): Promise<void> {
  const list = tenant.subdomain === "demo" ? CLINIC : tenant.subdomain === "summit" ? LAW_FIRM : null;
  if (!list) return;
  const staff = await tx
    .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.tenantId, tenant.id))
    .orderBy(users.role);
  const assignee = staff.find((u) => u.role === "STAFF") ?? staff[0];
  const author = staff.find((u) => u.role === "TENANT_ADMIN") ?? staff[0];
  const [client] = await tx
    .select()
    .from(portalClients)
    .where(eq(portalClients.tenantId, tenant.id))
    .orderBy(portalClients.createdAt)
    .limit(1);
  const name = (u: { firstName: string | null; lastName: string | null } | undefined) =>
    [u?.firstName, u?.lastName].filter(Boolean).join(" ") || "Staff";
  // Numbered in the order they were opened: #00001 is the oldest.
  const ordered = [...list].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const [index, demo] of ordered.entries()) {
    const number = index + 1;
    const createdAt = new Date(now - demo.hoursAgo * HOUR);
    const byClient = Boolean(demo.fromClient && client);
    const [row] = await tx
      .insert(tickets)
      .values({
        tenantId: tenant.id,
        number,
        title: demo.title,
        description: demo.description,
        type: demo.type,
        priority: demo.priority,
        status: demo.status,
        submittedByUserId: byClient ? null : (author?.id ?? null),
        submittedByClientId: byClient ? client!.id : null,
        contactId: byClient ? client!.contactId : null,
        assigneeId: demo.assigned ? (assignee?.id ?? null) : null,
        createdAt,
        updatedAt: new Date(now - Math.min(...[demo.hoursAgo, ...(demo.comments ?? []).map((c) => c.hoursAgo)]) * HOUR),
        closedAt: demo.status === "closed" ? new Date(now - (demo.hoursAgo - 24) * HOUR) : null,
      })
      .onConflictDoNothing()
      .returning({ id: tickets.id });
    if (!row) continue;
    for (const comment of demo.comments ?? []) {
      const fromClient = Boolean(comment.fromClient && byClient);
      await tx.insert(ticketComments).values({
        tenantId: tenant.id,
        ticketId: row.id,
        content: comment.content,
        isInternal: comment.internal ?? false,
        authorUserId: fromClient ? null : (assignee?.id ?? null),
        authorClientId: fromClient ? client!.id : null,
        authorName: fromClient ? `${client!.firstName} ${client!.lastName}` : name(assignee),
        createdAt: new Date(now - comment.hoursAgo * HOUR),
      });
    }
  }
  await tx
    .insert(ticketCounters)
    .values({ tenantId: tenant.id, lastNumber: list.length })
    .onConflictDoUpdate({
      target: ticketCounters.tenantId,
      set: { lastNumber: sql`greatest(${ticketCounters.lastNumber}, ${list.length})` },
    });
  await seedDemoSla(tx, tenant.id, now);
}
