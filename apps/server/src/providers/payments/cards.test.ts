import { describe, expect, it } from "vitest";
import { judgeTestCard, notExpired, passesLuhn } from "./cards";

const NOW = new Date("2026-11-22T12:00:00Z");

describe("sandbox card rules", () => {
  it("checks Luhn", () => {
    expect(passesLuhn("4242424242424242")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
  });

  it("accepts this month and later, refuses earlier months", () => {
    expect(notExpired("11/26", NOW)).toBe(true);
    expect(notExpired("01/27", NOW)).toBe(true);
    expect(notExpired("10/26", NOW)).toBe(false);
  });

  it.each([
    ["4242424242424242", "12/30", { ok: true }],
    ["5555555555554444", "12/30", { ok: true }],
    ["4000000000000002", "12/30", { ok: false, message: "Your card was declined." }],
    ["4000000000009995", "12/30", { ok: false, message: "Your card has insufficient funds." }],
    ["4242424242424241", "12/30", { ok: false, message: "Your card number is invalid." }],
    ["4242424242424242", "01/20", { ok: false, message: "Your card has expired." }],
  ])("%s %s -> %o", (cardNumber, expiryDate, verdict) => {
    expect(judgeTestCard({ cardNumber, expiryDate }, NOW)).toEqual(verdict);
  });

  it("declines a real (non-test) card number as Stripe's test mode does", () => {
    const verdict = judgeTestCard({ cardNumber: "4111111111111111", expiryDate: "12/30" }, NOW);
    expect(verdict.ok).toBe(false);
  });
});
