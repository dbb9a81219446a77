import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  cardSchema,
  companyInfoSchema,
  contactInputSchema,
  deriveSubdomain,
  numericIdSchema,
  platformLoginSchema,
  portalLoginSchema,
  portalRegisterSchema,
  tenantLoginSchema,
} from "./schemas";

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("portal login and register (SPEC §5)", () => {
  it("uses the spec's messages", () => {
    expect(messages(portalLoginSchema, { email: "nope", password: "" })).toEqual([
      "Please enter a valid email address",
      "Password is required",
    ]);
    expect(
      messages(portalRegisterSchema, {
        email: "a@b.co",
        firstName: "A",
        lastName: "B",
        password: "12345",
        confirmPassword: "12345",
      }),
    ).toEqual([
      "First name must be at least 2 characters",
      "Last name must be at least 2 characters",
      "Password must be at least 6 characters",
    ]);
    expect(
      messages(portalRegisterSchema, {
        email: "a@b.co",
        firstName: "Ann",
        lastName: "Lee",
        password: "Ilex-harbour-42",
        confirmPassword: "Ilex-harbour-43",
      }),
    ).toEqual(["Passwords do not match"]);
  });
});

describe("platform and tenant login (SPEC §5)", () => {
  it("uses the spec's messages, with the platform's full stops", () => {
    expect(messages(platformLoginSchema, { email: "x", password: "12345" })).toEqual([
      "Please enter a valid email address.",
      "Password must be at least 6 characters.",
    ]);
    expect(messages(tenantLoginSchema, { username: " ", password: "" })).toEqual([
      "Username is required",
      "Password is required",
    ]);
  });
});

describe("company info (SPEC §5)", () => {
  const valid = { companyName: "Acme Dental", subdomain: "acme-dental", email: "owner@acme.example" };

  it("accepts the minimum and lower-cases the subdomain", () => {
    const parsed = companyInfoSchema.parse({ ...valid, subdomain: "Acme-Dental" });
    expect(parsed.subdomain).toBe("acme-dental");
  });

  it.each([
    [{ companyName: "A" }, "Company name must be at least 2 characters"],
    [{ subdomain: "ab" }, "Subdomain must be at least 3 characters"],
    [{ subdomain: "a".repeat(21) }, "Subdomain must be at most 20 characters"],
    [{ subdomain: "acme_dental" }, "Subdomain can only contain lowercase letters, numbers, and hyphens"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
  ])("rejects %o with '%s'", (patch, message) => {
    expect(messages(companyInfoSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe("deriveSubdomain (SPEC §5)", () => {
  it.each([
    ["Acme Dental", "acme-dental"],
    ["  Smith & Sons, LLC!  ", "smith-sons-llc"],
    ["--Hello---World--", "hello-world"],
    ["Über Café 24", "ber-caf-24"],
    ["A very long company name indeed", "a-very-long-company"],
  ])("%s -> %s", (name, expected) => {
    expect(deriveSubdomain(name)).toBe(expected);
  });
});

describe("card (SPEC §5)", () => {
  const valid = { cardNumber: "4242 4242 4242 4242", cardName: "Jo Doe", expiryDate: "12/30", cvc: "123" };

  it("accepts a valid card and strips spaces", () => {
    expect(cardSchema.parse(valid).cardNumber).toBe("4242424242424242");
  });

  it.each([
    [{ cardNumber: "4242abcd42424242" }, "Card number must contain only digits"],
    [{ cardName: "J" }, "Card holder name is required"],
    [{ expiryDate: "1230" }, "Expiry date must be in MM/YY format"],
    [{ expiryDate: "13/30" }, "Expiry date must be in MM/YY format"],
    [{ cvc: "12a" }, "CVC must contain only digits"],
    [{ cvc: "12" }, "CVC must contain only digits"],
  ])("rejects %o with '%s'", (patch, message) => {
    expect(messages(cardSchema, { ...valid, ...patch })).toContain(message);
  });

  it("rejects lengths outside 13 to 19 digits", () => {
    expect(messages(cardSchema, { ...valid, cardNumber: "424242424242" })).toEqual([
      "Card number must be 13 to 19 digits",
    ]);
    expect(messages(cardSchema, { ...valid, cardNumber: "4".repeat(20) })).toEqual([
      "Card number must be 13 to 19 digits",
    ]);
  });
});

describe("contact (SPEC §5)", () => {
  it("defaults status ACTIVE, leaves the type to the workspace (its first type), drops empty optional fields", () => {
    expect(contactInputSchema.parse({ name: "Jo Doe", email: "", phone: "" })).toEqual({
      name: "Jo Doe",
      status: "ACTIVE",
    });
  });

  it("uses the spec's messages", () => {
    expect(messages(contactInputSchema, { name: "J", email: "bad" })).toEqual([
      "Name must be at least 2 characters",
      "Invalid email address",
    ]);
    expect(messages(contactInputSchema, { name: "Jo", type: "FRIEND!" }).length).toBe(1);
  });
});

describe("numericIdSchema", () => {
  it("accepts positive integers and refuses the rest with one message", () => {
    expect(numericIdSchema.parse("42")).toBe(42);
    for (const bad of [
      "abc",
      "0",
      "-1",
      "1.5",
      "99999999999",
      "2147483648",
      "0x10",
      "0b11",
      "1e1",
      "+7",
      "007",
      " 7",
      "",
    ]) {
      expect(messages(numericIdSchema, bad)).toEqual(["Invalid id"]);
    }
  });
});
