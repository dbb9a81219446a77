import { sql } from "drizzle-orm";
import { check, foreignKey, index, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, tsvector, updatedAt } from "../../db/columns";
import { tenantTable } from "../../db/tenant-table";
import { tenants } from "../../tenancy/schema";

/*
 * The tenant's own knowledge base (issue 19): categories and articles a workspace's staff write for its clients.
 * Tenant-owned: tenant_id first in the primary key and every index, RLS forced (tenantTable).
 */

export const helpArticleCategories = tenantTable(
  "help_article_categories",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // One category per name (case-insensitive): a vertical's starter articles find theirs by name.
    uniqueIndex("help_article_categories_tenant_name_key").on(t.tenantId, sql`lower(${t.name})`),
  ],
);

export const helpArticles = tenantTable(
  "help_articles",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    id: uuid("id").notNull().defaultRandom(),
    slug: text("slug").notNull(),
    categoryId: uuid("category_id").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("draft").$type<"draft" | "published">(),
    /** Ranked full-text search as the platform's help centre: title (A) above summary (B) above body (C). */
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, title), 'A') ||
        setweight(to_tsvector('english'::regconfig, summary), 'B') ||
        setweight(to_tsvector('english'::regconfig, body), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex("help_articles_tenant_slug_key").on(t.tenantId, t.slug),
    index("help_articles_tenant_status_updated_idx").on(t.tenantId, t.status, t.updatedAt),
    index("help_articles_tenant_category_idx").on(t.tenantId, t.categoryId, t.status),
    // btree_gin: the tenant first, so one workspace's search never reads another's postings.
    index("help_articles_tenant_search_idx").using("gin", t.tenantId, t.search),
    foreignKey({
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [helpArticleCategories.tenantId, helpArticleCategories.id],
    }),
    check("help_articles_status_check", sql`${t.status} in ('draft', 'published')`),
  ],
);
