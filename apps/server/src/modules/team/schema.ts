import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";
import { users } from "../auth/schema";

/**
 * The pending invitation of an invited member (`users.status = 'invited'`): one live link per member, stored as the
 * SHA-256 of its token only. Resending replaces the hash (the old link is dead); accepting or revoking deletes the row;
 * the expired-rows sweep deletes it after its 7 days. Global like `users` (no tenant id of its own: the member's row
 * names the tenant, and every query joins it and filters by the tenant explicitly).
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    invitedById: uuid("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("team_invitations_token_key").on(t.tokenHash),
    index("team_invitations_expires_idx").on(t.expiresAt),
  ],
);
