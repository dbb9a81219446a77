import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";

export interface RawAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many shapes; each test reads the fields it needs.
  body: any;
  headers: Record<string, string | string[] | undefined>;
}

/** Starts the app on a real socket (127.0.0.1, a free port) and answers the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return (app.server.address() as AddressInfo).port;
}

/**
 * One request over a real socket with exactly the headers given (Host included: what a client can put on the wire,
 * which app.inject would not show for proxy headers and the socket's address).
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const all: Record<string, string> = { ...headers };
    if (payload !== undefined) all["content-type"] = "application/json";
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers: all, timeout: 10_000 }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => {
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
      });
    });
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}
