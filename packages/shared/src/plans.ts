import { TRIAL_DAYS, TRIAL_OFFER, TRIAL_PRICE } from "./constants";
import type { PlanTier } from "./enums";

export interface Plan {
  tier: PlanTier;
  name: string;
  description: string;
  price: { monthly: number; yearly: number };
  features: string[];
  cta: string;
  highlighted: boolean;
  trialDays: number;
  trialPrice: number;
  /** null means unlimited */
  maxUsers: number | null;
  storageGb: number;
}

/** SPEC §9 plans: prices in USD per month / per year. */
export const PLANS: readonly Plan[] = [
  {
    tier: "BASIC",
    name: "Basic",
    description: "Everything a small team needs to organise its clients.",
    price: { monthly: 49, yearly: 470 },
    features: ["Up to 3 users", "10GB storage", "Email support", "Basic reporting", "Standard integrations"],
    cta: "Start with Basic",
    highlighted: false,
    trialDays: TRIAL_DAYS,
    trialPrice: TRIAL_PRICE,
    maxUsers: 3,
    storageGb: 10,
  },
  {
    tier: "PROFESSIONAL",
    name: "Professional",
    description: "For growing businesses that want automation and deeper insight.",
    price: { monthly: 99, yearly: 950 },
    features: [
      "Up to 10 users",
      "50GB storage",
      "Priority email support",
      "Advanced reporting",
      "Custom integrations",
      "Workflow automation",
    ],
    cta: "Start with Professional",
    highlighted: true,
    trialDays: TRIAL_DAYS,
    trialPrice: TRIAL_PRICE,
    maxUsers: 10,
    storageGb: 50,
  },
  {
    tier: "ENTERPRISE",
    name: "Enterprise",
    description: "For organisations that need scale, guarantees and a dedicated partner.",
    price: { monthly: 199, yearly: 1910 },
    features: [
      "Unlimited users",
      "250GB storage",
      "24/7 phone support",
      "Executive dashboard",
      "Custom development",
      "Dedicated account manager",
      "SLA guarantee",
    ],
    cta: "Start with Enterprise",
    highlighted: false,
    trialDays: TRIAL_DAYS,
    trialPrice: TRIAL_PRICE,
    maxUsers: null,
    storageGb: 250,
  },
];

/** One row of the pricing page's comparison: a text per plan, or whether the plan includes it. */
export interface PlanComparisonRow {
  label: string;
  values: Record<PlanTier, string | boolean>;
}

const everyPlan = { BASIC: true, PROFESSIONAL: true, ENTERPRISE: true } as const;
const seats = (plan: PlanTier) => {
  const maxUsers = planByTier(plan).maxUsers;
  return maxUsers === null ? "Unlimited" : `Up to ${maxUsers}`;
};
const storage = (plan: PlanTier) => `${planByTier(plan).storageGb} GB`;

/** The pricing page's plan comparison: the plans' own limits, then what each includes. */
export const PLAN_COMPARISON: readonly PlanComparisonRow[] = [
  {
    label: "Team members",
    values: { BASIC: seats("BASIC"), PROFESSIONAL: seats("PROFESSIONAL"), ENTERPRISE: seats("ENTERPRISE") },
  },
  {
    label: "Storage",
    values: { BASIC: storage("BASIC"), PROFESSIONAL: storage("PROFESSIONAL"), ENTERPRISE: storage("ENTERPRISE") },
  },
  { label: "Contacts with notes, tags and a timeline", values: everyPlan },
  { label: "Help desk and knowledge base", values: everyPlan },
  { label: "Client portal on your own subdomain", values: everyPlan },
  { label: "Your industry's module and words", values: everyPlan },
  { label: "Your logo and colours", values: everyPlan },
  { label: "Support", values: { BASIC: "Email", PROFESSIONAL: "Priority email", ENTERPRISE: "24/7 phone" } },
  { label: "Reporting", values: { BASIC: "Basic", PROFESSIONAL: "Advanced", ENTERPRISE: "Executive dashboard" } },
  { label: "Integrations", values: { BASIC: "Standard", PROFESSIONAL: "Custom", ENTERPRISE: "Custom development" } },
  { label: "Workflow automation", values: { BASIC: false, PROFESSIONAL: true, ENTERPRISE: true } },
  { label: "Dedicated account manager", values: { BASIC: false, PROFESSIONAL: false, ENTERPRISE: true } },
  { label: "SLA guarantee", values: { BASIC: false, PROFESSIONAL: false, ENTERPRISE: true } },
  { label: "Trial", values: { BASIC: TRIAL_OFFER, PROFESSIONAL: TRIAL_OFFER, ENTERPRISE: TRIAL_OFFER } },
];

export function planByTier(tier: PlanTier): Plan {
  const plan = PLANS.find((p) => p.tier === tier);
  if (!plan) throw new Error(`Unknown plan tier ${tier}`);
  return plan;
}

/** SPEC §2: `tier` query parameter; starter or basic selects Basic, enterprise selects Enterprise, anything else Professional. */
export function tierFromQuery(tier: string | null | undefined): PlanTier {
  const t = (tier ?? "professional").toLowerCase();
  if (t === "starter" || t === "basic") return "BASIC";
  if (t === "enterprise") return "ENTERPRISE";
  return "PROFESSIONAL";
}
