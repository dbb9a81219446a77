import { describe, expect, it } from "vitest";
import { SecretBox } from "./secret-box";

describe("SecretBox", () => {
  const box = new SecretBox("a test secret of enough length");

  it("opens what it sealed, only for the same purpose and key", () => {
    const sealed = box.seal("totp", "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open("totp", sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(box.open("acme", sealed)).toBeNull();
    expect(new SecretBox("another secret of enough length").open("totp", sealed)).toBeNull();
  });

  it("refuses an altered or malformed value", () => {
    const sealed = box.seal("totp", "secret");
    for (const at of [0, 12, 27, 28]) {
      // Flip one bit of the IV, the tag's first and last byte, and the ciphertext: each must be refused.
      const raw = Buffer.from(sealed.slice(3), "base64url");
      raw[at]! ^= 1;
      expect(box.open("totp", `v1.${raw.toString("base64url")}`)).toBeNull();
    }
    expect(box.open("totp", "v1.")).toBeNull();
    expect(box.open("totp", "plain text")).toBeNull();
  });

  it("tokens expire", () => {
    const token = box.sealToken("verify", { id: "u1" }, 1000, 5_000);
    expect(box.openToken("verify", token, 5_500)).toMatchObject({ id: "u1" });
    expect(box.openToken("verify", token, 6_000)).toBeNull();
  });
});
