import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown, safeHref } from "./markdown";

/** Renders through the lazy wrapper and waits for the parser to load. */
async function renderMd(source: string) {
  const { container } = render(<Markdown source={source} />);
  await waitFor(() => expect(container.querySelector("[data-slot=markdown]")).not.toBeNull());
  return container;
}

describe("Markdown", () => {
  it("renders headings (body headings start at h2), paragraphs and inline bold, italic, code and links", async () => {
    const root = await renderMd(
      "# Top\n\n## Section\n\nSome **bold**, *italic*, `code` and a [link](https://example.com).\n\n### Sub\n\nText.",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Top" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Section" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Sub" })).toBeInTheDocument();
    expect(root.querySelector("strong")).toHaveTextContent("bold");
    expect(root.querySelector("em")).toHaveTextContent("italic");
    expect(root.querySelector("code")).toHaveTextContent("code");
    const link = screen.getByRole("link", { name: "link" });
    expect(link).toHaveAttribute("href", "https://example.com");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("renders numbered and bulleted lists, nested by indentation", async () => {
    const root = await renderMd(
      "1. **Sign in** first.\n2. Then add the record:\n   - **Name:** the subdomain;\n   - **TTL:** the default.\n3. Done.\n\n- one\n- two",
    );
    const ol = root.querySelector("ol") as HTMLElement;
    expect(ol.children).toHaveLength(3);
    expect(within(ol.children[1] as HTMLElement).getAllByRole("listitem")).toHaveLength(2);
    expect(ol.children[1]).toHaveTextContent("Then add the record: Name: the subdomain; TTL: the default.");
    const lists = root.querySelectorAll(":scope > div > ul, :scope > ul");
    expect([...root.querySelectorAll("ul")].at(-1)?.children).toHaveLength(2);
    expect(lists.length).toBeGreaterThan(0);
  });

  it("renders fenced code, tables, quotes and rules", async () => {
    const root = await renderMd(
      "```\nname,email\n<b>not bold</b>\n```\n\n| Type | Use |\n| --- | --- |\n| **Client** | People who buy |\n| `Lead` | Prospects |\n\n> Register at **x**.\n\n---",
    );
    expect(root.querySelector("pre code")).toHaveTextContent("name,email <b>not bold</b>");
    expect(root.querySelector("b")).toBeNull();
    expect(screen.getAllByRole("columnheader").map((c) => c.textContent)).toEqual(["Type", "Use"]);
    expect(screen.getAllByRole("row")).toHaveLength(3);
    expect(root.querySelector("td strong")).toHaveTextContent("Client");
    expect(root.querySelector("blockquote strong")).toHaveTextContent("x");
    expect(root.querySelector("hr")).not.toBeNull();
  });

  it("shows raw HTML as text and never makes a script link", async () => {
    const root = await renderMd(
      "<img src=x onerror=alert(1)> <script>alert(1)</script>\n\n[click](javascript:alert(1)) [data](data:text/html,x) <javascript:alert(1)> ![pic](javascript:alert(1)) [tab](java\tscript:alert(1))",
    );
    expect(root.querySelector("img, script")).toBeNull();
    expect(root).toHaveTextContent("<img src=x onerror=alert(1)> <script>alert(1)</script>");
    expect(root.querySelector("a")).toBeNull();
    // A target with a tab is no link in CommonMark: it stays literal text.
    expect(root).toHaveTextContent("click data javascript:alert(1) pic [tab](java script:alert(1))");
  });

  it("shows images as links to the picture (safe targets only) and keeps mailto, tel and relative links", async () => {
    const root = await renderMd(
      "![Chart](/img/chart.png) [Mail](mailto:help@a.example) [Call](tel:+15550100) [Doc](/docs)",
    );
    expect(root.querySelector("img")).toBeNull();
    expect(screen.getByRole("link", { name: "Chart" })).toHaveAttribute("href", "/img/chart.png");
    expect(screen.getByRole("link", { name: "Mail" })).toHaveAttribute("href", "mailto:help@a.example");
    expect(screen.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+15550100");
    expect(screen.getByRole("link", { name: "Doc" })).not.toHaveAttribute("target");
  });

  it("keeps snake_case words and lone asterisks as they are", async () => {
    const root = await renderMd("Use job_title_field and 5 * 3 * 2 here.");
    expect(root.querySelector("em")).toBeNull();
    expect(root).toHaveTextContent("Use job_title_field and 5 * 3 * 2 here.");
  });
});

describe("parsing", () => {
  it("keeps escapes and nested emphasis", async () => {
    const root = await renderMd("\\*not em\\* and **bold *and em***");
    expect(root).toHaveTextContent("*not em* and bold and em");
    expect(root.querySelector("strong em")).toHaveTextContent("and em");
  });

  it("accepts only safe link targets", () => {
    expect(safeHref("https://a.example/x")).toBe("https://a.example/x");
    expect(safeHref("mailto:help@a.example")).toBe("mailto:help@a.example");
    expect(safeHref("/knowledge-base/article/3")).toBe("/knowledge-base/article/3");
    expect(safeHref("#setup")).toBe("#setup");
    expect(safeHref("JavaScript:alert(1)")).toBeNull();
    expect(safeHref(" javascript:alert(1)")).toBeNull();
    expect(safeHref("vbscript:x")).toBeNull();
    expect(safeHref("data:text/html,x")).toBeNull();
  });
});
