/** Business constants of SPEC §9 and the storage keys of SPEC §4. One source for server and web. */

export const SUITE_NAME = "EngageSuite";

export const TRIAL_DAYS = 7;
export const TRIAL_PRICE = 1;
/** The trial offer in the one wording every screen uses (issue 23); the spec's hero keeps its own words. */
export const TRIAL_OFFER = `$${TRIAL_PRICE} for ${TRIAL_DAYS} days`;
export const CURRENCY = "USD";
export const CURRENCY_DECIMALS = 2;
export const INCLUDED_USERS = 5;
export const ADDITIONAL_USERS = 0;
export const DEFAULT_COUNTRY = "US";

export const DEFAULT_PRIMARY_COLOR = "#0f766e";
export const DEFAULT_SECONDARY_COLOR = "#f0fdfa";

export const THEME_STORAGE_KEY = "theme";
export const DEFAULT_THEME = "light";
export const PORTAL_USER_STORAGE_KEY = "clientPortalUser";

export const SUBDOMAIN_MIN_LENGTH = 3;
export const SUBDOMAIN_MAX_LENGTH = 20;
export const PORTAL_PASSWORD_MIN_LENGTH = 6;
export const PLATFORM_PASSWORD_MIN_LENGTH = 6;
export const CONTACT_NAME_MIN_LENGTH = 2;
export const SEARCH_MIN_LENGTH = 3;

export const DNS_DEFAULT_TTL = 3600;
export const SSL_EXPIRY_FALLBACK_DAYS = 90;

export const TICKET_ID_PAD = 5;
export const CLAMP_LINES = 2;

export const ONBOARDING_STEP_COUNT = 6;
export const PROVISIONING_IN_PROGRESS_AFTER_MS = 2000;
export const PROVISIONING_COMPLETE_AFTER_MS = 8000;
export const FALLBACK_VERTICAL_NAME = "CRM";

/**
 * Toast settings (SPEC §9, DESIGN §2), applied to Sonner (`apps/web/src/components/ui/toaster.tsx`). The spec's
 * Radix-store values a removal delay of 1,000,000 ms and a swipe threshold of 50 px have no Sonner counterpart:
 * see docs/ARCHITECTURE.md, "Web app".
 */
export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeDirection: "right",
  hotkey: ["F8"],
  viewportMaxWidthPx: 420,
} as const;

/** TanStack Query defaults (SPEC §9): two readings, by screen group. */
export const QUERY_DEFAULTS = {
  retry: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
  gcTimeMs: 5 * 60 * 1000,
  staleTimeMs: 5 * 60 * 1000,
} as const;
export const PUBLIC_VERTICALS_STALE_TIME_MS = 300_000;

/** The first subdomain labels a tenant can never take. */
export const RESERVED_SUBDOMAINS = [
  "www",
  "api",
  "admin",
  "app",
  "mail",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "portal",
  "static",
  "assets",
  "cdn",
  "docs",
  "status",
  "help",
  "support",
  "billing",
  "dashboard",
  "login",
  "auth",
  "root",
  "test",
  "dev",
  "staging",
] as const;

/** The seeded demo tenant; also the dev-hosting default tenant on tenant paths (SPEC §2). */
export const DEMO_TENANT_SUBDOMAIN = "demo";
