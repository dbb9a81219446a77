import { Fragment, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A small Markdown renderer for knowledge base articles that builds React elements only — it never produces an HTML
 * string and never uses dangerouslySetInnerHTML, so raw HTML in an article shows as text. It covers what the shipped
 * articles use: headings, paragraphs, bulleted and numbered lists (nested by indentation), fenced code, tables, block
 * quotes, rules, and inline **bold**, *italic*, `code` and [links](url) (http, https, mailto, tel and relative only).
 */

/* ---------------------------------------------------------------- Block model */

export type InlineNode =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: InlineNode[] }
  | { kind: "em"; children: InlineNode[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: InlineNode[] }
  | { kind: "break" };

export type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "code"; text: string; lang: string }
  | { kind: "list"; ordered: boolean; start: number; items: Block[][]; tight: boolean }
  | { kind: "quote"; blocks: Block[] }
  | { kind: "table"; align: ("left" | "center" | "right" | null)[]; header: string[]; rows: string[][] }
  | { kind: "rule" };

const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})\s*([\w+-]*)\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

const isBlank = (line: string) => line.trim() === "";
const indentOf = (line: string) => (line.match(/^\s*/)?.[0] ?? "").replace(/\t/g, "    ").length;

function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith("|")) row = row.slice(1);
  if (row.endsWith("|") && !row.endsWith("\\|")) row = row.slice(0, -1);
  const cells: string[] = [];
  let current = "";
  let inCode = false;
  for (let i = 0; i < row.length; i++) {
    const ch = row[i] as string;
    if (ch === "\\" && row[i + 1] === "|") {
      current += "|";
      i++;
    } else if (ch === "`") {
      inCode = !inCode;
      current += ch;
    } else if (ch === "|" && !inCode) {
      cells.push(current.trim());
      current = "";
    } else current += ch;
  }
  cells.push(current.trim());
  return cells;
}

function startsBlock(line: string, next: string | undefined): boolean {
  return (
    HEADING.test(line) ||
    FENCE.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    LIST_ITEM.test(line) ||
    (line.includes("|") && next !== undefined && TABLE_SEPARATOR.test(next) && next.includes("-"))
  );
}

/** Removes up to `count` columns of leading spaces. */
function dedent(line: string, count: number): string {
  let removed = 0;
  let i = 0;
  while (i < line.length && removed < count && (line[i] === " " || line[i] === "\t")) {
    removed += line[i] === "\t" ? 4 : 1;
    i++;
  }
  return line.slice(i);
}

/** Parses Markdown source into blocks. */
export function parseBlocks(source: string): Block[] {
  return parseLines(source.replace(/\r\n?/g, "\n").split("\n"));
}

function parseLines(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (isBlank(line)) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1] as string;
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i] as string).trim().startsWith(marker)) {
        body.push(lines[i] as string);
        i++;
      }
      i++; // the closing fence (or the end)
      blocks.push({ kind: "code", text: body.join("\n"), lang: fence[2] ?? "" });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: "heading", level: (heading[1] as string).length, text: heading[2] ?? "" });
      i++;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ kind: "rule" });
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] as string)) {
        inner.push(QUOTE.exec(lines[i] as string)?.[1] ?? "");
        i++;
      }
      blocks.push({ kind: "quote", blocks: parseLines(inner) });
      continue;
    }

    const next = lines[i + 1];
    if (line.includes("|") && next !== undefined && TABLE_SEPARATOR.test(next) && next.includes("-")) {
      const header = splitRow(line);
      const align = splitRow(next).map((cell) => {
        const left = cell.startsWith(":");
        const right = cell.endsWith(":");
        return left && right ? "center" : right ? "right" : left ? "left" : null;
      });
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && !isBlank(lines[i] as string) && (lines[i] as string).includes("|")) {
        rows.push(splitRow(lines[i] as string));
        i++;
      }
      blocks.push({ kind: "table", align, header, rows });
      continue;
    }

    if (LIST_ITEM.test(line)) {
      i = parseList(lines, i, blocks);
      continue;
    }

    const paragraph: string[] = [line];
    i++;
    while (i < lines.length && !isBlank(lines[i] as string) && !startsBlock(lines[i] as string, lines[i + 1])) {
      paragraph.push(lines[i] as string);
      i++;
    }
    blocks.push({ kind: "paragraph", text: paragraph.join("\n") });
  }
  return blocks;
}

