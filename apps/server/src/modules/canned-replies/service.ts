import { CANNED_REPLIES_MAX, CANNED_REPLY_MESSAGES, type CannedReply } from "@engagesuite/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { badRequest, HttpError, notFound } from "../../lib/http-error";
import { cannedReplies } from "../helpdesk/schema";

const columns = {
  id: cannedReplies.id,
  title: cannedReplies.title,
  body: cannedReplies.body,
  updatedAt: cannedReplies.updatedAt,
};

const toCannedReply = (row: { id: string; title: string; body: string; updatedAt: Date }): CannedReply => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

const titleTaken = () =>
  new HttpError(409, CANNED_REPLY_MESSAGES.titleTaken, { title: [CANNED_REPLY_MESSAGES.titleTaken] });

/** The workspace's canned replies by title (case-insensitively). */
export async function listCannedReplies(tx: Tx, tenantId: string): Promise<CannedReply[]> {
  const rows = await tx
    .select(columns)
    .from(cannedReplies)
    .where(eq(cannedReplies.tenantId, tenantId))
    .orderBy(sql`lower(${cannedReplies.title})`, asc(cannedReplies.id));
  return rows.map(toCannedReply);
}

export async function createCannedReply(
  tx: Tx,
  tenantId: string,
  input: { title: string; body: string },
  userId: string,
): Promise<CannedReply> {
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(cannedReplies)
    .where(eq(cannedReplies.tenantId, tenantId));
  if ((count?.n ?? 0) >= CANNED_REPLIES_MAX) throw badRequest(CANNED_REPLY_MESSAGES.tooMany);
  // The unique index on (tenant_id, lower(title)) refuses a twin; ON CONFLICT keeps the transaction usable.
  const [row] = await tx
    .insert(cannedReplies)
    .values({ tenantId, title: input.title, body: input.body, createdByUserId: userId })
    .onConflictDoNothing()
    .returning(columns);
  if (!row) throw titleTaken();
  return toCannedReply(row);
}

export async function updateCannedReply(
  tx: Tx,
  tenantId: string,
  id: string,
  input: { title?: string; body?: string },
): Promise<CannedReply> {
  const mine = and(eq(cannedReplies.tenantId, tenantId), eq(cannedReplies.id, id));
  const [existing] = await tx.select({ id: cannedReplies.id }).from(cannedReplies).where(mine);
  if (!existing) throw notFound(CANNED_REPLY_MESSAGES.notFound);
  if (input.title !== undefined) {
    const [twin] = await tx
      .select({ id: cannedReplies.id })
      .from(cannedReplies)
      .where(and(eq(cannedReplies.tenantId, tenantId), sql`lower(${cannedReplies.title}) = lower(${input.title})`));
    if (twin && twin.id !== id) throw titleTaken();
  }
  const [row] = await tx
    .update(cannedReplies)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.body !== undefined ? { body: input.body } : {}),
      updatedAt: new Date(),
    })
    .where(mine)
    .returning(columns);
  return toCannedReply(row!);
}

export async function deleteCannedReply(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(cannedReplies)
    .where(and(eq(cannedReplies.tenantId, tenantId), eq(cannedReplies.id, id)))
    .returning({ id: cannedReplies.id });
  return rows.length > 0;
}
