import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
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
export function requestJson(
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

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  /** The request target exactly as written on the request line: "/%61pi/…", "http://evil.example/api/…". */
  target: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send the body chunked (no Content-Length). */
  chunked?: boolean;
}

/**
 * One HTTP/1.1 request written byte for byte on a socket: no client library normalises the path, adds a Content-Type
 * or drops a header. The connection closes after the answer.
 */
export function rawRequest(port: number, request: RawRequest): Promise<RawResponse> {
  const headers: Record<string, string> = { connection: "close", ...request.headers };
  const body = request.body ?? "";
  if (request.chunked) headers["transfer-encoding"] = "chunked";
  else if (request.body !== undefined) headers["content-length"] = String(Buffer.byteLength(body));
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  const payload = request.chunked && body ? `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n` : body;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${head.join("\r\n")}\r\n\r\n${payload}`));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const split = raw.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = raw.subarray(0, split).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(split + 4);
  if (headers["transfer-encoding"] === "chunked") body = unchunk(body);
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
}

function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", at);
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
