import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Stored text (contact names, tickets, articles, tenant names) reaches the screens only as React text: nothing in the
 * web app turns a string into markup. A new raw-HTML sink must come with a sanitizer and be listed here on purpose.
 */
const SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment|srcdoc/;
const ALLOWED: string[] = [];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("the web app's sources", () => {
  it("never turn a string into HTML", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
    const found = sources(root)
      .filter((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .some((line) => SINKS.test(line) && !/^\s*(\*|\/\/)/.test(line)),
      )
      .map((file) => path.relative(root, file));
    expect(found.filter((file) => !ALLOWED.includes(file))).toEqual([]);
  });
});
