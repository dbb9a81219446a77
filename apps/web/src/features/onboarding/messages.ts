import { FALLBACK_VERTICAL_NAME } from "@engagesuite/shared";

/**
 * The onboarding screen texts of SPEC §2 and §8 that the shared package does not carry (it holds the server's
 * messages, ONBOARDING_MESSAGES). Quoted exactly; tests assert them.
 */
export const ONBOARDING_TEXT = {
  subscriptionFailedTitle: "Subscription Setup Failed",
  configurationError: "Configuration Error",
  paymentFailedTitle: "Payment Failed",
  paymentErrorTitle: "Payment Error",
  paymentSuccessTitle: "Payment Successful",
  paymentSuccessDescription: "Your $1 trial has been activated!",
  tenantCreatedTitle: "Tenant Created",
  tenantCreateErrorTitle: "Error Creating Tenant",
  congratulations: "Congratulations",
  dnsConfigured: "Configured and Validated",
  sslProvisioned: "Certificate Provisioned",
  goToDashboard: "Go to Dashboard",
  includedByDefault: "Included by default",
} as const;

/** SPEC §2 activation banner texts; `vertical` is the vertical's display name, 'CRM' when unknown. */
export function bannerText(status: "pending" | "in_progress" | "complete", vertical?: string | null): string {
  const name = vertical || FALLBACK_VERTICAL_NAME;
  switch (status) {
    case "pending":
      return "Initializing your environment...";
    case "in_progress":
      return `Setting up your ${name} platform...`;
    case "complete":
      return `Your ${name} platform is ready! Check your email for login details.`;
  }
}
