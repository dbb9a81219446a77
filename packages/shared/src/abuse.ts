/** Limits on public writes (issue 15, point 8): what a visitor is told when one is reached (429 with Retry-After). */
export const ABUSE_MESSAGES = {
  tooManyReservations:
    "This network is holding too many subdomains at once. Finish an onboarding, or try again when one has expired.",
  tooManyPaymentAttempts: "Too many payment attempts. Please wait a few minutes and try again.",
} as const;

/** At most this many subdomains held at once by the visitors of one IP address (reservations last an hour). */
export const RESERVATIONS_PER_IP = 5;
