import { type KbArticle, kbArticleInputSchema, kbCategoryInputSchema } from "@engagesuite/shared";
import { readApiError } from "@/lib/api";
import type { KbArticleInput, KbCategoryInput } from "../api";

/** The editor's fields as typed (selects and the tags box hold strings). */
export interface ArticleFormValues {
  title: string;
  summary: string;
  body: string;
  categoryId: string;
  verticalId: string;
  tags: string;
  featured: boolean;
}

export type ArticleField = keyof ArticleFormValues;
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export const EMPTY_ARTICLE: ArticleFormValues = {
  title: "",
  summary: "",
  body: "",
  categoryId: "",
  verticalId: "",
  tags: "",
  featured: false,
};

export function formValuesOf(article: KbArticle): ArticleFormValues {
  return {
    title: article.title,
    summary: article.summary,
    body: article.body,
    categoryId: String(article.categoryId),
    verticalId: article.verticalId === null ? "" : String(article.verticalId),
    tags: article.tags.join(", "),
    featured: article.featured,
  };
}

/** "a, b ,, c" → ["a", "b", "c"] (the server lower-cases them). */
export function splitTags(value: string): string[] {
  return value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** The first message for each top-level field ("tags.0" counts as "tags"). */
function firstByField<F extends string>(entries: [string, string][], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const [path, message] of entries) {
    const field = path.split(".")[0] as F;
    if (fields.includes(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

const ARTICLE_FIELDS: readonly ArticleField[] = [
  "title",
  "summary",
  "body",
  "categoryId",
  "verticalId",
  "tags",
  "featured",
];
const CATEGORY_FIELDS = ["name", "description"] as const;
export type CategoryField = (typeof CATEGORY_FIELDS)[number];

/** Validates with the server's own schema, so the messages are the server's words. */
export function toArticleInput(
  values: ArticleFormValues,
): { ok: true; input: KbArticleInput } | { ok: false; errors: FieldErrors<ArticleField> } {
  const parsed = kbArticleInputSchema.safeParse({
    title: values.title,
    summary: values.summary,
    body: values.body,
    categoryId: values.categoryId === "" ? undefined : Number(values.categoryId),
    verticalId: values.verticalId === "" ? null : Number(values.verticalId),
    tags: splitTags(values.tags),
    featured: values.featured,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return {
    ok: false,
    errors: firstByField(
      parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]),
      ARTICLE_FIELDS,
    ),
  };
}

export function toCategoryInput(
  values: KbCategoryInput,
): { ok: true; input: KbCategoryInput } | { ok: false; errors: FieldErrors<CategoryField> } {
  const parsed = kbCategoryInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  return {
    ok: false,
    errors: firstByField(
      parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]),
      CATEGORY_FIELDS,
    ),
  };
}

/** The field errors of a server answer `{ message, fieldErrors }`, by editor field. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const body = readApiError(error);
  if (!body?.fieldErrors) return {};
  return firstByField(
    Object.entries(body.fieldErrors).flatMap(([path, messages]) =>
      messages.map((message) => [path, message] as [string, string]),
    ),
    fields,
  );
}

export { ARTICLE_FIELDS, CATEGORY_FIELDS };
