import { ONBOARDING_STEP_COUNT } from "@engagesuite/shared";

/** SPEC §2: the six onboarding steps, in order. */
export const ONBOARDING_STEPS = [
  "Choose Industry",
  "Select Modules",
  "Company Info",
  "DNS Setup",
  "Payment",
  "Activation",
] as const;

export type StepIndex = 0 | 1 | 2 | 3 | 4 | 5;

export const STEP = {
  chooseIndustry: 0,
  selectModules: 1,
  companyInfo: 2,
  dnsSetup: 3,
  payment: 4,
  activation: 5,
} as const satisfies Record<string, StepIndex>;

if (ONBOARDING_STEPS.length !== ONBOARDING_STEP_COUNT) {
  throw new Error("The onboarding steps must match ONBOARDING_STEP_COUNT");
}

export function isStepIndex(value: unknown): value is StepIndex {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value < ONBOARDING_STEP_COUNT;
}
