import type { FastifyInstance } from "fastify";
import { HttpError } from "./http-error";

const NUL_MESSAGE = "Text cannot contain the NUL character";
const CHARSET_MESSAGE = "Send JSON as UTF-8";

/** Whether a Content-Type names JSON in a character set other than UTF-8 (which the parser would read as UTF-8). */
export function isJsonInAnotherCharset(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [media = "", ...parameters] = contentType.split(";").map((part) => part.trim().toLowerCase());
  if (media !== "application/json") return false;
  const charset = parameters
    .find((p) => p.startsWith("charset="))
    ?.slice("charset=".length)
    .replaceAll('"', "");
  return charset !== undefined && charset !== "utf-8" && charset !== "utf8";
}

interface Node {
  value: unknown;
  key: string | null;
  parent: Node | null;
}

/** The dotted path of a node, at most 200 characters (the field name of the error answer). */
function pathOf(node: Node): string {
  const keys: string[] = [];
  for (let n: Node | null = node; n; n = n.parent) if (n.key !== null) keys.push(n.key);
  const path = keys.reverse().join(".") || "_";
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * Where the first NUL character is in a parsed query, path or JSON body ("name", "tags.0", "_" for the whole value).
 * Iterative and linear in the input's size: a body may nest arrays 100,000 deep.
 */
export function findNul(value: unknown): string | null {
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return pathOf(node);
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) stack.push({ value: current[i], key: String(i), parent: node });
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      for (const [k, v] of Object.entries(current)) {
        if (k.includes("\u0000")) return pathOf({ value: v, key: k.replaceAll("\u0000", ""), parent: node });
        stack.push({ value: v, key: k, parent: node });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL anywhere in a request's path parameters, query string or JSON body would
 * pass every schema and then fail in the database with a 500. It is refused up front with a 400, for every route (a new
 * route cannot forget it).
 */
export function registerInputGuard(app: FastifyInstance): void {
  // JSON in UTF-16 (or any charset but UTF-8) would be parsed as if it were UTF-8: refused before it is read (415).
  app.addHook("preParsing", async (request) => {
    if (isJsonInAnotherCharset(request.headers["content-type"])) throw new HttpError(415, CHARSET_MESSAGE);
  });
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part);
      if (field !== null) throw new HttpError(400, NUL_MESSAGE, { [field]: [NUL_MESSAGE] });
    }
  });
}
