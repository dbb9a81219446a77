import type { KbArticle } from "@engagesuite/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CATEGORIES, kbArticle } from "@/features/kb/testing";
import { expectToast, renderRoutes } from "@/test/render";
import { type ApiCall, mockApi } from "@/test/server";
import { KbAdminPage } from "./kb-admin-page";

const ROUTES = [{ path: "/su/admin/knowledge-base", element: <KbAdminPage /> }];
const VERTICALS = [
  { id: 4, slug: "healthcare", displayName: "Healthcare", description: "", heroImage: "", color: "#0f766e" },
];
const EXISTING = kbArticle({ id: 5, title: "Existing guide", status: "published", featured: true });
const DRAFT = kbArticle({
  id: 6,
  title: "Unfinished draft",
  status: "draft",
  featured: false,
  categoryId: 2,
  categoryName: "Help Desk",
});

type Routes = Parameters<typeof mockApi>[0];

function api(over: Routes = {}) {
  return mockApi({
    "GET /api/admin/kb/articles": { body: [EXISTING, DRAFT] },
    "GET /api/admin/kb/articles/5": { body: EXISTING },
    "GET /api/admin/kb/articles/6": { body: DRAFT },
    "GET /api/kb/categories": { body: CATEGORIES },
    "GET /api/public/verticals": { body: VERTICALS },
    ...over,
  });
}

