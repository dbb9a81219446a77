import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, APP_DOMAIN: "localhost", SEED_DEMO: true, NODE_ENV: "development" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/\.data$/);
  });

  it("reads the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      APP_DOMAIN: "engagesuite.com",
      SEED_DEMO: "false",
      SECRET_KEY: "x".repeat(32),
    });
    expect(config).toMatchObject({ PORT: 8080, APP_DOMAIN: "engagesuite.com", SEED_DEMO: false });
  });

  it("names every invalid variable", () => {
    expect(() => loadConfig({ PORT: "eighty", SEED_DEMO: "maybe" })).toThrow(
      /PORT[\s\S]*SEED_DEMO|SEED_DEMO[\s\S]*PORT/,
    );
  });
});
