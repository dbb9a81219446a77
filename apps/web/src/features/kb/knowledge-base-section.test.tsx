import { KB_HIGHLIGHT_END as E, KB_HIGHLIGHT_START as S } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppHost } from "@/app/host";
import { expectToast, MAIN_HOST, renderRoutes } from "@/test/render";
import { mockApi } from "@/test/server";
import { KnowledgeBaseSection } from "./knowledge-base-section";
import { CATEGORIES, kbArticle, kbSummary } from "./testing";

const FEATURED = [
  kbSummary(),
  kbSummary({ id: 12, title: "Completing the onboarding wizard", updatedAt: null, tags: [], viewCount: 1 }),
];
const HELP_DESK = [kbSummary({ id: 21, title: "Ticket statuses explained", categoryId: 2, categoryName: "Help Desk" })];
const VERTICAL = [kbSummary({ id: 31, title: "Running a dental clinic", verticalId: 4 })];

type Routes = Parameters<typeof mockApi>[0];

/** The lists answer with or without the tenant's industry (`?vertical=4`, which the server ranks first). */
function api(over: Routes = {}) {
  const routes: Routes = {
    "GET /api/kb/categories": { body: CATEGORIES },
    "GET /api/kb/articles/featured": { body: FEATURED },
    "GET /api/kb/articles/category/1": { body: [] },
    "GET /api/kb/articles/category/2": { body: HELP_DESK },
    "GET /api/kb/articles/vertical/4": { body: VERTICAL },
    ...over,
  };
  const ranked = Object.entries(routes)
    .filter(([key]) => /^GET \/api\/kb\/articles\/(featured|category\/\d+)$/.test(key))
    .map(([key, route]) => [`${key}?vertical=4`, route] as const);
  return mockApi({ ...routes, ...Object.fromEntries(ranked) });
}

function renderSection(verticalModuleId: number | null = 4, host: AppHost = MAIN_HOST) {
  return renderRoutes(
    [{ path: "/", element: <KnowledgeBaseSection verticalModuleId={verticalModuleId} /> }],
    "/",
    host,
  );
}

const tabNames = () => screen.getAllByRole("tab").map((tab) => tab.textContent);
const tab = (name: string) => screen.getByRole("tab", { name });
const panel = () => screen.getByRole("tabpanel");

let openSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  openSpy = vi.fn();
  vi.stubGlobal("open", openSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe("knowledge base section: search box and tabs", () => {
  it("has a header, a search box and the tabs; By Category and Search Results start disabled", async () => {
    api();
    renderSection(4);
    expect(screen.getByRole("heading", { level: 2, name: "Knowledge Base" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search articles" })).toBeInTheDocument();
    expect(tabNames()).toEqual(["Browse", "By Category", "Industry Specific", "Search Results"]);
    expect(tab("Browse")).toHaveAttribute("aria-selected", "true");
    expect(tab("By Category")).toBeDisabled();
    expect(tab("Industry Specific")).toBeEnabled();
    expect(tab("Search Results")).toBeDisabled();
    expect(await screen.findByRole("button", { name: /Getting Started/ })).toBeInTheDocument();
  });

  it("hides Industry Specific without a vertical module and never asks for vertical articles", async () => {
    const calls = api();
    renderSection(null);
    expect(tabNames()).toEqual(["Browse", "By Category", "Search Results"]);
    await screen.findByRole("button", { name: /Getting Started/ });
    expect(calls.calls.some((c) => c.path.startsWith("/api/kb/articles/vertical"))).toBe(false);
  });

  it("disables Search under 3 characters; Enter then shows 'Search query too short' and searches nothing", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderSection();
    const box = screen.getByRole("searchbox", { name: "Search articles" });
    const button = screen.getByRole("button", { name: "Search" });
    expect(button).toBeDisabled();
    await user.type(box, "ab");
    expect(button).toBeDisabled();
    await user.type(box, "{Enter}");
    await expectToast("Search query too short", "Please enter at least 3 characters to search");
    expect(tab("Search Results")).toBeDisabled();
    // Spaces do not count.
    await user.type(box, "  ");
    expect(button).toBeDisabled();
    await user.clear(box);
    await user.type(box, "abc");
    expect(button).toBeEnabled();
    expect(calls.calls.some((c) => c.path.startsWith("/api/kb/search"))).toBe(false);
  });

  it("a valid search switches to Search Results with the matches marked, never injecting HTML", async () => {
    const hostile = "<img src=x onerror=alert(1)>";
    const calls = api({
      "GET /api/kb/search?q=csv+import&vertical=4": {
        body: [
          kbSummary({
            id: 51,
            title: `${hostile} CSV import`,
            summary: "Bring contacts in from a spreadsheet.",
            highlight: {
              title: `${hostile} ${S}CSV${E} ${S}import${E}`,
              summary: `Bring contacts in from a ${S}spreadsheet${E}.`,
            },
          }),
        ],
      },
    });
    const user = userEvent.setup();
    const { container } = renderSection();
    await user.type(screen.getByRole("searchbox", { name: "Search articles" }), "csv import");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(tab("Search Results")).toHaveAttribute("aria-selected", "true");
    const heading = await within(panel()).findByRole("heading", { level: 4 });
    expect(heading).toHaveTextContent(`${hostile} CSV import`);
    expect(container.querySelector("img")).toBeNull();
    expect([...heading.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(["CSV", "import"]);
    expect(within(panel()).getByTestId("article-summary").querySelector("mark")).toHaveTextContent("spreadsheet");
    expect(within(panel()).getByText("1 result for “csv import”")).toBeInTheDocument();
    expect(calls.callsTo("GET", "/api/kb/search?q=csv+import&vertical=4")).toHaveLength(1);
    // The markers themselves never show.
    expect(container.textContent).not.toContain(S);
    expect(container.textContent).not.toContain(E);
  });

  it("Enter with 3 or more characters searches too; no match shows 'No results found'", async () => {
    api({ "GET /api/kb/search?q=zzzz&vertical=4": { body: [] } });
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByRole("searchbox", { name: "Search articles" }), "zzzz{Enter}");
    expect(await within(panel()).findByText("No results found")).toBeInTheDocument();
    expect(tab("Search Results")).toBeEnabled();
  });
});

describe("knowledge base section: browse and category", () => {
  it("browse shows the category cards and 'Featured Articles'; featured is fetched only in browse mode", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderSection();
    const grid = await screen.findByRole("list", { name: "Categories" });
    expect(grid.className).toContain("grid-cols-1");
    expect(grid.className).toContain("@3xl:grid-cols-3");
    expect(within(grid).getAllByRole("button")).toHaveLength(3);
    expect(within(grid).getByRole("button", { name: /Billing & Plans/ })).toHaveTextContent("0 articles");
    expect(screen.getByRole("heading", { level: 3, name: "Featured Articles" })).toBeInTheDocument();
    const featured = await screen.findByRole("list", { name: "Featured Articles" });
    expect(within(featured).getAllByRole("article")).toHaveLength(2);
    expect(calls.callsTo("GET", "/api/kb/articles/featured")).toHaveLength(1);
    expect(calls.calls.some((c) => c.path.startsWith("/api/kb/articles/category"))).toBe(false);

    await user.click(within(grid).getByRole("button", { name: /Help Desk/ }));
    expect(tab("By Category")).toHaveAttribute("aria-selected", "true");
    expect(tab("By Category")).toBeEnabled();
    expect(within(panel()).getByRole("heading", { level: 3, name: "Help Desk Articles" })).toBeInTheDocument();
    expect(await within(panel()).findByRole("heading", { level: 4, name: "Ticket statuses explained" })).toBeVisible();
    expect(calls.callsTo("GET", "/api/kb/articles/category/2")).toHaveLength(1);
    expect(calls.callsTo("GET", "/api/kb/articles/featured")).toHaveLength(1);

    await user.click(within(panel()).getByRole("button", { name: "Back to Categories" }));
    expect(tab("Browse")).toHaveAttribute("aria-selected", "true");
    expect(tab("By Category")).toBeDisabled();
    expect(await screen.findByRole("list", { name: "Categories" })).toBeInTheDocument();
  });

  it("an article card: title, clamped summary, tags, 'Jan 5, 2024' or 'Unknown date', views and Read Article", async () => {
    api();
    renderSection();
    const featured = await screen.findByRole("list", { name: "Featured Articles" });
    const [first, second] = within(featured).getAllByRole("article") as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("heading", { name: "A quick tour of your workspace" })).toBeInTheDocument();
    expect(within(first).getByTestId("article-summary")).toHaveClass("line-clamp-2");
    expect(within(first).getByRole("list", { name: "Tags" })).toHaveTextContent("overviewtour");
    expect(within(first).getByText("Jan 5, 2024")).toHaveAttribute("dateTime", "2024-01-05T12:00:00.000Z");
    expect(within(first).getByText("42 views")).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Read Article" })).toBeInTheDocument();
    expect(within(second).getByText("Unknown date")).toBeInTheDocument();
    expect(within(second).getByText("1 view")).toBeInTheDocument();
    expect(within(second).queryByRole("list", { name: "Tags" })).toBeNull();
  });

  it("the Industry Specific tab lists the vertical's articles", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderSection(4);
    await screen.findByRole("list", { name: "Categories" });
    expect(calls.callsTo("GET", "/api/kb/articles/vertical/4")).toHaveLength(0);
    await user.click(tab("Industry Specific"));
    expect(await within(panel()).findByRole("heading", { level: 4, name: "Running a dental clinic" })).toBeVisible();
    expect(calls.callsTo("GET", "/api/kb/articles/vertical/4")).toHaveLength(1);
  });
});

describe("knowledge base section: empty states and errors", () => {
  it("shows 'No categories', 'No featured articles', 'No articles', 'No industry-specific articles'", async () => {
    api({
      "GET /api/kb/categories": { body: [] },
      "GET /api/kb/articles/featured": { body: [] },
      "GET /api/kb/articles/vertical/4": { body: [] },
    });
    const user = userEvent.setup();
    renderSection(4);
    expect(await screen.findByText("No categories")).toBeInTheDocument();
    expect(await screen.findByText("No featured articles")).toBeInTheDocument();
    await user.click(tab("Industry Specific"));
    expect(await within(panel()).findByText("No industry-specific articles")).toBeInTheDocument();
  });

  it("shows 'No articles' for an empty category", async () => {
    api();
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: /Getting Started/ }));
    expect(await within(panel()).findByText("No articles")).toBeInTheDocument();
  });

  it("shows each list's error alert", async () => {
    const fail = { status: 500, body: { message: "boom" } };
    api({
      "GET /api/kb/categories": { body: CATEGORIES },
      "GET /api/kb/articles/featured": fail,
      "GET /api/kb/articles/category/1": fail,
      "GET /api/kb/articles/vertical/4": fail,
      "GET /api/kb/search?q=tour&vertical=4": fail,
    });
    const user = userEvent.setup();
    renderSection(4);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load featured articles");

    await user.click(await screen.findByRole("button", { name: /Getting Started/ }));
    expect(await within(panel()).findByRole("alert")).toHaveTextContent("Failed to load category articles");

    await user.click(tab("Industry Specific"));
    expect(await within(panel()).findByRole("alert")).toHaveTextContent("Failed to load industry-specific articles");

    await user.type(screen.getByRole("searchbox", { name: "Search articles" }), "tour{Enter}");
    expect(await within(panel()).findByRole("alert")).toHaveTextContent("Failed to load search results");
  });

  it("shows 'Failed to load categories'", async () => {
    api({ "GET /api/kb/categories": { status: 500, body: { message: "boom" } } });
    renderSection();
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((a) => a.textContent).join(" ")).toContain("Failed to load categories");
  });
});

