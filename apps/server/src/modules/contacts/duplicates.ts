import type { ContactDuplicate, CustomFieldDefinition } from "@engagesuite/shared";
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/client";
import { contactEvents, contactNotes, contacts, portalClients, tickets } from "../../db/schema";
import { type ContactActor, fieldChanges, recordFieldChanges } from "./events";
import { customSearchText } from "./fields";

type ContactRow = typeof contacts.$inferSelect;

/**
 * The live contacts of the workspace with this e-mail address: case-insensitive and trimmed, by the
 * (tenant_id, lower(email)) index of migration 0030; a trashed contact is not one. One function for every caller
 * (the create and edit forms' warning, the merge dialog's suggestions, the import's preview).
 */
export async function findContactsByEmail(
  tx: Tx,
  tenantId: string,
  email: string,
  options: { excludeId?: string; limit?: number } = {},
): Promise<ContactDuplicate[]> {
  const address = email.trim();
  if (!address) return [];
  return tx
    .select({
      id: contacts.id,
      name: contacts.name,
      email: contacts.email,
      type: contacts.type,
      status: contacts.status,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        sql`lower(${contacts.email}) = lower(${address})`,
        isNull(contacts.deletedAt),
        options.excludeId ? ne(contacts.id, options.excludeId) : undefined,
      ),
    )
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(options.limit ?? 20);
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** The survivor's values: its own, and the other's where the survivor's are empty (standard and custom fields). */
export function mergedValues(survivor: ContactRow, other: ContactRow) {
  const customFields = { ...survivor.customFields };
  for (const [key, value] of Object.entries(other.customFields)) {
    if (isEmpty(customFields[key]) && !isEmpty(value)) customFields[key] = value;
  }
  const take = <T>(mine: T | null, theirs: T | null) => (isEmpty(mine) && !isEmpty(theirs) ? theirs : mine);
  return {
    email: take(survivor.email, other.email),
    phone: take(survivor.phone, other.phone),
    jobTitle: take(survivor.jobTitle, other.jobTitle),
    ownerUserId: take(survivor.ownerUserId, other.ownerUserId),
    customFields,
  };
}

export type MergeOutcome =
  | { ok: false; reason: "self" | "survivorNotFound" | "otherNotFound" }
  | {
      ok: true;
      survivor: ContactRow;
      other: ContactRow;
      moved: { notes: number; events: number; tags: number; portalAccounts: number; filled: string[] };
    };

/**
 * Folds `otherId` into `survivorId`, in the caller's transaction: both rows locked (FOR UPDATE, in id order, so two
 * merges at once wait for each other and never deadlock; the second finds the other gone), the survivor's empty fields
 * filled from the other (a field change each on its timeline), the other's notes, timeline events and portal accounts
 * (and with them its tickets, documents and appointments) moved, its tags added (no duplicates), a `merged` event
 * written, and the other deleted for good (the counts' triggers take it off). Nothing is written unless both are live
 * contacts of the workspace.
 */
export async function mergeContacts(
  tx: Tx,
  tenantId: string,
  survivorId: string,
  otherId: string,
  definitions: readonly CustomFieldDefinition[],
  actor: ContactActor,
): Promise<MergeOutcome> {
  if (survivorId === otherId) return { ok: false, reason: "self" };
  const locked = await tx
    .select()
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), inArray(contacts.id, [survivorId, otherId])))
    .orderBy(asc(contacts.id))
    .for("update");
  const survivor = locked.find((row) => row.id === survivorId && row.deletedAt === null);
  const other = locked.find((row) => row.id === otherId && row.deletedAt === null);
  if (!survivor) return { ok: false, reason: "survivorNotFound" };
  if (!other) return { ok: false, reason: "otherNotFound" };

  const values = mergedValues(survivor, other);
  const [updated] = await tx
    .update(contacts)
    .set({ ...values, customSearch: customSearchText(definitions, values.customFields), updatedAt: new Date() })
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, survivorId)))
    .returning();
  const filled = fieldChanges(survivor, updated!, definitions).map((change) => change.label);
  await recordFieldChanges(tx, tenantId, survivor, updated!, definitions, actor);

  const notes = await tx
    .update(contactNotes)
    .set({ contactId: survivorId })
    .where(and(eq(contactNotes.tenantId, tenantId), eq(contactNotes.contactId, otherId)))
    .returning({ id: contactNotes.id });
  const events = await tx
    .update(contactEvents)
    .set({ contactId: survivorId })
    .where(and(eq(contactEvents.tenantId, tenantId), eq(contactEvents.contactId, otherId)))
    .returning({ id: contactEvents.id });
  const tags = await queryRows<{ tagId: string }>(
    tx,
    sql`insert into contact_tags (tenant_id, tag_id, contact_id)
      select tenant_id, tag_id, ${survivorId}::uuid from contact_tags where tenant_id = ${tenantId} and contact_id = ${otherId}
      on conflict do nothing returning tag_id as "tagId"`,
  );
  const portalAccounts = await tx
    .update(portalClients)
    .set({ contactId: survivorId })
    .where(and(eq(portalClients.tenantId, tenantId), eq(portalClients.contactId, otherId)))
    .returning({ id: portalClients.id });
  // The tickets about the other (issue 22's contact link) are about the survivor now; without this the purge of the
  // other would only have cleared their link.
  await tx
    .update(tickets)
    .set({ contactId: survivorId })
    .where(and(eq(tickets.tenantId, tenantId), eq(tickets.contactId, otherId)));
  // A millisecond after the field changes of this transaction (stamped `now()`): the merge heads the timeline.
  await tx.insert(contactEvents).values({
    tenantId,
    contactId: survivorId,
    kind: "merged",
    actorUserId: actor.userId,
    actorName: actor.name,
    data: { name: other.name, email: other.email },
    occurredAt: sql`now() + interval '1 millisecond'`,
  });
  // The other's tag links go with it (cascade); nothing else references it any more.
  await tx.delete(contacts).where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, otherId)));
  return {
    ok: true,
    survivor: updated!,
    other,
    moved: {
      notes: notes.length,
      events: events.length,
      tags: tags.length,
      portalAccounts: portalAccounts.length,
      filled,
    },
  };
}