/** A list starting at `start`; returns the index after it. Lines indented past the marker belong to the item. */
function parseList(lines: string[], start: number, blocks: Block[]): number {
  const first = LIST_ITEM.exec(lines[start] as string) as RegExpExecArray;
  const baseIndent = indentOf(first[1] ?? "");
  const ordered = /\d/.test(first[2] as string);
  const items: string[][] = [];
  let tight = true;
  let i = start;
  let sawBlank = false;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (isBlank(line)) {
      sawBlank = true;
      i++;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    const indent = indentOf(line);
    if (item && indent === baseIndent && /\d/.test(item[2] as string) === ordered) {
      if (sawBlank && items.length > 0) tight = false;
      sawBlank = false;
      items.push([item[3] ?? ""]);
      i++;
      continue;
    }
    if (indent > baseIndent && items.length > 0) {
      const current = items[items.length - 1] as string[];
      if (sawBlank) current.push("");
      sawBlank = false;
      const contentIndent = baseIndent + (first[2] as string).length + 1;
      current.push(dedent(line, Math.min(indent, contentIndent)));
      i++;
      continue;
    }
    if (!sawBlank && items.length > 0 && !startsBlock(line, lines[i + 1])) {
      // A lazy continuation of the item's paragraph.
      (items[items.length - 1] as string[]).push(line.trim());
      i++;
      continue;
    }
    break;
  }
  // Trailing blank lines do not make a list loose; step back over them for the caller.
  while (i > start && isBlank(lines[i - 1] as string)) i--;
  const startNumber = ordered ? Number.parseInt(first[2] as string, 10) : 1;
  blocks.push({ kind: "list", ordered, start: startNumber, items: items.map(parseLines), tight });
  return i;
}

/* ---------------------------------------------------------------- Inline */

const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/** A link target that cannot run script: http(s), mailto, tel, or a relative/anchor path. Null otherwise. */
export function safeHref(raw: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so judge without them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const href = raw.trim().replace(/[\u0000-\u001F\u007F\s]+/g, "");
  if (href === "") return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href);
  if (scheme) return SAFE_SCHEMES.has(`${(scheme[1] as string).toLowerCase()}:`) ? href : null;
  if (href.startsWith("//")) return `https:${href}`;
  return href;
}

const PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;
const WORD = /[\p{L}\p{N}]/u;

/** Finds the closing delimiter for emphasis starting after `from`. */
function findClosing(text: string, delimiter: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === "\\") {
      i += 2;
      continue;
    }
    if (ch === "`") {
      const end = text.indexOf("`", i + 1);
      if (end === -1) return -1;
      i = end + 1;
      continue;
    }
    if (text.startsWith(delimiter, i)) {
      const before = text[i - 1] ?? "";
      const after = text[i + delimiter.length] ?? "";
      const single = delimiter.length === 1;
      // `*a **b** c*`: a double marker inside a single-marker span is not its end.
      const doubled = single && (after === delimiter || before === delimiter);
      const flanking = before.trim() !== "" && !(delimiter[0] === "_" && WORD.test(after));
      if (!doubled && flanking && i > from) return i;
      if (doubled) {
        i += 2;
        continue;
      }
    }
    i++;
  }
  return -1;
}

