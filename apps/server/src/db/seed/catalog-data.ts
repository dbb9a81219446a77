/** The reference catalogue: industry verticals and service modules. Images ship in apps/web/public/images. */

export interface VerticalSeed {
  slug: string;
  displayName: string;
  description: string;
  color: string;
  industry: string;
}

export interface ServiceModuleSeed {
  slug: string;
  displayName: string;
  description: string;
  type: "CORE" | "ADDON";
  /** Vertical slugs the module suits; "all" for every vertical. */
  suits: readonly string[] | "all";
}

export const VERTICALS: readonly VerticalSeed[] = [
  {
    slug: "healthcare",
    displayName: "Healthcare",
    description:
      "Patient records, appointment reminders and a secure patient portal for clinics, practices and care providers.",
    color: "#0f766e",
    industry: "healthcare",
  },
  {
    slug: "automotive",
    displayName: "Automotive",
    description:
      "Track customers, vehicles and service history for dealerships, repair shops and detailing businesses.",
    color: "#dc2626",
    industry: "automotive",
  },
  {
    slug: "financial",
    displayName: "Financial Services",
    description:
      "Client relationships, document collection and follow-ups for advisers, accountants and insurance brokers.",
    color: "#1d4ed8",
    industry: "financial services",
  },
  {
    slug: "real-estate",
    displayName: "Real Estate",
    description: "Leads, listings and client communication in one place for agents, brokerages and property managers.",
    color: "#ea580c",
    industry: "real estate",
  },
  {
    slug: "legal",
    displayName: "Legal",
    description:
      "Matters, clients and confidential documents with a client portal for law firms and solo practitioners.",
    color: "#7c3aed",
    industry: "legal",
  },
  {
    slug: "construction",
    displayName: "Construction",
    description: "Bids, subcontractors, suppliers and client updates for contractors, builders and trades businesses.",
    color: "#ca8a04",
    industry: "construction",
  },
  {
    slug: "education",
    displayName: "Education",
    description: "Students, families and enquiries for tutoring centres, private schools and training providers.",
    color: "#2563eb",
    industry: "education",
  },
];

export const SERVICE_MODULES: readonly ServiceModuleSeed[] = [
  {
    slug: "core",
    displayName: "Core CRM",
    description: "Contacts, companies and the company dashboard: the foundation every EngageSuite workspace includes.",
    type: "CORE",
    suits: "all",
  },
  {
    slug: "help-desk",
    displayName: "Help Desk",
    description: "Support tickets with statuses, priorities, assignment, internal notes and customer replies.",
    type: "ADDON",
    suits: "all",
  },
  {
    slug: "knowledge-base",
    displayName: "Knowledge Base",
    description: "Searchable help articles for your team and your customers, organised by category.",
    type: "ADDON",
    suits: "all",
  },
  {
    slug: "client-portal",
    displayName: "Client Portal",
    description: "A branded portal where your customers sign in to see documents, appointments and their account.",
    type: "ADDON",
    suits: "all",
  },
  {
    slug: "billing",
    displayName: "Billing & Invoicing",
    description: "Quotes, invoices and payment tracking linked to each contact.",
    type: "ADDON",
    suits: "all",
  },
  {
    slug: "appointments",
    displayName: "Appointments & Scheduling",
    description: "Bookings, reminders and calendars for client-facing teams.",
    type: "ADDON",
    suits: ["healthcare", "automotive", "financial", "real-estate", "legal", "education"],
  },
  {
    slug: "documents",
    displayName: "Document Management",
    description: "Store, share and request documents securely with clients.",
    type: "ADDON",
    suits: "all",
  },
  {
    slug: "families",
    displayName: "Families & Households",
    description: "Group related contacts into households: patients and guardians, students and parents.",
    type: "ADDON",
    suits: ["healthcare", "education", "financial"],
  },
  {
    slug: "analytics",
    displayName: "Analytics & Reporting",
    description: "Dashboards and reports on contacts, tickets and growth.",
    type: "ADDON",
    suits: "all",
  },
  {
    slug: "inventory",
    displayName: "Inventory & Parts",
    description: "Parts, materials and stock levels tied to jobs and customers.",
    type: "ADDON",
    suits: ["automotive", "construction"],
  },
];

export const verticalHeroImage = (slug: string) => `/images/verticals/${slug}.svg`;
export const moduleHeroImage = (slug: string) => `/images/modules/${slug}.svg`;