describe("knowledge base section: Read Article", () => {
  const SECTION = "?section=knowledge-base";
  const ARTICLE = kbArticle({ id: 11, viewCount: 43 });

  function renderAt(path = `/${SECTION}`, verticalModuleId: number | null = 4) {
    return renderRoutes([{ path: "/", element: <KnowledgeBaseSection verticalModuleId={verticalModuleId} /> }], path);
  }

  async function clickRead() {
    const user = userEvent.setup();
    const featured = await screen.findByRole("list", { name: "Featured Articles" });
    await user.click(within(featured).getAllByRole("button", { name: "Read Article" })[0] as HTMLElement);
    return user;
  }

  it("opens the article in place, at &article={id}, rendered from Markdown, and counts a view; no new window", async () => {
    const calls = api({
      "POST /api/kb/articles/11/view": { body: { viewCount: 43 } },
      "GET /api/kb/articles/11": { body: ARTICLE },
    });
    const { router } = renderAt();
    await clickRead();

    expect(router.state.location.search).toBe(`${SECTION}&article=11`);
    const title = await screen.findByRole("heading", { level: 2, name: "A quick tour of your workspace" });
    const article = screen.getByRole("article", { name: "A quick tour of your workspace" });
    expect(article).toContainElement(title);
    // The Markdown body: its "##" one level below the title, its bold and its list, never raw.
    expect(await within(article).findByRole("heading", { level: 3, name: "What it is for" })).toBeInTheDocument();
    expect(within(article).getByText("everyday").tagName).toBe("STRONG");
    expect(
      within(article)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(expect.arrayContaining(["Sign in", "Import CSV files"]));
    expect(article).not.toHaveTextContent("**");
    await waitFor(() => expect(within(article).getByTestId("article-views")).toHaveTextContent("43 views"));
    expect(calls.callsTo("POST", "/api/kb/articles/11/view")).toHaveLength(1);
    // The list is gone while the article is open, and nothing opened elsewhere.
    expect(screen.queryByRole("list", { name: "Featured Articles" })).toBeNull();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it("back returns to the list it was opened from, with the new count on the card", async () => {
    api({
      "POST /api/kb/articles/11/view": { body: { viewCount: 43 } },
      "GET /api/kb/articles/11": { body: ARTICLE },
    });
    const { router } = renderAt();
    const user = await clickRead();
    await screen.findByRole("heading", { level: 2, name: "A quick tour of your workspace" });
    await user.click(screen.getByRole("button", { name: "Back to Knowledge Base" }));

    await waitFor(() => expect(router.state.location.search).toBe(SECTION));
    const featured = await screen.findByRole("list", { name: "Featured Articles" });
    expect(within(featured).getByText("43 views")).toBeInTheDocument();
    expect(tab("Browse")).toHaveAttribute("aria-selected", "true");
  });

  it("an article opened from a link shows in place; back goes to the list", async () => {
    const calls = api({ "GET /api/kb/articles/11": { body: ARTICLE } });
    const user = userEvent.setup();
    const { router } = renderAt(`/${SECTION}&article=11`);
    expect(await screen.findByRole("heading", { level: 2, name: "A quick tour of your workspace" })).toHaveFocus();
    // Only 'Read Article' counts a view.
    expect(calls.callsTo("POST", "/api/kb/articles/11/view")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Back to Knowledge Base" }));
    await waitFor(() => expect(router.state.location.search).toBe(SECTION));
    expect(await screen.findByRole("list", { name: "Featured Articles" })).toBeInTheDocument();
  });

  it("shows 'Article not found' for an unknown or unreadable id", async () => {
    api({ "GET /api/kb/articles/99": { status: 404, body: { message: "Article not found" } } });
    renderAt(`/${SECTION}&article=99`);
    expect(await screen.findByRole("heading", { level: 2, name: "Article not found" })).toBeInTheDocument();
  });

  it("still opens the article when the view count fails (an error answer or no network)", async () => {
    api({
      "POST /api/kb/articles/11/view": { status: 500, body: { message: "down" } },
      "GET /api/kb/articles/11": { body: kbArticle({ id: 11, viewCount: 42 }) },
    });
    const { router } = renderAt();
    await clickRead();
    expect(await screen.findByRole("heading", { level: 2, name: "A quick tour of your workspace" })).toBeVisible();
    expect(router.state.location.search).toBe(`${SECTION}&article=11`);
  });
});

describe("knowledge base section: view counts", () => {
  it("shows no count on a card or the article until it has views (never '0 views')", async () => {
    const unread = kbSummary({ id: 13, title: "A brand new guide", viewCount: 0 });
    api({
      "GET /api/kb/articles/featured": { body: [unread, kbSummary()] },
      "POST /api/kb/articles/13/view": { status: 500, body: { message: "down" } },
      "GET /api/kb/articles/13": { body: kbArticle({ ...unread }) },
    });
    renderRoutes([{ path: "/", element: <KnowledgeBaseSection verticalModuleId={4} /> }], "/?section=knowledge-base");
    const featured = await screen.findByRole("list", { name: "Featured Articles" });
    const [first, second] = within(featured).getAllByRole("article") as [HTMLElement, HTMLElement];
    expect(within(first).queryByTestId("article-views")).toBeNull();
    expect(first).not.toHaveTextContent(/\bviews?\b/);
    expect(within(second).getByTestId("article-views")).toHaveTextContent("42 views");

    const user = userEvent.setup();
    await user.click(within(first).getByRole("button", { name: "Read Article" }));
    const article = await screen.findByRole("article", { name: "A brand new guide" });
    expect(within(article).getByText("Updated")).toBeInTheDocument();
    expect(within(article).queryByTestId("article-views")).toBeNull();
    expect(article).not.toHaveTextContent(/\bviews?\b/);
  });
});

describe("knowledge base section: the tenant's industry first", () => {
  it("asks for the lists and the search with the tenant's vertical, and without one when it has none", async () => {
    const calls = api({ "GET /api/kb/search?q=tour&vertical=4": { body: [] } });
    const user = userEvent.setup();
    renderSection(4);
    await screen.findByRole("list", { name: "Featured Articles" });
    expect(calls.callsTo("GET", "/api/kb/articles/featured?vertical=4")).toHaveLength(1);
    await user.click(await screen.findByRole("button", { name: /Help Desk/ }));
    await within(panel()).findByRole("heading", { level: 4, name: "Ticket statuses explained" });
    expect(calls.callsTo("GET", "/api/kb/articles/category/2?vertical=4")).toHaveLength(1);
    await user.type(screen.getByRole("searchbox", { name: "Search articles" }), "tour{Enter}");
    await within(panel()).findByText("No results found");
    expect(calls.callsTo("GET", "/api/kb/search?q=tour&vertical=4")).toHaveLength(1);
  });

  it("sends no vertical for a tenant without one", async () => {
    const calls = api();
    renderSection(null);
    await screen.findByRole("list", { name: "Featured Articles" });
    expect(calls.callsTo("GET", "/api/kb/articles/featured")[0]?.path).toBe("/api/kb/articles/featured");
  });
});
