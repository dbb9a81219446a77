import { ONBOARDING_MESSAGES } from "@engagesuite/shared";

/** Stripe's public test card numbers that succeed (https://docs.stripe.com/testing). */
const SUCCEEDING = new Set([
  "4242424242424242",
  "4000056655665556",
  "5555555555554444",
  "2223003122003222",
  "5200828282828210",
  "5105105105105100",
  "378282246310005",
  "371449635398431",
  "6011111111111117",
  "6011000990139424",
  "3056930009020004",
  "36227206271667",
  "3566002020360505",
  "6200000000000005",
]);

/** Stripe's test numbers that decline, with the message Stripe gives. */
const DECLINING: Record<string, string> = {
  "4000000000000002": ONBOARDING_MESSAGES.cardDeclined,
  "4000000000009995": "Your card has insufficient funds.",
  "4000000000009987": ONBOARDING_MESSAGES.cardDeclined,
  "4000000000009979": ONBOARDING_MESSAGES.cardDeclined,
  "4000000000000069": ONBOARDING_MESSAGES.cardExpired,
  "4000000000000127": "Your card's security code is incorrect.",
  "4000000000000119": "An error occurred while processing your card. Try again in a little bit.",
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** True when MM/YY is this month or later. */
export function notExpired(expiry: string, now = new Date()): boolean {
  const [mm, yy] = expiry.split("/").map(Number);
  if (!mm || yy === undefined) return false;
  const year = 2000 + yy;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && mm >= now.getUTCMonth() + 1);
}

export type CardVerdict = { ok: true } | { ok: false; message: string };

/** What Stripe's test mode would answer for this card: the sandbox keeps its rules, and stores no card data. */
export function judgeTestCard(card: { cardNumber: string; expiryDate: string }, now = new Date()): CardVerdict {
  const number = card.cardNumber.replace(/\s+/g, "");
  if (!passesLuhn(number)) return { ok: false, message: ONBOARDING_MESSAGES.cardInvalidNumber };
  if (!notExpired(card.expiryDate, now)) return { ok: false, message: ONBOARDING_MESSAGES.cardExpired };
  const declined = DECLINING[number];
  if (declined) return { ok: false, message: declined };
  if (SUCCEEDING.has(number)) return { ok: true };
  return {
    ok: false,
    message: `${ONBOARDING_MESSAGES.cardDeclined} This is a test environment: use a test card such as 4242 4242 4242 4242.`,
  };
}

/** Stripe's test number whose card attaches to a customer but whose every later charge is declined. */
export const ATTACHES_THEN_DECLINES = "4000000000000341";

/** The card network of a number, as Stripe names it. */
export function cardBrandOf(cardNumber: string): string {
  const n = cardNumber.replace(/\s+/g, "");
  if (/^4/.test(n)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(n)) return "mastercard";
  if (/^3[47]/.test(n)) return "amex";
  if (/^(6011|65|64[4-9])/.test(n)) return "discover";
  if (/^3(0|6|8|9)/.test(n)) return "diners";
  if (/^35/.test(n)) return "jcb";
  if (/^62/.test(n)) return "unionpay";
  return "unknown";
}

/** What the sandbox keeps of a card: brand, last 4, expiry and what charging it will do; never the number or CVC. */
export interface StoredCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: "succeeds" | "declines";
}

/**
 * A card saved for later charges (the billing page's "update card"): Stripe's test numbers that succeed, and
 * 4000000000000341, which attaches and then declines every charge. Refused cards are refused as at onboarding.
 */
export function judgeCardToAttach(
  card: { cardNumber: string; expiryDate: string },
  now = new Date(),
): { ok: true; card: StoredCard } | { ok: false; message: string } {
  const number = card.cardNumber.replace(/\s+/g, "");
  const [mm, yy] = card.expiryDate.split("/").map(Number);
  const stored = (outcome: StoredCard["outcome"]): StoredCard => ({
    brand: cardBrandOf(number),
    last4: number.slice(-4),
    expMonth: mm ?? 1,
    expYear: 2000 + (yy ?? 0),
    outcome,
  });
  if (number === ATTACHES_THEN_DECLINES && notExpired(card.expiryDate, now))
    return { ok: true, card: stored("declines") };
  const verdict = judgeTestCard(card, now);
  return verdict.ok ? { ok: true, card: stored("succeeds") } : verdict;
}
