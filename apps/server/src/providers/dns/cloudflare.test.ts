import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CloudflareDnsProvider } from "./cloudflare";

/** A local stand-in for Cloudflare's DNS records API (the paid outside service's boundary), over real HTTP. */
let server: Server;
let base: string;
const records: { id: string; type: string; name: string; content: string; ttl: number }[] = [];
const seenAuth: string[] = [];

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seenAuth.push(String(req.headers.authorization));
    const url = new URL(req.url ?? "/", "http://x");
    res.setHeader("content-type", "application/json");
    if (!url.pathname.startsWith("/client/v4/zones/zone-123/dns_records")) {
      res.statusCode = 404;
      res.end(JSON.stringify({ success: false, errors: [{ message: "no route" }], result: null }));
      return;
    }
    if (req.method === "GET") {
      const found = records.filter(
        (r) => r.type === url.searchParams.get("type") && r.name === url.searchParams.get("name"),
      );
      res.end(JSON.stringify({ success: true, result: found }));
      return;
    }
    const b = await body(req);
    const record = {
      id: `rec-${records.length + 1}`,
      type: String(b.type),
      name: String(b.name),
      content: String(b.content),
      ttl: Number(b.ttl),
    };
    records.push(record);
    res.end(JSON.stringify({ success: true, result: record }));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("CloudflareDnsProvider", () => {
  it("creates the records once, with the API token, and reports them verified", async () => {
    const provider = new CloudflareDnsProvider({
      apiToken: "tok",
      zoneId: "zone-123",
      target: "engagesuite.com",
      apiBase: base,
    });
    const first = await provider.ensureRecords("acme.engagesuite.com");
    const second = await provider.ensureRecords("acme.engagesuite.com");
    expect(records.map((r) => [r.type, r.name, r.content, r.ttl])).toEqual([
      ["CNAME", "acme.engagesuite.com", "engagesuite.com", 3600],
      ["TXT", "_engagesuite.acme.engagesuite.com", expect.stringMatching(/^engagesuite-verification=/), 3600],
    ]);
    expect(second.map((r) => r.providerId)).toEqual(first.map((r) => r.providerId));
    expect(new Set(seenAuth)).toEqual(new Set(["Bearer tok"]));
    const verified = await provider.verify("acme.engagesuite.com", first);
    expect(verified.map((r) => r.status)).toEqual(["verified", "verified"]);
  });

  it("fails loudly when Cloudflare refuses", async () => {
    const provider = new CloudflareDnsProvider({ apiToken: "tok", zoneId: "other-zone", target: "x", apiBase: base });
    await expect(provider.ensureRecords("a.example.com")).rejects.toThrow(/Cloudflare GET .* failed: no route/);
  });
});
