import type { CustomFieldDefinition } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contactEvents, contactNotes, type contacts } from "../../db/schema";

/** Who did something to a contact: a member (named as they were then), or nobody (the product itself). */
export interface ContactActor {
  userId: string | null;
  name: string | null;
}

type ContactRow = typeof contacts.$inferSelect;

/** The standard fields a field change names, with the words the timeline shows. */
const STANDARD_FIELDS = [
  ["name", "Name"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["jobTitle", "Job title"],
  ["type", "Type"],
  ["status", "Status"],
  ["notes", "Notes"],
] as const;

const shown = (value: unknown): string | null => {
  if (value === undefined || value === null || value === "") return null;
  if (Array.isArray(value)) return value.length ? value.join(", ") : null;
  return String(value);
};

/** What changed between two versions of a contact: standard fields and the custom fields still defined. */
export function fieldChanges(
  before: ContactRow,
  after: ContactRow,
  definitions: readonly CustomFieldDefinition[],
): { field: string; label: string; from: string | null; to: string | null }[] {
  const changes: { field: string; label: string; from: string | null; to: string | null }[] = [];
  for (const [field, label] of STANDARD_FIELDS) {
    const from = shown(before[field]);
    const to = shown(after[field]);
    if (from !== to) changes.push({ field, label, from, to });
  }
  for (const definition of definitions) {
    const from = shown(before.customFields[definition.key]);
    const to = shown(after.customFields[definition.key]);
    if (from !== to) changes.push({ field: `custom.${definition.key}`, label: definition.label, from, to });
  }
  return changes;
}

/** Writes one `field_change` event per changed field, in the update's transaction. */
export async function recordFieldChanges(
  tx: Tx,
  tenantId: string,
  before: ContactRow,
  after: ContactRow,
  definitions: readonly CustomFieldDefinition[],
  actor: ContactActor,
): Promise<void> {
  const changes = fieldChanges(before, after, definitions);
  if (changes.length === 0) return;
  await tx.insert(contactEvents).values(
    changes.map((change) => ({
      tenantId,
      contactId: after.id,
      kind: "field_change",
      actorUserId: actor.userId,
      actorName: actor.name,
      data: change,
    })),
  );
}

/**
 * A timeline event of the contact a portal client is linked to (`portal_clients.contact_id`), in the caller's
 * transaction; nothing when the client is linked to no contact.
 */
export async function recordClientContactEvent(
  tx: Tx,
  tenantId: string,
  clientId: string,
  kind: "email_sent" | "portal_sign_in",
  data: Record<string, string | number | boolean | null>,
): Promise<void> {
  await tx.execute(sql`insert into contact_events (tenant_id, contact_id, kind, data)
    select tenant_id, contact_id, ${kind}, ${JSON.stringify(data)}::jsonb from portal_clients
    where tenant_id = ${tenantId} and id = ${clientId} and contact_id is not null`);
}

/** An e-mail the product sent a portal client: its subject on the linked contact's timeline. */
export const recordEmailToClient = (tx: Tx, tenantId: string, clientId: string, subject: string) =>
  recordClientContactEvent(tx, tenantId, clientId, "email_sent", { subject });

/**
 * The contact form's notes (SPEC §2's add form) become the new contact's first note, as migration 0029 did for the
 * contacts before notes were several; the `notes` column keeps the form's text (the API's wire field).
 */
export async function addFirstNote(
  tx: Tx,
  tenantId: string,
  contact: ContactRow,
  author: { id: string; firstName: string | null; lastName: string | null; username?: string | null },
): Promise<void> {
  if (!contact.notes?.trim()) return;
  await tx.insert(contactNotes).values({
    tenantId,
    contactId: contact.id,
    authorUserId: author.id,
    authorName: memberName(author),
    body: contact.notes.trim(),
  });
}

/** How a member is named on what they write (kept with the row: it reads the same after they leave). */
export const memberName = (user: { firstName: string | null; lastName: string | null; username?: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(" ") || user.username || "Staff";
