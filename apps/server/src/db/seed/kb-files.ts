import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { z } from "zod";
import { KB_CONTENT_FOLDER } from "../../paths";

/**
 * The help centre shipped with EngageSuite, read from Markdown files: `categories.yaml` lists the categories in order,
 * and each category's folder holds one `<article-slug>.md` per article, a YAML front matter block then the body.
 */

export interface KbCategorySeed {
  slug: string;
  name: string;
  description: string;
}

export interface KbArticleSeed {
  slug: string;
  title: string;
  summary: string;
  body: string;
  categorySlug: string;
  tags: string[];
  /** An industry guide for this vertical; null: for every business. */
  verticalSlug: string | null;
  featured: boolean;
}

export interface KbContent {
  categories: KbCategorySeed[];
  articles: KbArticleSeed[];
}

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const categoriesSchema = z.array(z.strictObject({ slug, name: z.string().min(1), description: z.string().min(1) }));
const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  summary: z.string().min(1),
  /** Position within the category. */
  order: z.int().positive(),
  tags: z.array(z.string().min(1)),
  vertical: slug.optional(),
  featured: z.boolean().optional(),
});

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

function parseArticle(file: string, categorySlug: string): KbArticleSeed & { order: number } {
  const text = readFileSync(file, "utf8");
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${file}: no front matter block (--- … ---) at the top`);
  const parsed = frontMatterSchema.safeParse(YAML.parse(match[1]!));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  const meta = parsed.data;
  return {
    slug: path.basename(file, ".md"),
    title: meta.title,
    summary: meta.summary,
    body: text.slice(match[0].length).trim(),
    categorySlug,
    tags: meta.tags,
    verticalSlug: meta.vertical ?? null,
    featured: meta.featured ?? false,
    order: meta.order,
  };
}

/** Reads and checks the whole help centre; a malformed file fails loudly with its path. */
export function loadKbContent(folder: string = KB_CONTENT_FOLDER): KbContent {
  const categoriesFile = path.join(folder, "categories.yaml");
  const parsedCategories = categoriesSchema.safeParse(YAML.parse(readFileSync(categoriesFile, "utf8")));
  if (!parsedCategories.success) throw new Error(`${categoriesFile}: ${z.prettifyError(parsedCategories.error)}`);
  const categories = parsedCategories.data;
  const listed = new Set(categories.map((c) => c.slug));
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && !listed.has(entry.name)) {
      throw new Error(`${path.join(folder, entry.name)}: a folder that categories.yaml does not list`);
    }
  }
  const articles = categories.flatMap((category) => {
    const dir = path.join(folder, category.slug);
    const inCategory = readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => parseArticle(path.join(dir, name), category.slug))
      .sort((a, b) => a.order - b.order);
    const orders = new Set(inCategory.map((a) => a.order));
    if (orders.size !== inCategory.length) throw new Error(`${dir}: two articles share an order`);
    return inCategory.map(({ order: _order, ...article }) => article);
  });
  return { categories, articles };
}
