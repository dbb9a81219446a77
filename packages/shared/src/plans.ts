import { TRIAL_DAYS, TRIAL_PRICE } from "./constants";
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