describe("/su/admin/knowledge-base: articles", () => {
  it("lists every article with its category, Draft/Published badge, featured and updated date", async () => {
    api();
    renderRoutes(ROUTES, "/su/admin/knowledge-base");
    expect(screen.getByRole("heading", { level: 1, name: "Knowledge Base" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Articles" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Title", "Category", "Status", "Featured", "Updated", "Actions"]);
    const existing = within(table).getByRole("row", { name: /Existing guide/ });
    expect(within(existing).getByText("Published")).toBeInTheDocument();
    expect(within(existing).getByText("Featured")).toBeInTheDocument();
    expect(within(existing).getByText("Jan 5, 2024")).toBeInTheDocument();
    const draft = within(table).getByRole("row", { name: /Unfinished draft/ });
    expect(within(draft).getByText("Draft")).toBeInTheDocument();
    expect(within(draft).getAllByRole("cell")[1]).toHaveTextContent("Help Desk");
    expect(within(draft).getByRole("link", { name: "Edit Unfinished draft" })).toHaveAttribute(
      "href",
      "/su/admin/knowledge-base?article=6",
    );
    expect(screen.getByRole("link", { name: "New article" })).toHaveAttribute(
      "href",
      "/su/admin/knowledge-base?article=new",
    );
  });

  it("creates a draft and publishes it: the server's field errors, the Preview, then Published", async () => {
    let created: KbArticle | null = null;
    const calls = api({
      "POST /api/admin/kb/articles": (call: ApiCall) => {
        created = kbArticle({ ...(call.body as object), id: 77, status: "draft", categoryName: "Help Desk" });
        return { status: 201, body: created };
      },
      "POST /api/admin/kb/articles/77/publish": () => {
        created = { ...(created as KbArticle), status: "published" };
        return { body: created };
      },
      "GET /api/admin/kb/articles/77": () => ({ body: created }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, "/su/admin/knowledge-base");
    await user.click(await screen.findByRole("link", { name: "New article" }));
    expect(await screen.findByRole("heading", { level: 2, name: "New article" })).toBeInTheDocument();

    // Nothing filled in: the server's own words under each field, and nothing sent.
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Title must be at least 3 characters")).toBeInTheDocument();
    expect(screen.getByText("Summary must be at least 10 characters")).toBeInTheDocument();
    expect(screen.getByText("Body must be at least 20 characters")).toBeInTheDocument();
    expect(screen.getByText("Choose a category")).toBeInTheDocument();
    expect(calls.callsTo("POST", "/api/admin/kb/articles")).toHaveLength(0);

    await user.type(screen.getByLabelText("Title"), "Importing contacts from CSV");
    await user.type(screen.getByLabelText("Summary"), "Bring your spreadsheet of contacts in one go.");
    await user.selectOptions(screen.getByLabelText("Category"), "Help Desk");
    await user.selectOptions(await screen.findByLabelText("Industry (optional)"), "Healthcare");
    await user.type(screen.getByLabelText("Tags"), "CSV, import");
    await user.click(screen.getByRole("checkbox", { name: "Featured" }));
    await user.type(
      screen.getByLabelText("Body (Markdown)"),
      "## Steps{Enter}{Enter}1. Open **Contacts**{Enter}2. Choose Import",
    );
    await user.click(screen.getByRole("tab", { name: "Preview" }));
    const preview = screen.getByRole("tabpanel", { name: "Preview" });
    // The Markdown renderer loads on first use.
    expect(await within(preview).findByRole("heading", { level: 2, name: "Steps" })).toBeInTheDocument();
    expect(within(preview).getByText("Contacts").tagName).toBe("STRONG");
    expect(within(preview).getAllByRole("listitem")).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Publish" }));
    await expectToast("Article published");
    expect(calls.callsTo("POST", "/api/admin/kb/articles")[0]?.body).toEqual({
      title: "Importing contacts from CSV",
      summary: "Bring your spreadsheet of contacts in one go.",
      body: "## Steps\n\n1. Open **Contacts**\n2. Choose Import",
      categoryId: 2,
      verticalId: 4,
      tags: ["csv", "import"],
      featured: true,
    });
    expect(calls.callsTo("POST", "/api/admin/kb/articles/77/publish")).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe("?article=77"));
    // The editor may mount again once the article's own query answers: each check looks the element up afresh.
    await waitFor(() => {
      expect(screen.getByRole("heading", { level: 2, name: "Edit article" })).toBeInTheDocument();
      expect(screen.getByText("Published")).toBeInTheDocument();
    });
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /View live/ })).toHaveAttribute("href", "/knowledge-base/article/77");
  });

  it("shows a field error the server answers, under its field", async () => {
    api({
      "PUT /api/admin/kb/articles/6": {
        status: 400,
        body: { message: "Category not found", fieldErrors: { categoryId: ["Category not found"] } },
      },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, "/su/admin/knowledge-base?article=6");
    await user.click(await screen.findByRole("button", { name: "Save draft" }));
    await expectToast("Could not save the article", "Category not found");
    expect(screen.getByLabelText("Category")).toHaveAttribute("aria-invalid", "true");
  });

  it("unpublishes, and deletes after a confirmation", async () => {
    const calls = api({
      "POST /api/admin/kb/articles/5/unpublish": { body: { ...EXISTING, status: "draft" } },
      "DELETE /api/admin/kb/articles/5": { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(ROUTES, "/su/admin/knowledge-base?article=5");
    expect(await screen.findByRole("heading", { level: 2, name: "Edit article" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Existing guide");
    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    await expectToast("Article unpublished");
    expect(await screen.findByRole("button", { name: "Publish" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete article" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this article?" });
    expect(confirm).toHaveTextContent("This action cannot be undone.");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await expectToast("Article deleted");
    expect(calls.callsTo("DELETE", "/api/admin/kb/articles/5")).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says 'Article not found' for an unknown id", async () => {
    api({ "GET /api/admin/kb/articles/404": { status: 404, body: { message: "Article not found" } } });
    renderRoutes(ROUTES, "/su/admin/knowledge-base?article=404");
    expect(await screen.findByText("Article not found")).toBeInTheDocument();
  });
});

describe("/su/admin/knowledge-base: categories", () => {
  it("adds, renames, and shows the server's 409 message when a category still has articles", async () => {
    const calls = api({
      "POST /api/admin/kb/categories": (call: ApiCall) => ({
        status: 201,
        body: { ...(call.body as object), id: 9, slug: "x", articleCount: 0 },
      }),
      "PUT /api/admin/kb/categories/2": (call: ApiCall) => ({
        body: { ...CATEGORIES[1], ...(call.body as object) },
      }),
      "DELETE /api/admin/kb/categories/1": {
        status: 409,
        body: { message: "Move or delete this category's articles first." },
      },
    });
    const user = userEvent.setup();
    renderRoutes(ROUTES, "/su/admin/knowledge-base");
    const panel = (await screen.findByRole("heading", { level: 2, name: "Categories" })).closest(
      "section",
    ) as HTMLElement;
    const add = within(panel).getByRole("form", { name: "Add a category" });

    await user.click(within(add).getByRole("button", { name: "Add category" }));
    expect(await within(add).findByText("Name must be at least 2 characters")).toBeInTheDocument();
    await user.type(within(add).getByLabelText("New category"), "Integrations");
    await user.click(within(add).getByRole("button", { name: "Add category" }));
    await expectToast("Category added");
    expect(calls.callsTo("POST", "/api/admin/kb/categories")[0]?.body).toEqual({
      name: "Integrations",
      description: "",
    });

    await user.click(within(panel).getByRole("button", { name: "Rename Help Desk" }));
    const rename = within(panel).getByRole("form", { name: "Rename Help Desk" });
    await user.clear(within(rename).getByLabelText("Name"));
    await user.type(within(rename).getByLabelText("Name"), "Support");
    await user.click(within(rename).getByRole("button", { name: "Save" }));
    await expectToast("Category renamed");
    expect(calls.callsTo("PUT", "/api/admin/kb/categories/2")[0]?.body).toMatchObject({ name: "Support" });

    await user.click(within(panel).getByRole("button", { name: "Delete Getting Started" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this category?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent("Move or delete this category's articles first.");
  });
});
