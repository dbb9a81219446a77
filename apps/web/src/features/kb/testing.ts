import type { KbArticle, KbArticleSummary, KbCategory } from "@engagesuite/shared";

/** Test fixtures for the knowledge base. */
function kbCategory(over: Partial<KbCategory> = {}): KbCategory {
  return {
    id: 1,
    slug: "getting-started",
    name: "Getting Started",
    description: "Set up your workspace and learn your way around.",
    articleCount: 2,
    ...over,
  };
}

export function kbSummary(over: Partial<KbArticleSummary> = {}): KbArticleSummary {
  return {
    id: 11,
    slug: "a-quick-tour",
    title: "A quick tour of your workspace",
    summary: "Learn what each area is for and the handful of things worth doing in your first hour.",
    tags: ["overview", "tour"],
    updatedAt: "2024-01-05T12:00:00.000Z",
    viewCount: 42,
    categoryId: 1,
    categoryName: "Getting Started",
    verticalId: null,
    featured: true,
    ...over,
  };
}

export function kbArticle(over: Partial<KbArticle> = {}): KbArticle {
  return {
    ...kbSummary(),
    body: "## What it is for\n\nEngageSuite keeps **everyday** work in one place.\n\n1. Sign in\n2. Import `CSV` files\n",
    status: "published",
    publishedAt: "2024-01-05T12:00:00.000Z",
    ...over,
  };
}

export const CATEGORIES: KbCategory[] = [
  kbCategory(),
  kbCategory({ id: 2, slug: "help-desk", name: "Help Desk", description: "Tickets from report to resolution." }),
  kbCategory({ id: 3, slug: "billing", name: "Billing & Plans", description: "Trial and plans.", articleCount: 0 }),
];
