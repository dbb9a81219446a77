import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns";

/* The catalogue: verticals, service modules and plans, which tenants are made of (tenants reference plans and verticals). Global reference tables (no tenant_id; small; Citus reference tables). */

export const verticals = pgTable("verticals", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  displayName: text("display_name").notNull(),
  description: text("description").notNull(),
  heroImage: text("hero_image").notNull(),
  color: text("color").notNull(),
  industry: text("industry").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const serviceModules = pgTable(
  "service_modules",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    displayName: text("display_name").notNull(),
    description: text("description").notNull(),
    heroImage: text("hero_image").notNull(),
    type: text("type").notNull().$type<"CORE" | "ADDON">(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check("service_modules_type_check", sql`${t.type} in ('CORE', 'ADDON')`)],
);

export const verticalServiceModules = pgTable(
  "vertical_service_modules",
  {
    verticalId: integer("vertical_id")
      .notNull()
      .references(() => verticals.id, { onDelete: "cascade" }),
    serviceModuleId: integer("service_module_id")
      .notNull()
      .references(() => serviceModules.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.verticalId, t.serviceModuleId] }),
    index("vertical_service_modules_module_idx").on(t.serviceModuleId),
  ],
);

export const plans = pgTable("plans", {
  tier: text("tier").primaryKey().$type<"BASIC" | "PROFESSIONAL" | "ENTERPRISE">(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  priceMonthly: numeric("price_monthly", { precision: 10, scale: 2 }).notNull(),
  priceYearly: numeric("price_yearly", { precision: 10, scale: 2 }).notNull(),
  features: jsonb("features").notNull().$type<string[]>(),
  cta: text("cta").notNull(),
  highlighted: boolean("highlighted").notNull().default(false),
  trialDays: integer("trial_days").notNull(),
  trialPrice: numeric("trial_price", { precision: 10, scale: 2 }).notNull(),
  maxUsers: integer("max_users"),
  storageGb: integer("storage_gb").notNull(),
});
