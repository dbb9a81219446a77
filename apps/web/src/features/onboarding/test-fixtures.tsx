import type {
  DnsRecord,
  Provisioning,
  PublicVertical,
  ServiceModule,
  SslSetupStatus,
  SubscriptionSetup,
} from "@engagesuite/shared";
import type { ReactElement } from "react";
import { renderRoutes } from "@/test/render";
import type { CompanyInfo } from "./wizard-state";

/** Shared answers for the onboarding component tests (the shapes of packages/shared/src/onboarding.ts). */

export const VERTICALS: PublicVertical[] = [
  {
    id: 1,
    slug: "healthcare",
    displayName: "Healthcare",
    description: "Patients, appointments and records for clinics",
    heroImage: "/images/verticals/healthcare.svg",
    color: "#0ea5e9",
  },
  {
    id: 2,
    slug: "legal",
    displayName: "Legal",
    description: "Matters and clients for law firms",
    heroImage: "/images/verticals/legal.svg",
    color: "#7c3aed",
  },
];

export const MODULES: ServiceModule[] = [
  {
    id: 10,
    slug: "core",
    displayName: "Core CRM",
    description: "Users, roles and the dashboard",
    heroImage: "/images/modules/core.svg",
    type: "CORE",
  },
  {
    id: 11,
    slug: "contacts",
    displayName: "Contacts",
    description: "People and companies you work with",
    heroImage: "/images/modules/contacts.svg",
    type: "ADDON",
  },
  {
    id: 12,
    slug: "help-desk",
    displayName: "Help Desk",
    description: "Support tickets and comments",
    heroImage: "/images/modules/help-desk.svg",
    type: "ADDON",
  },
];

export const COMPANY: CompanyInfo = {
  companyName: "Acme Health",
  subdomain: "acme-health",
  customDomain: "",
  email: "owner@acme.example",
  phone: "555-0100",
  address: "1 Main St",
  city: "Springfield",
  state: "IL",
  zipCode: "62701",
  country: "US",
};

export function records(status: DnsRecord["status"] = "verified"): DnsRecord[] {
  return [
    { type: "A", name: "acme-health.localhost", value: "127.0.0.1", ttl: 3600, isRequired: true, status },
    {
      type: "TXT",
      name: "_engagesuite.acme-health.localhost",
      value: "engagesuite-verify=abc123",
      ttl: 3600,
      isRequired: false,
      status: "pending",
    },
  ];
}

export const DNS_SETUP = {
  id: "zone-1",
  subdomain: "acme-health",
  hostname: "acme-health.localhost",
  records: records(),
};

export const SSL: SslSetupStatus = {
  status: "active",
  expiresAt: "2027-02-20T00:00:00.000Z",
  issuer: "EngageSuite Wildcard CA",
  domains: ["acme-health.localhost"],
  autoRenew: true,
};

export const SUBSCRIPTION: SubscriptionSetup = {
  subscriptionId: "sub_123",
  clientSecret: "pi_123_secret_abcdefghijk",
  customerId: "cus_123",
};

export const TENANT_ID = "00000000-0000-4000-8000-0000000000c1";

export function provisioning(status: Provisioning["status"]): Provisioning {
  return {
    tenantId: TENANT_ID,
    subdomain: "acme-health",
    status,
    steps: [{ name: "Create database records", status: status === "complete" ? "done" : "pending" }],
    crmUrl: "http://acme-health.localhost",
  };
}

/** The public catalogue reads every step may make. */
export const CATALOG_ROUTES = {
  "GET /api/public/verticals": { body: VERTICALS },
  "GET /api/services/compatible/1": { body: MODULES },
  "GET /api/payments/config": { body: { provider: "sandbox", publishableKey: null } },
} as const;

/** Render one component at "/" inside the app's providers (a /dashboard route exists for links). */
export function renderAt(element: ReactElement, path = "/") {
  return renderRoutes(
    [
      { path: "/", element },
      { path: "/onboarding", element },
      { path: "/dashboard", element: <h1>Dashboard</h1> },
    ],
    path,
  );
}
