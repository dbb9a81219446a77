import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadKbContent } from "./kb-files";

describe("loadKbContent: the shipped help centre", () => {
  const { categories, articles } = loadKbContent();

  it("reads the categories in the order of categories.yaml and every article of each folder in its order", () => {
    expect(categories.map((c) => c.slug)).toEqual([
      "getting-started",
      "contacts-crm",
      "help-desk",
      "client-portal",
      "billing-plans",
      "account-security",
      "industry-guides",
    ]);
    expect(articles).toHaveLength(38);
    expect(articles.slice(0, 2).map((a) => a.slug)).toEqual([
      "welcome-to-engagesuite",
      "completing-the-onboarding-wizard",
    ]);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
  });

  it("keeps front matter values exactly (colons, quotes, tags, vertical, featured) and the body without the block", () => {
    const checklist = articles.find((a) => a.slug === "your-first-week-setup-checklist")!;
    expect(checklist).toMatchObject({
      title: "Your first week: a setup checklist",
      categorySlug: "getting-started",
      tags: ["checklist", "trial", "setup"],
      verticalSlug: null,
      featured: false,
    });
    expect(checklist.body.startsWith("Your trial lasts seven days.")).toBe(true);
    expect(articles.find((a) => a.slug === "cross-tenant-login-detected")!.title).toBe(
      'What "Cross-Tenant Login Detected" means',
    );
    expect(articles.find((a) => a.slug === "managing-leads-from-open-houses")).toMatchObject({
      verticalSlug: "real-estate",
      categorySlug: "industry-guides",
    });
    expect(articles.find((a) => a.slug === "welcome-to-engagesuite")!.featured).toBe(true);
    expect(articles.every((a) => a.body === a.body.trim() && !a.body.startsWith("---"))).toBe(true);
  });
});

describe("loadKbContent: malformed content fails loudly with the file's path", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  const write = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(tmpdir(), "kb-content-"));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
  const categoriesYaml = "- slug: basics\n  name: Basics\n  description: The basics.\n";
  const article = (frontMatter: string, body = "Body text.") => `---\n${frontMatter}\n---\n\n${body}\n`;

  it("reads a minimal valid folder", () => {
    const folder = write({
      "categories.yaml": categoriesYaml,
      "basics/second.md": article("title: Second\nsummary: S2\norder: 2\ntags: []"),
      "basics/first.md": article("title: First\nsummary: S1\norder: 1\ntags: [a, b c]\nfeatured: true", "# Hi"),
    });
    expect(loadKbContent(folder).articles).toEqual([
      {
        slug: "first",
        title: "First",
        summary: "S1",
        body: "# Hi",
        categorySlug: "basics",
        tags: ["a", "b c"],
        verticalSlug: null,
        featured: true,
      },
      expect.objectContaining({ slug: "second", featured: false }),
    ]);
  });

  it.each([
    ["no front matter", { "basics/a.md": "# Just a body\n" }, "basics/a.md: no front matter"],
    ["an unknown key", { "basics/a.md": article("title: A\nsummary: S\norder: 1\ntags: []\nauthor: me") }, "a.md"],
    ["a missing title", { "basics/a.md": article("summary: S\norder: 1\ntags: []") }, "a.md"],
    [
      "two articles with one order",
      {
        "basics/a.md": article("title: A\nsummary: S\norder: 1\ntags: []"),
        "basics/b.md": article("title: B\nsummary: S\norder: 1\ntags: []"),
      },
      "two articles share an order",
    ],
    ["a folder categories.yaml does not list", { "other/a.md": "x" }, "categories.yaml does not list"],
  ])("rejects %s", (_name, files, message) => {
    const folder = write({ "categories.yaml": categoriesYaml, "basics/.keep": "", ...files });
    expect(() => loadKbContent(folder)).toThrow(message);
  });
});
