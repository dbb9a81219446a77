import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, tsvector, updatedAt } from "../../db/columns";
import { verticals } from "../../tenancy/catalog-schema";

/* Knowledge base (global: written by the platform, read by every tenant). */

export const kbCategories = pgTable("kb_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const kbArticles = pgTable(
  "kb_articles",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => kbCategories.id),
    verticalId: integer("vertical_id").references(() => verticals.id),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    featured: boolean("featured").notNull().default(false),
    status: text("status").notNull().default("draft").$type<"draft" | "published">(),
    viewCount: integer("view_count").notNull().default(0),
    /** Ranked full-text search: title (A) above summary (B) above body (C). */
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
    index("kb_articles_category_idx").on(t.categoryId, t.status),
    index("kb_articles_vertical_idx").on(t.verticalId, t.status),
    index("kb_articles_featured_idx").on(t.featured, t.status),
    // fastupdate is off on both search indexes (migration 0013): a search never scans a GIN pending list.
    index("kb_articles_search_idx").using("gin", t.search),
    index("kb_articles_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    check("kb_articles_status_check", sql`${t.status} in ('draft', 'published')`),
  ],
);
