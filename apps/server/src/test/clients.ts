import { request as httpRequest } from "node:http";
import type { FastifyInstance } from "fastify";

/** One answer, whether it came through app.inject or a real socket. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies of many shapes; each test reads the fields it needs.
  body: any;
  /** `name=value` of every cookie the answer set (cleared ones left out). */
  cookies: string[];
  headers: Record<string, string | string[] | undefined>;
}

export type Method = "GET" | "POST" | "PUT" | "DELETE";
export type Send = (
  method: Method,
  url: string,
  body?: unknown,
  options?: { host?: string; cookie?: string },
) => Promise<Answer>;

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

function browserHeaders(method: Method, host: string, cookie?: string): Record<string, string> {
  // State changes carry their own Origin, as a browser's same-origin request does (the CSRF check wants it).
  const headers: Record<string, string> = { host };
  if (cookie) headers.cookie = cookie;
  if (method !== "GET") headers.origin = `http://${host}`;
  return headers;
}

/** Requests through app.inject, as a browser on `defaultHost` would send them. */
export function injectClient(app: FastifyInstance, defaultHost = "localhost:3000"): Send {
  return async (method, url, body, options = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: browserHeaders(method, options.host ?? defaultHost, options.cookie),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return {
      status: res.statusCode,
      body: parse(res.body),
      cookies: res.cookies.filter((c) => c.value !== "").map((c) => `${c.name}=${c.value}`),
      headers: res.headers as Answer["headers"],
    };
  };
}

/**
 * Requests over a real socket to 127.0.0.1:port with the Host header of `localhost:port` (Node's fetch will not set
 * Host, and `*.localhost` does not resolve in Node).
 */
export function socketClient(port: number): Send {
  return (method, url, body, options = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const headers = browserHeaders(method, options.host ?? `localhost:${port}`, options.cookie);
      if (payload !== undefined) headers["content-type"] = "application/json";
      const req = httpRequest({ host: "127.0.0.1", port, method, path: url, headers, timeout: 10_000 }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          const setCookie = res.headers["set-cookie"] ?? [];
          resolve({
            status: res.statusCode ?? 0,
            body: parse(text),
            cookies: setCookie.map((c) => c.split(";")[0] ?? "").filter((c) => c.includes("=") && !c.endsWith("=")),
            headers: res.headers,
          });
        });
      });
      req.on("timeout", () => req.destroy(new Error(`${method} ${url} timed out`)));
      req.on("error", reject);
      req.end(payload);
    });
}

function expectStatus(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/**
 * The onboarding wizard's requests up to POST /api/onboarding/tenants (subdomain held, sandbox card paid): the tenant
 * is created and its provisioning job enqueued. Answers the new tenant's id.
 */
export async function onboardTenant(send: Send, subdomain: string, email: string, name: string): Promise<string> {
  const verticals = expectStatus(await send("GET", "/api/public/verticals"), 200, "verticals").body as { id: number }[];
  const verticalId = verticals[0]!.id;
  const dns = expectStatus(await send("POST", "/api/dns/setup", { subdomain, verticalId }), 200, "dns setup");
  const cookie = dns.cookies.join("; ");
  const sub = expectStatus(
    await send(
      "POST",
      "/api/payments/get-or-create-subscription",
      {
        email,
        name,
        planType: "PROFESSIONAL",
        isYearly: false,
      },
      { cookie },
    ),
    200,
    "subscription",
  ).body;
  const card = expectStatus(
    await send(
      "POST",
      "/api/payments/sandbox/confirm-card",
      {
        clientSecret: sub.clientSecret,
        cardNumber: "4242424242424242",
        cardName: "Fault Test",
        expiryDate: "12/30",
        cvc: "123",
      },
      { cookie },
    ),
    200,
    "card",
  ).body;
  expectStatus(
    await send(
      "POST",
      "/api/payments/confirm-subscription",
      {
        subscriptionId: sub.subscriptionId,
        paymentIntentId: card.paymentIntentId,
      },
      { cookie },
    ),
    200,
    "confirm subscription",
  );
  const created = expectStatus(
    await send(
      "POST",
      "/api/onboarding/tenants",
      {
        name,
        subdomain,
        verticalModuleId: verticalId,
        serviceModules: [],
        email,
        stripeCustomerId: sub.customerId,
        stripeSubscriptionId: sub.subscriptionId,
      },
      { cookie },
    ),
    201,
    "create tenant",
  );
  return created.body.id as string;
}
