import { PLAN_TIERS, type PlanTier, startingStep, tierFromQuery } from "@engagesuite/shared";
import { isStepIndex, STEP, type StepIndex } from "./steps";

/** The browser-session key the wizard's progress is kept under (card data and the client secret never are). */
export const ONBOARDING_STORAGE_KEY = "onboardingWizard";
const STORAGE_VERSION = 1;

/** The company info form's values as entered (SPEC §3), normalised by companyInfoSchema on submit. */
export interface CompanyInfo {
  companyName: string;
  subdomain: string;
  customDomain: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/** What a successful payment leaves behind for the tenant creation. */
export interface PaymentResult {
  subscriptionId: string;
  customerId: string;
  /** ISO date: 7 days after the payment (SPEC §4). */
  trialEndsAt: string;
  billingPeriod: "monthly" | "yearly";
  planTier: PlanTier;
}

export interface WizardState {
  step: StepIndex;
  verticalId: number | null;
  /** Chosen service module ids; the CORE module is added wherever they are used (withCoreModules). */
  serviceModuleIds: number[];
  companyInfo: CompanyInfo | null;
  planTier: PlanTier;
  isYearly: boolean;
  payment: PaymentResult | null;
  tenantId: string | null;
}

/** What is stored: the state and the query string it started from (another query starts a new wizard). */
interface StoredWizard {
  version: number;
  source: string;
  state: WizardState;
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** SPEC §2: the wizard's first state from its query parameters vertical, service, tier and yearly. */
export function initialWizardState(search: string | URLSearchParams): WizardState {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const verticalId = positiveInt(params.get("vertical"));
  const serviceId = verticalId === null ? null : positiveInt(params.get("service"));
  return {
    step: startingStep({
      vertical: verticalId === null ? null : String(verticalId),
      service: serviceId === null ? null : String(serviceId),
    }),
    verticalId,
    serviceModuleIds: serviceId === null ? [] : [serviceId],
    companyInfo: null,
    planTier: tierFromQuery(params.get("tier")),
    isYearly: params.get("yearly") === "true",
    payment: null,
    tenantId: null,
  };
}

/** The query string as a stable key ("vertical=1&tier=basic"), so "?a=1" and "a=1" match. */
function sourceKey(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readCompanyInfo(value: unknown): CompanyInfo | null {
  if (!isRecord(value)) return null;
  const keys: (keyof CompanyInfo)[] = [
    "companyName",
    "subdomain",
    "customDomain",
    "email",
    "phone",
    "address",
    "city",
    "state",
    "zipCode",
    "country",
  ];
  const info = {} as CompanyInfo;
  for (const key of keys) {
    const field = value[key];
    info[key] = typeof field === "string" ? field : "";
  }
  return info;
}

function readPayment(value: unknown): PaymentResult | null {
  if (!isRecord(value)) return null;
  const { subscriptionId, customerId, trialEndsAt, billingPeriod, planTier } = value;
  if (typeof subscriptionId !== "string" || typeof customerId !== "string" || typeof trialEndsAt !== "string") {
    return null;
  }
  return {
    subscriptionId,
    customerId,
    trialEndsAt,
    billingPeriod: billingPeriod === "yearly" ? "yearly" : "monthly",
    planTier: PLAN_TIERS.includes(planTier as PlanTier) ? (planTier as PlanTier) : "PROFESSIONAL",
  };
}

/** A stored state checked field by field; anything unusable gives null (start over). */
export function parseWizardState(value: unknown): WizardState | null {
  if (!isRecord(value) || !isStepIndex(value.step)) return null;
  const verticalId = typeof value.verticalId === "number" && value.verticalId > 0 ? value.verticalId : null;
  const ids = Array.isArray(value.serviceModuleIds)
    ? value.serviceModuleIds.filter((id): id is number => typeof id === "number" && Number.isInteger(id) && id > 0)
    : [];
  const state: WizardState = {
    step: value.step,
    verticalId,
    serviceModuleIds: [...new Set(ids)],
    companyInfo: readCompanyInfo(value.companyInfo),
    planTier: PLAN_TIERS.includes(value.planTier as PlanTier) ? (value.planTier as PlanTier) : "PROFESSIONAL",
    isYearly: value.isYearly === true,
    payment: readPayment(value.payment),
    tenantId: typeof value.tenantId === "string" ? value.tenantId : null,
  };
  return { ...state, step: reachableStep(state) };
}

/** The furthest step the data allows: a restored state never lands past what it has. */
function reachableStep(state: WizardState): StepIndex {
  const wanted = state.step;
  if (state.verticalId === null) return STEP.chooseIndustry;
  if (wanted >= STEP.dnsSetup && !state.companyInfo) return STEP.companyInfo;
  if (wanted >= STEP.activation && !state.payment) return STEP.payment;
  return wanted;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored wizard for this query string, or null (none, another query, or unreadable). */
export function loadWizardState(search: string | URLSearchParams): WizardState | null {
  const raw = storage()?.getItem(ONBOARDING_STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || stored.version !== STORAGE_VERSION || stored.source !== sourceKey(search)) return null;
    return parseWizardState(stored.state);
  } catch {
    return null;
  }
}

export function saveWizardState(search: string | URLSearchParams, state: WizardState): void {
  const stored: StoredWizard = { version: STORAGE_VERSION, source: sourceKey(search), state };
  try {
    storage()?.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: the wizard still works, it just will not survive a reload.
  }
}

export function clearWizardState(): void {
  try {
    storage()?.removeItem(ONBOARDING_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
