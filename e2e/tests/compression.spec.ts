import { readdirSync, readFileSync, statSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures";

/**
 * Issue 24, point 1, on the real build: every file of apps/web/dist the server sends is asked for with and without
 * Accept-Encoding, and what arrives is checked for its encoding, its Vary and cache headers, and its bytes.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../apps/web/dist");
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

function builtFiles(): string[] {
  return readdirSync(dist, { recursive: true, encoding: "utf8" })
    .filter((entry) => !/\.(br|gz)$/.test(entry) && !entry.startsWith(".") && entry !== "index.html")
    .filter((entry) => statSync(path.join(dist, entry)).isFile())
    .map((entry) => entry.split(path.sep).join("/"));
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
const fetchRaw = (url: string, acceptEncoding?: string) =>
  new Promise<Raw>((resolve, reject) => {
    get(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
const decode = (raw: Raw) =>
  raw.headers["content-encoding"] === "br"
    ? brotliDecompressSync(raw.body)
    : raw.headers["content-encoding"] === "gzip"
      ? gunzipSync(raw.body)
      : raw.body;

test("every built file arrives compressed when asked, as it is otherwise, with the right cache headers", async ({
  baseURL,
}) => {
  const files = builtFiles();
  expect(files.filter((f) => f.startsWith("assets/") && f.endsWith(".js")).length).toBeGreaterThan(5);
  let saved = 0;
  for (const file of files) {
    const url = `${baseURL}/${file}`;
    const original = readFileSync(path.join(dist, file));
    const text = TEXT.test(file);
    for (const [accept, expected] of [
      ["gzip, deflate, br", text ? "br" : undefined],
      ["gzip", text ? "gzip" : undefined],
      [undefined, undefined],
    ] as const) {
      const raw = await fetchRaw(url, accept);
      expect(raw.status, `${file} (${accept})`).toBe(200);
      expect(raw.headers["content-encoding"], `${file} (${accept})`).toBe(expected);
      expect(decode(raw).equals(original), `${file} (${accept}): the same bytes`).toBe(true);
      if (text) expect(raw.headers.vary, file).toMatch(/accept-encoding/i);
      if (file.startsWith("assets/")) expect(raw.headers["cache-control"], file).toContain("immutable");
      if (expected === "br") saved += original.length - raw.body.length;
    }
  }
  expect(saved).toBeGreaterThan(200_000);

  const page = await fetchRaw(`${baseURL}/pricing`, "br, gzip");
  expect(page.headers["content-encoding"]).toBe("br");
  expect(page.headers["cache-control"]).toBe("no-cache");
  expect(decode(page).toString()).toContain("<html");
});
