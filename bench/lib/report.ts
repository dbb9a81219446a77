import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const readme = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "README.md");

/**
 * Replaces the block between `<!-- results:NAME -->` markers in bench/README.md with the latest figures
 * (`BENCH_WRITE=0` leaves the file alone, for a trial run).
 */
export async function writeResults(name: string, body: string): Promise<void> {
  if (process.env.BENCH_WRITE === "0") return;
  const start = `<!-- results:${name} -->`;
  const end = `<!-- /results:${name} -->`;
  const text = readFileSync(readme, "utf8");
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  const block = `${start}\n${body}\n${end}`;
  writeFileSync(
    readme,
    i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + end.length) : `${text.trimEnd()}\n\n${block}\n`,
  );
}
