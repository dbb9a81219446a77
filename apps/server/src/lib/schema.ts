import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/* Tables of the shared plumbing in lib/: the rate limiter's counters. */

/** Fixed-window counters for rate limits shared by every app node. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
