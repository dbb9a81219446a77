import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

/* Tables of the shared plumbing in lib/: the rate limiter's counters. */

/**
 * rate-limiter-flexible's PostgreSQL store (`lib/rate-limit.ts`), in the columns and order it writes
 * (`INSERT ... VALUES (key, points, expire)`): the attempts counted in a key's window and when the window ends, in
 * epoch milliseconds. Shared by every app node; the expired-rows sweep deletes ended windows.
 */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});
