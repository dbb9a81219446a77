import type { HelpArticle, HelpArticleSummary } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderRoutes, tenantHost } from "@/test/render";
import { mockApi } from "@/test/server";
import { HelpArticlesSection } from "./help-articles-section";

const CATEGORY = "00000000-0000-4000-8000-0000000000c1";
const ID = "00000000-0000-4000-8000-0000000000a1";

function summary(over: Partial<HelpArticleSummary> = {}): HelpArticleSummary {
  return {
    id: ID,
    slug: "booking",
    title: "Booking appointments",
    summary: "How to book, move or cancel a visit.",
    tags: [],
    status: "published",
    categoryId: CATEGORY,
    categoryName: "Appointments",
    updatedAt: "2027-03-01T10:00:00.000Z",
    publishedAt: "2027-03-01T10:00:00.000Z",
    ...over,
  };
}
const full = (over: Partial<HelpArticle> = {}): HelpArticle => ({
  ...summary(),
  body: "## Asking\n\nOpen a request.",
  ...over,
});
const page = (items: HelpArticleSummary[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });
const CATEGORIES = { body: [{ id: CATEGORY, name: "Appointments", articleCount: 2 }] };

function renderSection(path = "/") {
  return renderRoutes(
    [{ path: "/", element: <HelpArticlesSection headingId="help-heading" /> }],
    path,
    tenantHost("acme"),
  );
}

describe("help articles section", () => {
  it("lists drafts and published articles with the total, filters by status and searches", async () => {
    const api = mockApi({
      "GET /api/help-articles?page=1": {
        body: page([summary(), summary({ id: "d", title: "Flu shots", status: "draft" })], 2),
      },
      "GET /api/help-articles?status=draft&page=1": {
        body: page([summary({ id: "d", title: "Flu shots", status: "draft" })]),
      },
      "GET /api/help-articles?q=book&page=1": {
        body: page([summary({ highlight: { title: "\u0002Booking\u0003 appointments", summary: "How" } })]),
      },
      "GET /api/help-article-categories": CATEGORIES,
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByRole("heading", { level: 2, name: "Help Articles" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Articles" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(within(list).getByText("Draft")).toBeInTheDocument();
    expect(screen.getByText("1–2 of 2")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Status"), "draft");
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Articles" })).getAllByRole("article")).toHaveLength(1),
    );

    await user.selectOptions(screen.getByLabelText("Status"), "");
    await user.type(screen.getByRole("searchbox", { name: "Search help articles" }), "bo");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(api.calls.some((c) => String(c.url).includes("q=bo"))).toBe(false);
    await user.type(screen.getByRole("searchbox", { name: "Search help articles" }), "ok");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("Booking", { selector: "mark" })).toBeInTheDocument();
  });

  it("writes a new article: checks the fields, saves a draft, then publishes it", async () => {
    const created = full({ status: "draft", title: "Parking at the clinic" });
    const api = mockApi({
      "GET /api/help-articles?page=1": { body: page([]) },
      "GET /api/help-article-categories": CATEGORIES,
      "POST /api/help-articles": { status: 201, body: created },
      [`GET /api/help-articles/${ID}`]: { body: created },
      [`POST /api/help-articles/${ID}/publish`]: { body: { ...created, status: "published" } },
      [`PUT /api/help-articles/${ID}`]: { body: created },
    });
    const user = userEvent.setup();
    renderSection("/?article=new");
    expect(await screen.findByRole("heading", { level: 2, name: "New article" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Title must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Choose a category")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/help-articles")).toHaveLength(0);

    // Pasted rather than typed key by key: the same change events, in a fraction of the time.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(screen.getByLabelText("Title"), "Parking at the clinic");
    await fill(screen.getByLabelText("Summary"), "Where to park when you visit.");
    await fill(screen.getByRole("textbox", { name: "Body (Markdown)" }), "Free parking is behind the building.");
    await user.selectOptions(screen.getByLabelText("Category"), CATEGORY);
    await fill(screen.getByLabelText("Tags"), "visiting, parking");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    // The draft is checked by zod and sent: on a loaded machine it takes longer than waitFor's default second.
    await waitFor(() => expect(api.callsTo("POST", "/api/help-articles")).toHaveLength(1), { timeout: 5000 });
    expect(api.callsTo("POST", "/api/help-articles")[0]!.body).toEqual({
      title: "Parking at the clinic",
      summary: "Where to park when you visit.",
      body: "Free parking is behind the building.",
      categoryId: CATEGORY,
      tags: ["visiting", "parking"],
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Edit article" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(api.callsTo("POST", `/api/help-articles/${ID}/publish`)).toHaveLength(1), {
      timeout: 5000,
    });
    expect(await screen.findByRole("button", { name: "Unpublish" })).toBeInTheDocument();
  });

  it("previews the Markdown body as readers see it", async () => {
    mockApi({
      [`GET /api/help-articles/${ID}`]: { body: full() },
      "GET /api/help-article-categories": CATEGORIES,
    });
    const user = userEvent.setup();
    renderSection(`/?article=${ID}`);
    expect(await screen.findByDisplayValue("Booking appointments")).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Asking" })).toBeInTheDocument();
  });
});
