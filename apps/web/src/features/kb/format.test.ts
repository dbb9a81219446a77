import { KB_HIGHLIGHT_END as E, KB_HIGHLIGHT_START as S } from "@engagesuite/shared";
import { describe, expect, it } from "vitest";
import { formatArticleCount, formatArticleDate, formatViews, hasViews, splitHighlight } from "./format";

describe("formatArticleDate", () => {
  it("formats like 'Jan 5, 2024', with 'Unknown date' when missing or unreadable", () => {
    expect(formatArticleDate("2024-01-05T12:00:00.000Z")).toBe("Jan 5, 2024");
    expect(formatArticleDate("2023-11-22T12:00:00Z")).toBe("Nov 22, 2023");
    expect(formatArticleDate(null)).toBe("Unknown date");
    expect(formatArticleDate(undefined)).toBe("Unknown date");
    expect(formatArticleDate("")).toBe("Unknown date");
    expect(formatArticleDate("not a date")).toBe("Unknown date");
  });
});

describe("counts", () => {
  it("pluralises views and articles", () => {
    expect(formatViews(0)).toBe("0 views");
    expect(formatViews(1)).toBe("1 view");
    expect(formatViews(1204)).toBe("1,204 views");
    expect(formatArticleCount(1)).toBe("1 article");
    expect(formatArticleCount(7)).toBe("7 articles");
  });

  it("shows a view count only once an article has views", () => {
    expect(hasViews(0)).toBe(false);
    expect(hasViews(1)).toBe(true);
  });
});

describe("splitHighlight", () => {
  it("splits marked terms from plain text", () => {
    expect(splitHighlight(`Import ${S}CSV${E} files`)).toEqual([
      { text: "Import ", marked: false },
      { text: "CSV", marked: true },
      { text: " files", marked: false },
    ]);
  });

  it("never leaks markers, even unbalanced ones", () => {
    expect(splitHighlight(`${E}a${S}b`)).toEqual([
      { text: "a", marked: false },
      { text: "b", marked: true },
    ]);
    expect(splitHighlight("plain")).toEqual([{ text: "plain", marked: false }]);
    expect(splitHighlight("")).toEqual([]);
  });
});
