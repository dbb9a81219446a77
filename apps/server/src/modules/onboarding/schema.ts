import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns";

/* Onboarding wizard state (global). */

/** A subdomain held for one onboarding browser while it finishes the wizard (unique: one holder at a time). */
export const subdomainReservations = pgTable(
  "subdomain_reservations",
  {
    subdomain: text("subdomain").primaryKey(),
    holderHash: text("holder_hash").notNull(),
    /** The address that reserved it: one address may hold only a few at a time. */
    ip: text("ip"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("subdomain_reservations_holder_idx").on(t.holderHash),
    index("subdomain_reservations_ip_idx").on(t.ip, t.expiresAt),
  ],
);
