import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";
import { listenOnLoopback, requestJson } from "../test/raw-http";
import { REDACTED, redactUrl } from "./logging";

describe("redactUrl", () => {
  it("replaces the values of token and code parameters, keeping the rest as written", () => {
    expect(redactUrl("/reset-password?token=abc")).toBe(`/reset-password?token=${REDACTED}`);
    expect(redactUrl("/api/auth/handoff?code=abc&next=%2Fx")).toBe(`/api/auth/handoff?code=${REDACTED}&next=%2Fx`);
    expect(redactUrl("/x?verificationToken=a&tenant=demo&to%6Ben=b")).toBe(
      `/x?verificationToken=${REDACTED}&tenant=demo&to%6Ben=${REDACTED}`,
    );
    expect(redactUrl("/api/contacts?search=ann")).toBe("/api/contacts?search=ann");
    expect(redactUrl("/plain")).toBe("/plain");
  });
});

describe("secrets never reach the log (issue 15, point 6) — a real server's log stream", () => {
  let t: TestApp;
  let port: number;
  const lines: string[] = [];
  const SECRETS = {
    resetToken: "RESETtoken0123456789abcdefghijklmnopqrstuvw",
    portalToken: "PORTALtoken0123456789abcdefghijklmnopqrstuv",
    handoffCode: "HANDOFFcode0123456789abcdefghijklmnopqrstu",
    verifyToken: "VERIFYtoken0123456789abcdefghijklmnopqrstuv",
    staffSession: "STAFFsession0123456789abcdefghijklmnopqrst",
    portalSession: "PORTALsession0123456789abcdefghijklmnopqrs",
    bearer: "BEARERsecret0123456789abcdefghijklmnopqrst",
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { LOG_LEVEL: "info" }, deps: { logStream: { write: (l) => lines.push(l) } } });
    port = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  it("logs each request's path with token and code values and cookies left out", async () => {
    const cookie = `es_session=${SECRETS.staffSession}; es_portal=${SECRETS.portalSession}`;
    const requests: [string, Record<string, string>][] = [
      [`/reset-password?token=${SECRETS.resetToken}`, { host: "localhost:3000" }],
      [`/portal/reset-password?token=${SECRETS.portalToken}`, { host: "demo.localhost:3000" }],
      [`/api/auth/handoff?code=${SECRETS.handoffCode}`, { host: "demo.localhost:3000" }],
      [`/verify-email?token=${SECRETS.verifyToken}`, { host: "demo.localhost:3000" }],
      ["/api/auth/me", { host: "localhost:3000", cookie, authorization: `Bearer ${SECRETS.bearer}` }],
      ["/api/client-portal/me", { host: "demo.localhost:3000", cookie }],
    ];
    for (const [path, headers] of requests) await requestJson(port, "GET", path, headers);
    // Code that logs headers on purpose gets them censored as well.
    t.app.log.info({ headers: { cookie, authorization: `Bearer ${SECRETS.bearer}` } }, "headers of a request");

    const log = lines.join("");
    expect(log).toContain(`"url":"/reset-password?token=${REDACTED}"`);
    expect(log).toContain(`"url":"/api/auth/handoff?code=${REDACTED}"`);
    expect(log).toContain(`"cookie":"${REDACTED}"`);
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect({ name, logged: log.includes(secret) }).toEqual({ name, logged: false });
    }
  });
});
