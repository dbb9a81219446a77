import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Comments cite the specification and the design notes as "SPEC §7" or "DESIGN §4" (also "SPEC §2, §4 and §6"). Every
 * cited section must be a heading ("## §7 …") of docs/SPEC.md or docs/DESIGN.md, so a reader of the repository can
 * follow the reference.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const SELF = fileURLToPath(import.meta.url);
const WALKED = ["apps", "packages", "e2e", "bench", "scripts", "docs"];
const SKIPPED = new Set(["node_modules", "dist", ".data", "test-results", "playwright-report"]);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|sql|css|html|md|ya?ml)$/;

type Doc = "SPEC" | "DESIGN";
type Citation = { doc: Doc; section: string; file: string; line: number };

/**
 * The citations in one text: a "SPEC §N" or "DESIGN §N" (also "DESIGN.md §N") and the further "§M" it lists with a
 * comma or "and" on the same line ("SPEC §2, §4, §6", "SPEC §3 auth user, §5 rules"). A bare "§N" of anything else
 * ("issue 15 §5") is not a citation.
 */
function citationsIn(text: string): { doc: Doc; section: string; line: number }[] {
  const found: { doc: Doc; section: string; line: number }[] = [];
  const head = /\b(SPEC|DESIGN)(?:\.md)?\s+§(\d+(?:\.\d+)*)((?:[^§;()\n]*?(?:,|\band\b)\s*§\d+(?:\.\d+)*)*)/gi;
  text.split("\n").forEach((lineText, index) => {
    for (const match of lineText.matchAll(head)) {
      const doc = match[1]!.toUpperCase() as Doc;
      const rest = match[3] ?? "";
      const listed = [...rest.matchAll(/§(\d+(?:\.\d+)*)/g)].map((m) => m[1]!);
      for (const section of [match[2]!, ...listed]) found.push({ doc, section, line: index + 1 });
    }
  });
  return found;
}

/** The section numbers a reference file has as headings: "## §7 API", "### §3.1 …". */
function headingsIn(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6}\s+§(\d+(?:\.\d+)*)\b/gm)].map((m) => m[1]!));
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith(".")) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(file);
    return entry.isFile() && TEXT_FILE.test(entry.name) && file !== SELF ? [file] : [];
  });
}

function repositoryCitations(): Citation[] {
  const files = [...WALKED.flatMap((dir) => textFiles(path.join(ROOT, dir))), path.join(ROOT, "README.md")];
  return files.flatMap((file) =>
    citationsIn(readFileSync(file, "utf8")).map((c) => ({ ...c, file: path.relative(ROOT, file) })),
  );
}

describe("citationsIn", () => {
  it("reads single citations, lists and the .md form", () => {
    const text = [
      "/** Payments of SPEC §7 behind the provider of DESIGN §6. */",
      "// (SPEC §2, §4, §6; DESIGN §5) and SPEC §2 and §8",
      " * Help desk contract (SPEC §2 Help desk screen, §3 Ticket and comment, §4).",
      "as DESIGN.md §5 describes; issue 15 §5 is no citation; (SPEC §2, DESIGN §7)",
    ].join("\n");
    const read = citationsIn(text).map((c) => `${c.line}:${c.doc} ${c.section}`);
    expect(read).toEqual([
      "1:SPEC 7",
      "1:DESIGN 6",
      "2:SPEC 2",
      "2:SPEC 4",
      "2:SPEC 6",
      "2:DESIGN 5",
      "2:SPEC 2",
      "2:SPEC 8",
      "3:SPEC 2",
      "3:SPEC 3",
      "3:SPEC 4",
      "4:DESIGN 5",
      "4:SPEC 2",
      "4:DESIGN 7",
    ]);
  });

  it("reads headings with a section number only", () => {
    expect([...headingsIn("# Title\n## §1 One\ntext §4\n### §3.2 Sub\n## Two")]).toEqual(["1", "3.2"]);
  });
});

describe("SPEC and DESIGN citations in the repository", () => {
  const citations = repositoryCitations();
  const headings: Record<Doc, Set<string>> = {
    SPEC: headingsIn(readFileSync(path.join(ROOT, "docs/SPEC.md"), "utf8")),
    DESIGN: headingsIn(readFileSync(path.join(ROOT, "docs/DESIGN.md"), "utf8")),
  };

  it("finds the citations (the walk reaches the sources)", () => {
    expect(citations.filter((c) => c.doc === "SPEC").length).toBeGreaterThan(50);
    expect(citations.filter((c) => c.doc === "DESIGN").length).toBeGreaterThan(10);
  });

  it("cite only sections that docs/SPEC.md and docs/DESIGN.md have", () => {
    const missing = citations
      .filter((c) => !headings[c.doc].has(c.section))
      .map((c) => `${c.file}:${c.line} cites ${c.doc} §${c.section}, missing from docs/${c.doc}.md`);
    expect(missing).toEqual([]);
  });
});
