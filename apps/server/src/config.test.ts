import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

/** A real domain's required settings, so each test changes only what it is about. */
const REAL = { APP_DOMAIN: "engagesuite.com", SECRET_KEY: "x".repeat(32), STRIPE_SECRET_KEY: "sk_live_x" };

describe("loadConfig", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, APP_DOMAIN: "localhost", SEED_DEMO: true, NODE_ENV: "development" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\.data$/);
    expect(config).toMatchObject({ publicUrl: "http://localhost:3000", payments: "sandbox", TRUST_PROXY: false });
  });

  it("reads the environment", () => {
    const config = loadConfig({ ...REAL, PORT: "8080", SEED_DEMO: "false" });
    expect(config).toMatchObject({ PORT: 8080, APP_DOMAIN: "engagesuite.com", SEED_DEMO: false });
  });

  it("names every invalid variable", () => {
    expect(() => loadConfig({ PORT: "eighty", SEED_DEMO: "maybe" })).toThrow(
      /PORT[\s\S]*SEED_DEMO|SEED_DEMO[\s\S]*PORT/,
    );
  });
});

describe("DATABASE_POOLER: DATABASE_URL through a transaction-pooling PgBouncer", () => {
  it("needs a direct MIGRATION_DATABASE_URL beside it (migrations, jobs and LISTEN need a session)", () => {
    const bounced = "postgres://app@127.0.0.1:6432/engagesuite";
    expect(() => loadConfig({ DATABASE_URL: bounced, DATABASE_POOLER: "transaction" })).toThrow(
      /DATABASE_POOLER=transaction needs DATABASE_URL \(through the pooler\) and MIGRATION_DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: bounced, DATABASE_POOLER: "session" })).toThrow(/DATABASE_POOLER/);
    const config = loadConfig({
      DATABASE_URL: bounced,
      MIGRATION_DATABASE_URL: "postgres://postgres@127.0.0.1:5432/engagesuite",
      DATABASE_POOLER: "transaction",
    });
    expect(config.DATABASE_POOLER).toBe("transaction");
  });
});

describe("PUBLIC_URL: the origin of every link in an e-mail", () => {
  it("defaults to http://localhost:PORT on localhost and https://APP_DOMAIN elsewhere", () => {
    expect(loadConfig({ PORT: "3110" }).publicUrl).toBe("http://localhost:3110");
    expect(loadConfig({ PORT: "80" }).publicUrl).toBe("http://localhost");
    expect(loadConfig({ ...REAL, PORT: "8080" }).publicUrl).toBe("https://engagesuite.com");
  });

  it("takes an origin on APP_DOMAIN or its www host, without a trailing slash", () => {
    expect(loadConfig({ ...REAL, PUBLIC_URL: "https://engagesuite.com/" }).publicUrl).toBe("https://engagesuite.com");
    expect(loadConfig({ ...REAL, PUBLIC_URL: "https://www.engagesuite.com:8443" }).publicUrl).toBe(
      "https://www.engagesuite.com:8443",
    );
  });

  it("refuses another host, a path, or plain http on a real domain", () => {
    expect(() => loadConfig({ ...REAL, PUBLIC_URL: "https://evil.example" })).toThrow(
      /PUBLIC_URL must name APP_DOMAIN/,
    );
    expect(() => loadConfig({ ...REAL, PUBLIC_URL: "https://engagesuite.com/app" })).toThrow(/origin only/);
    expect(() => loadConfig({ ...REAL, PUBLIC_URL: "http://engagesuite.com" })).toThrow(/must use https/);
    expect(() => loadConfig({ PUBLIC_URL: "not a url" })).toThrow(/absolute URL/);
  });
});

describe("TRUST_PROXY: proxies trusted by count or address", () => {
  it("reads a hop count, a list of addresses and CIDRs, or nothing", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...REAL, TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ ...REAL, TRUST_PROXY: "10.0.0.0/8, 192.168.1.10,::1,loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.10",
      "::1",
      "loopback",
    ]);
  });

  it("refuses `true` outside localhost, saying what to give instead", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(() => loadConfig({ ...REAL, TRUST_PROXY: "true" })).toThrow(/number of proxies.*or their addresses/);
  });

  it("refuses what is neither a count nor addresses", () => {
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/not understood: 10\.0\.0\.0\/40/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.internal" })).toThrow(/not understood: proxy\.internal/);
    expect(() => loadConfig({ TRUST_PROXY_HOST: "true" })).toThrow(/TRUST_PROXY_HOST/);
    expect(loadConfig({ TRUST_PROXY: "1", TRUST_PROXY_HOST: "true" }).TRUST_PROXY_HOST).toBe(true);
  });
});

describe("safe defaults outside a laptop", () => {
  it("seeds demo data by default on localhost only, and when SEED_DEMO=true", () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig(REAL).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...REAL, SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
  });

  it("refuses to start on a real domain with no Stripe keys unless PAYMENTS=sandbox says so", () => {
    const { STRIPE_SECRET_KEY: _key, ...noStripe } = REAL;
    expect(() => loadConfig(noStripe)).toThrow(/STRIPE_SECRET_KEY: required when APP_DOMAIN is not localhost/);
    expect(loadConfig({ ...noStripe, PAYMENTS: "sandbox" }).payments).toBe("sandbox");
    expect(loadConfig(REAL).payments).toBe("stripe");
    expect(() => loadConfig({ PAYMENTS: "stripe" })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
  });

  it("serves /api/docs except in production on a real domain, unless API_DOCS says otherwise", () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).apiDocs).toBe(true);
    expect(loadConfig({ ...REAL, NODE_ENV: "production" }).apiDocs).toBe(false);
    expect(loadConfig({ ...REAL, NODE_ENV: "production", API_DOCS: "true" }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: "false" }).apiDocs).toBe(false);
  });
});

describe("outboxView: where a local tenant's mail can be read", () => {
  it("is on for `npm start` and `npm run dev` on localhost, off on a real domain and in tests unless asked", () => {
    expect(loadConfig({ NODE_ENV: "production" }).outboxView).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).outboxView).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).outboxView).toBe(false);
    expect(loadConfig({ ...REAL, NODE_ENV: "production" }).outboxView).toBe(false);
    expect(loadConfig({ ...REAL, NODE_ENV: "production", MAIL_OUTBOX_VIEW: "true" }).outboxView).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", MAIL_OUTBOX_VIEW: "false" }).outboxView).toBe(false);
  });
});
