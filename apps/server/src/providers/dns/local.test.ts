import os from "node:os";
import { describe, expect, it } from "vitest";
import { LocalDnsProvider } from "./local";

describe("LocalDnsProvider", () => {
  const provider = new LocalDnsProvider("engagesuite.test");

  it("computes a required CNAME to the platform and an ownership TXT record with the default TTL", async () => {
    const records = await provider.ensureRecords("acme.engagesuite.test");
    expect(records).toEqual([
      { type: "CNAME", name: "acme.engagesuite.test", value: "engagesuite.test", ttl: 3600, isRequired: true },
      {
        type: "TXT",
        name: "_engagesuite.acme.engagesuite.test",
        value: expect.stringMatching(/^engagesuite-verification=[a-f0-9]{32}$/),
        ttl: 3600,
        isRequired: false,
      },
    ]);
  });

  it("counts names under localhost as verified without a lookup (RFC 6761)", async () => {
    const records = await provider.ensureRecords("acme.localhost");
    const checked = await provider.verify("acme.localhost", records);
    expect(checked.map((r) => r.status)).toEqual(["verified", "verified"]);
  });

  it("verifies by a real lookup: a name that resolves is verified, one that does not stays pending", async () => {
    const resolvable = os.hostname();
    const [ok] = await provider.verify(resolvable, [
      { type: "CNAME", name: resolvable, value: "x", ttl: 3600, isRequired: true },
    ]);
    expect(ok?.status).toBe("verified");
    const missing = await provider.verify("nobody.invalid", await provider.ensureRecords("nobody.invalid"));
    expect(missing.map((r) => r.status)).toEqual(["pending", "pending"]);
  });
});
