ALTER TABLE "api_health_minutes" ADD COLUMN "node_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_health_minutes" DROP CONSTRAINT "api_health_minutes_pkey";--> statement-breakpoint
ALTER TABLE "api_health_minutes" ADD CONSTRAINT "api_health_minutes_minute_node_id_pk" PRIMARY KEY("minute","node_id");
