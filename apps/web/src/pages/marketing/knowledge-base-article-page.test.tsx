import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { kbArticle } from "@/features/kb/testing";
import { renderRoutes } from "@/test/render";
import { mockApi } from "@/test/server";
import { KnowledgeBaseArticlePage } from "./knowledge-base-article-page";

const ROUTES = [{ path: "/knowledge-base/article/:id", element: <KnowledgeBaseArticlePage /> }];

describe("/knowledge-base/article/:id", () => {
  it("shows the title, category, tags, updated date, view count and the body rendered from Markdown", async () => {
    const api = mockApi({
      "GET /api/kb/articles/11": {
        body: kbArticle({
          body: "## What it is for\n\nKeeps **everyday** work in one place. <img src=x onerror=alert(1)>\n\n1. Sign in\n2. Import `CSV` files\n\n- [Pricing](/pricing)\n- [Bad](javascript:alert(1))",
        }),
      },
    });
    const { container } = renderRoutes(ROUTES, "/knowledge-base/article/11");
    expect(await screen.findByRole("heading", { level: 1, name: "A quick tour of your workspace" })).toBeVisible();
    const article = screen.getByRole("article", { name: "A quick tour of your workspace" });
    expect(within(article).getByText("Getting Started")).toBeInTheDocument();
    expect(within(article).getByRole("list", { name: "Tags" })).toHaveTextContent("overviewtour");
    expect(within(article).getByText("Jan 5, 2024")).toHaveAttribute("dateTime", "2024-01-05T12:00:00.000Z");
    expect(within(article).getByText("42 views")).toBeInTheDocument();
    // The Markdown renderer loads lazily.
    expect(await within(article).findByRole("heading", { level: 2, name: "What it is for" })).toBeInTheDocument();
    expect(container.querySelector("[data-slot=markdown] strong")).toHaveTextContent("everyday");
    expect(container.querySelector("[data-slot=markdown] ol")?.children).toHaveLength(2);
    expect(container.querySelector("[data-slot=markdown] code")).toHaveTextContent("CSV");
    expect(within(article).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    expect(within(article).queryByRole("link", { name: "Bad" })).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(article).toHaveTextContent("<img src=x onerror=alert(1)>");
    await waitFor(() => expect(document.title).toBe("A quick tour of your workspace | EngageSuite"));
    // Reading the page does not count a view: 'Read Article' does.
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("shows 'Unknown date' without an updated date", async () => {
    mockApi({ "GET /api/kb/articles/11": { body: kbArticle({ updatedAt: null, viewCount: 1 }) } });
    renderRoutes(ROUTES, "/knowledge-base/article/11");
    expect(await screen.findByText("Unknown date")).toBeInTheDocument();
    expect(screen.getByText("1 view")).toBeInTheDocument();
  });

  it("shows no view count until the article has views (never '0 views')", async () => {
    mockApi({ "GET /api/kb/articles/11": { body: kbArticle({ viewCount: 0 }) } });
    renderRoutes(ROUTES, "/knowledge-base/article/11");
    const article = await screen.findByRole("article", { name: "A quick tour of your workspace" });
    expect(within(article).getByText("Jan 5, 2024")).toBeInTheDocument();
    expect(screen.queryByTestId("article-views")).toBeNull();
    expect(article).not.toHaveTextContent(/\bviews?\b/);
  });

  it("shows 'Page Not Found' for an unknown or unpublished article", async () => {
    mockApi({ "GET /api/kb/articles/99": { status: 404, body: { message: "Article not found" } } });
    renderRoutes(ROUTES, "/knowledge-base/article/99");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Page Not Found | EngageSuite"));
  });

  it("shows 'Page Not Found' for an id that is not a number, without asking the server", async () => {
    const api = mockApi({});
    renderRoutes(ROUTES, "/knowledge-base/article/abc");
    expect(await screen.findByRole("heading", { level: 1, name: "Page Not Found" })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("offers a retry when the article cannot be loaded", async () => {
    mockApi({ "GET /api/kb/articles/11": { status: 500, body: { message: "boom" } } });
    renderRoutes(ROUTES, "/knowledge-base/article/11");
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load article");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
