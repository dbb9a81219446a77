import { lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { authHandoffs, userPasswordResets } from "../../db/schema";
import { teamInvitations } from "../team/schema";

/** Deletes login handoff codes and password-reset / invitation tokens past their expiry: they can no longer be used. */
export async function purgeExpiredAuthTokens(db: DbOrTx): Promise<void> {
  await db.delete(authHandoffs).where(lt(authHandoffs.expiresAt, sql`now()`));
  await db.delete(userPasswordResets).where(lt(userPasswordResets.expiresAt, sql`now()`));
  // An expired invitation's token goes; the invited member stays listed ("link expired") until resent or revoked.
  await db.delete(teamInvitations).where(lt(teamInvitations.expiresAt, sql`now()`));
}
