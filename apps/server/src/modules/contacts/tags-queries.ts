import { TAG_COLORS, TAG_MESSAGES, type Tag, type TagColor } from "@engagesuite/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import { queryRows, type Tx } from "../../db/client";
import { contactEvents, contacts, contactTags, tags, users } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import type { ContactActor } from "./events";

/** A tag's count is of live contacts: the trash's keep their tags for a restore but are not counted (issue 21). */
const tagColumns = sql`${tags.id} as "id", ${tags.name} as "name", ${tags.color} as "color",
  (select count(*)::int from ${contactTags} join ${contacts} on ${contacts.tenantId} = ${contactTags.tenantId}
    and ${contacts.id} = ${contactTags.contactId} and ${contacts.deletedAt} is null
    where ${contactTags.tenantId} = ${tags.tenantId} and ${contactTags.tagId} = ${tags.id}) as "contacts"`;

export async function listTags(tx: Tx, tenantId: string): Promise<Tag[]> {
  return queryRows<Tag>(
    tx,
    sql`select ${tagColumns} from ${tags} where ${tags.tenantId} = ${tenantId} order by lower(${tags.name}), ${tags.id}`,
  );
}

async function findTag(tx: Tx, tenantId: string, tagId: string): Promise<Tag | null> {
  const [tag] = await queryRows<Tag>(
    tx,
    sql`select ${tagColumns} from ${tags} where ${tags.tenantId} = ${tenantId} and ${tags.id} = ${tagId}`,
  );
  return tag ?? null;
}

export async function requireTag(tx: Tx, tenantId: string, tagId: string): Promise<Tag> {
  const tag = await findTag(tx, tenantId, tagId);
  if (!tag) throw notFound(TAG_MESSAGES.notFound);
  return tag;
}

const nameTaken = () => new HttpError(409, TAG_MESSAGES.nameTaken, { name: [TAG_MESSAGES.nameTaken] });

/** A new tag; without a colour, the palette's next after the workspace's tag count. */
export async function createTag(tx: Tx, tenantId: string, input: { name: string; color?: TagColor }): Promise<Tag> {
  const color = input.color ?? TAG_COLORS[((await listTags(tx, tenantId)).length + 1) % TAG_COLORS.length]!;
  // The unique index on lower(name) refuses a twin; ON CONFLICT keeps the transaction usable.
  const [row] = await tx
    .insert(tags)
    .values({ tenantId, name: input.name, color })
    .onConflictDoNothing()
    .returning({ id: tags.id });
  if (!row) throw nameTaken();
  return { id: row.id, name: input.name, color, contacts: 0 };
}

export async function updateTag(
  tx: Tx,
  tenantId: string,
  tagId: string,
  input: { name?: string; color?: TagColor },
): Promise<Tag> {
  await requireTag(tx, tenantId, tagId);
  if (input.name !== undefined) {
    const [twin] = await tx
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.tenantId, tenantId), sql`lower(${tags.name}) = lower(${input.name})`));
    if (twin && twin.id !== tagId) throw nameTaken();
  }
  await tx
    .update(tags)
    .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.color ? { color: input.color } : {}) })
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, tagId)));
  return requireTag(tx, tenantId, tagId);
}

export async function deleteTag(tx: Tx, tenantId: string, tagId: string): Promise<boolean> {
  const rows = await tx
    .delete(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, tagId)))
    .returning({ id: tags.id });
  return rows.length > 0;
}

async function contactExists(tx: Tx, tenantId: string, contactId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, contactId), isNull(contacts.deletedAt)));
  return row !== undefined;
}

/** Puts the tag on the contact (404 when either is not the workspace's). */
/** Puts the tag on the contact; when it was not on it yet, the contact's timeline says who added it. */
export async function tagContact(
  tx: Tx,
  tenantId: string,
  contactId: string,
  tagId: string,
  actor: ContactActor,
): Promise<void> {
  if (!(await contactExists(tx, tenantId, contactId))) throw notFound("Contact not found");
  const tag = await requireTag(tx, tenantId, tagId);
  const added = await tx
    .insert(contactTags)
    .values({ tenantId, contactId, tagId })
    .onConflictDoNothing()
    .returning({ tagId: contactTags.tagId });
  if (added.length > 0) await recordTagEvent(tx, tenantId, contactId, "tag_added", tag, actor);
}

/** Takes the tag off the contact; when it was on it, the contact's timeline says who took it off. */
export async function untagContact(
  tx: Tx,
  tenantId: string,
  contactId: string,
  tagId: string,
  actor: ContactActor,
): Promise<void> {
  if (!(await contactExists(tx, tenantId, contactId))) throw notFound("Contact not found");
  const tag = await requireTag(tx, tenantId, tagId);
  const removed = await tx
    .delete(contactTags)
    .where(and(eq(contactTags.tenantId, tenantId), eq(contactTags.contactId, contactId), eq(contactTags.tagId, tagId)))
    .returning({ tagId: contactTags.tagId });
  if (removed.length > 0) await recordTagEvent(tx, tenantId, contactId, "tag_removed", tag, actor);
}

const recordTagEvent = (
  tx: Tx,
  tenantId: string,
  contactId: string,
  kind: "tag_added" | "tag_removed",
  tag: Tag,
  actor: ContactActor,
) =>
  tx.insert(contactEvents).values({
    tenantId,
    contactId,
    kind,
    actorUserId: actor.userId,
    actorName: actor.name,
    data: { name: tag.name, color: tag.color },
  });

/** An owner must be an active member of the workspace (400 otherwise); null clears it. */
export async function checkOwner(tx: Tx, tenantId: string, ownerUserId: string | null | undefined): Promise<void> {
  if (!ownerUserId) return;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.id, ownerUserId),
        eq(users.status, "active"),
        sql`${users.role} in ('TENANT_ADMIN', 'STAFF')`,
      ),
    );
  if (!row) throw badRequest(TAG_MESSAGES.unknownOwner, { ownerUserId: [TAG_MESSAGES.unknownOwner] });
}