/** Parses inline Markdown into nodes. */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) nodes.push({ kind: "text", text: buffer });
    buffer = "";
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;

    if (ch === "\\" && i + 1 < text.length && PUNCTUATION.test(text[i + 1] as string)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }

    if (ch === "\n") {
      if (buffer.endsWith("  ")) {
        buffer = buffer.trimEnd();
        flush();
        nodes.push({ kind: "break" });
      } else buffer += " ";
      i++;
      continue;
    }

    if (ch === "`") {
      const run = /^`+/.exec(text.slice(i))?.[0] ?? "`";
      const end = text.indexOf(run, i + run.length);
      if (end !== -1) {
        flush();
        nodes.push({ kind: "code", text: text.slice(i + run.length, end).trim() || text.slice(i + run.length, end) });
        i = end + run.length;
        continue;
      }
    }

    if ((ch === "*" || ch === "_") && text[i + 1] === ch) {
      const delimiter = ch + ch;
      const opensWord = !(ch === "_" && WORD.test(text[i - 1] ?? ""));
      const end = opensWord && (text[i + 2] ?? " ").trim() !== "" ? findClosing(text, delimiter, i + 2) : -1;
      if (end !== -1) {
        flush();
        nodes.push({ kind: "strong", children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }

    if (ch === "*" || ch === "_") {
      const opensWord = !(ch === "_" && WORD.test(text[i - 1] ?? ""));
      const end = opensWord && (text[i + 1] ?? " ").trim() !== "" ? findClosing(text, ch, i + 1) : -1;
      if (end !== -1) {
        flush();
        nodes.push({ kind: "em", children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }

    if (ch === "[") {
      const link = matchLink(text, i);
      if (link) {
        flush();
        const href = safeHref(link.href);
        const children = parseInline(link.label);
        // An unsafe target (javascript:, data:, …) keeps its words and drops the link.
        if (href) nodes.push({ kind: "link", href, children });
        else nodes.push(...children);
        i = link.end;
        continue;
      }
    }

    buffer += ch;
    i++;
  }
  flush();
  return nodes;
}

function matchLink(text: string, start: number): { label: string; href: string; end: number } | null {
  let depth = 0;
  let i = start;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\\") {
      i++;
      continue;
    }
    if (ch === "[") depth++;
    else if (ch === "]") {
      depth--;
      if (depth === 0) break;
    }
  }
  if (depth !== 0 || text[i + 1] !== "(") return null;
  // The target may hold balanced parentheses: [x](https://en.wikipedia.org/wiki/CRM_(software)).
  let close = -1;
  let parens = 0;
  for (let j = i + 2; j < text.length; j++) {
    if (text[j] === "(") parens++;
    else if (text[j] === ")") {
      if (parens === 0) {
        close = j;
        break;
      }
      parens--;
    }
  }
  if (close === -1) return null;
  const target = text.slice(i + 2, close).trim();
  // [text](url "title"): the title is not shown.
  const href = target.replace(/\s+(".*"|'.*')$/, "").replace(/^<(.*)>$/, "$1");
  return { label: text.slice(start + 1, i), href, end: close + 1 };
}

/* ---------------------------------------------------------------- Rendering */

function isExternal(href: string): boolean {
  return /^https?:/i.test(href) || href.startsWith("//");
}

function renderInline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${node.kind}-${index}`;
    switch (node.kind) {
      case "text":
        return <Fragment key={key}>{node.text}</Fragment>;
      case "strong":
        return (
          <strong key={key} className="font-semibold text-foreground">
            {renderInline(node.children)}
          </strong>
        );
      case "em":
        return <em key={key}>{renderInline(node.children)}</em>;
      case "code":
        return (
          <code key={key} className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.875em] text-foreground">
            {node.text}
          </code>
        );
      case "link":
        return (
          <a
            key={key}
            href={node.href}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            {...(isExternal(node.href) ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {renderInline(node.children)}
          </a>
        );
      case "break":
        return <br key={key} />;
      default:
        return null;
    }
  });
}

const inline = (text: string) => renderInline(parseInline(text));

const HEADING_CLASS: Record<number, string> = {
  2: "mt-10 mb-3 scroll-mt-20 font-semibold text-xl tracking-tight sm:text-2xl",
  3: "mt-8 mb-2 scroll-mt-20 font-semibold text-lg tracking-tight",
  4: "mt-6 mb-2 font-semibold text-base",
};

function renderBlocks(blocks: Block[], options: { tight?: boolean } = {}): ReactNode[] {
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    switch (block.kind) {
      case "heading": {
        // The page's title is its h1: body headings start at h2.
        const level = Math.min(Math.max(block.level, 2), 4);
        const Tag = `h${level}` as "h2" | "h3" | "h4";
        return (
          <Tag key={key} className={HEADING_CLASS[level]}>
            {inline(block.text)}
          </Tag>
        );
      }
      case "paragraph":
        return options.tight ? (
          <Fragment key={key}>{inline(block.text)}</Fragment>
        ) : (
          <p key={key} className="my-4 leading-7">
            {inline(block.text)}
          </p>
        );
      case "code":
        return (
          <pre
            key={key}
            className="my-5 overflow-x-auto rounded-lg border bg-muted/60 p-4 font-mono text-[0.8125rem] leading-6"
          >
            <code>{block.text}</code>
          </pre>
        );
      case "list": {
        const className = cn(
          "my-4 space-y-2 pl-6 marker:text-muted-foreground",
          block.ordered ? "list-decimal" : "list-disc",
          "[&_ol]:my-2 [&_ul]:my-2",
        );
        const items = block.items.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity beyond their position
          <li key={itemIndex} className="pl-1 leading-7 [&>p:first-child]:mt-0 [&>p:last-child]:mb-0 [&>p]:my-2">
            {renderBlocks(item, { tight: block.tight })}
          </li>
        ));
        return block.ordered ? (
          <ol key={key} start={block.start === 1 ? undefined : block.start} className={className}>
            {items}
          </ol>
        ) : (
          <ul key={key} className={className}>
            {items}
          </ul>
        );
      }
      case "quote":
        return (
          <blockquote key={key} className="my-5 border-primary/40 border-l-4 pl-4 text-muted-foreground">
            {renderBlocks(block.blocks)}
          </blockquote>
        );
      case "table":
        return (
          <div key={key} className="my-6 overflow-x-auto rounded-lg border">
            <table className="w-full border-collapse text-left text-sm">
              <thead className="bg-muted/50">
                <tr>
                  {block.header.map((cell, cellIndex) => (
                    <th
                      // biome-ignore lint/suspicious/noArrayIndexKey: table cells are positional
                      key={cellIndex}
                      scope="col"
                      className="border-b px-3 py-2 font-semibold"
                      style={{ textAlign: block.align[cellIndex] ?? undefined }}
                    >
                      {inline(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, rowIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: table rows are positional
                  <tr key={rowIndex} className="border-b last:border-b-0">
                    {block.header.map((_, cellIndex) => (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: table cells are positional
                        key={cellIndex}
                        className="px-3 py-2 align-top"
                        style={{ textAlign: block.align[cellIndex] ?? undefined }}
                      >
                        {inline(row[cellIndex] ?? "")}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      case "rule":
        return <hr key={key} className="my-8 border-border" />;
      default:
        return null;
    }
  });
}

/** Renders Markdown as React elements (see the module comment); `className` styles the wrapper. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  return (
    <div
      data-slot="markdown"
      className={cn("break-words text-base text-foreground/90 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0", className)}
    >
      {renderBlocks(parseBlocks(source))}
    </div>
  );
}
