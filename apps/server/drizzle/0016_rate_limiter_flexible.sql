-- rate-limiter-flexible's PostgreSQL store keeps (key, points, expire in epoch ms) and inserts them by position:
-- the fixed-window counters become its rows, open windows carried over.
ALTER TABLE "rate_limit_buckets" RENAME COLUMN "hits" TO "points";--> statement-breakpoint
ALTER TABLE "rate_limit_buckets" ALTER COLUMN "points" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "rate_limit_buckets" RENAME COLUMN "reset_at" TO "expire";--> statement-breakpoint
ALTER TABLE "rate_limit_buckets" ALTER COLUMN "expire" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limit_buckets" ALTER COLUMN "expire" SET DATA TYPE bigint USING (extract(epoch from "expire") * 1000)::bigint;
