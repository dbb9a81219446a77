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
