import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenants } from "../../tenancy/schema";

/* Platform observability (global). */

/** Sign-in attempts across the platform, for the authentication monitor. */
export const authEvents = pgTable(
  "auth_events",
  {
    id: serial("id").primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").notNull(),
    outcome: text("outcome").notNull(),
    identifier: text("identifier").notNull(),
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "set null" }),
    userId: uuid("user_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("auth_events_occurred_idx").on(t.occurredAt),
    index("auth_events_outcome_idx").on(t.outcome, t.occurredAt),
  ],
);

/** API answers per minute and app node (total and 5xx), written by the health-stats job: the war room's system health. */
export const apiHealthMinutes = pgTable(
  "api_health_minutes",
  {
    minute: timestamp("minute", { withTimezone: true }).notNull(),
    /** The app node that counted them (a random id per process): each node's running totals have a row of their own. */
    nodeId: text("node_id").notNull().default(""),
    total: integer("total").notNull().default(0),
    serverErrors: integer("server_errors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.minute, t.nodeId] })],
);
