import type { Tx } from "../../db/client";
import { cannedReplies } from "../helpdesk/schema";
import type { DemoTenant } from "../module";

/* The demo tenants' canned replies (issue 22 point 8), in each vertical's words; idempotent (a title is kept). */

const CLINIC = [
  {
    title: "Thanks, we're on it",
    body: "Hi {{contact.first_name}},\n\nThanks for reaching out about {{ticket.number}}. Our front desk is looking into it and will get back to you today.\n\n{{staff.name}}\n{{workspace.name}}",
  },
  {
    title: "Prescription refill sent",
    body: "Hi {{contact.first_name}},\n\nYour refill has been approved and sent to your pharmacy. It is usually ready within 24 hours.\n\n{{staff.name}}",
  },
  {
    title: "Please call to reschedule",
    body: "Hi {{contact.first_name}},\n\nTo move your appointment, please call us or pick a new time in the portal. We keep same-week slots open every morning.\n\n{{staff.name}}, {{workspace.name}}",
  },
  {
    title: "Closing this request",
    body: "Hi {{contact.name}},\n\nWe're closing {{ticket.number}} as resolved. Reply to this message if anything is still open.\n\nTake care,\n{{staff.name}}",
  },
];

const LAW_FIRM = [
  {
    title: "Acknowledgement",
    body: "Dear {{contact.name}},\n\nThank you for your message regarding {{ticket.number}}. Your matter has been passed to the responsible attorney, who will respond within two business days.\n\nKind regards,\n{{staff.name}}\n{{workspace.name}}",
  },
  {
    title: "Documents received",
    body: "Dear {{contact.name}},\n\nWe have received your documents and added them to your file. We will let you know if anything further is needed.\n\nKind regards,\n{{staff.name}}",
  },
  {
    title: "Request a consultation",
    body: "Dear {{contact.first_name}},\n\nThis question is best answered in a short consultation. Please book a time through the client portal.\n\nKind regards,\n{{staff.name}}, {{workspace.name}}",
  },
];

const GENERIC = [
  {
    title: "Thanks for reaching out",
    body: "Hi {{contact.first_name}},\n\nThanks for your message about {{ticket.number}}. We're looking into it and will update you shortly.\n\n{{staff.name}}\n{{workspace.name}}",
  },
  {
    title: "Need more details",
    body: "Hi {{contact.first_name}},\n\nCould you send us a few more details (what you did, what you expected, and what happened)? That helps us fix it faster.\n\n{{staff.name}}",
  },
  {
    title: "Resolved",
    body: "Hi {{contact.name}},\n\nWe've resolved {{ticket.number}}. Reply to this message if anything is still not right.\n\n{{staff.name}}, {{workspace.name}}",
  },
];

const BY_SUBDOMAIN: Record<string, { title: string; body: string }[]> = { demo: CLINIC, summit: LAW_FIRM };

export async function seedDemoCannedReplies(tx: Tx, tenant: DemoTenant): Promise<void> {
  const replies = BY_SUBDOMAIN[tenant.subdomain] ?? GENERIC;
  await tx
    .insert(cannedReplies)
    .values(replies.map((r) => ({ tenantId: tenant.id, ...r })))
    .onConflictDoNothing();
}
