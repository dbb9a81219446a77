import { describe, expect, it } from "vitest";
import { COMPANY } from "./test-fixtures";
import {
  clearWizardState,
  initialWizardState,
  loadWizardState,
  ONBOARDING_STORAGE_KEY,
  parseWizardState,
  saveWizardState,
  type WizardState,
} from "./wizard-state";

describe("initialWizardState: SPEC §2 query parameters", () => {
  it.each([
    ["", 0, null, []],
    ["?vertical=3", 1, 3, []],
    ["?vertical=3&service=7", 2, 3, [7]],
    ["?service=7", 0, null, []],
    ["?vertical=abc", 0, null, []],
    ["?vertical=0", 0, null, []],
    ["?vertical=3&service=x", 1, 3, []],
  ])("%s starts at step %i", (search, step, verticalId, services) => {
    const state = initialWizardState(search);
    expect(state.step).toBe(step);
    expect(state.verticalId).toBe(verticalId);
    expect(state.serviceModuleIds).toEqual(services);
  });

  it.each([
    ["", "PROFESSIONAL"],
    ["?tier=starter", "BASIC"],
    ["?tier=basic", "BASIC"],
    ["?tier=BASIC", "BASIC"],
    ["?tier=enterprise", "ENTERPRISE"],
    ["?tier=professional", "PROFESSIONAL"],
    ["?tier=gold", "PROFESSIONAL"],
  ])("tier %s selects %s", (search, tier) => {
    expect(initialWizardState(search).planTier).toBe(tier);
  });

  it.each([
    ["?yearly=true", true],
    ["?yearly=false", false],
    ["?yearly=1", false],
    ["", false],
  ])("yearly %s is %s", (search, isYearly) => {
    expect(initialWizardState(search).isYearly).toBe(isYearly);
  });
});

const progressed: WizardState = {
  step: 3,
  verticalId: 1,
  serviceModuleIds: [10, 11],
  companyInfo: COMPANY,
  planTier: "BASIC",
  isYearly: true,
  payment: null,
  tenantId: null,
};

describe("sessionStorage persistence", () => {
  it("stores under 'onboardingWizard' and restores for the same query string", () => {
    saveWizardState("?tier=basic&yearly=true", progressed);
    expect(sessionStorage.getItem(ONBOARDING_STORAGE_KEY)).toContain('"companyName":"Acme Health"');
    expect(loadWizardState("yearly=true&tier=basic")).toEqual(progressed);
  });

  it("starts over for another query string", () => {
    saveWizardState("", progressed);
    expect(loadWizardState("?vertical=2")).toBeNull();
  });

  it("ignores an unreadable value and clears", () => {
    sessionStorage.setItem(ONBOARDING_STORAGE_KEY, "{not json");
    expect(loadWizardState("")).toBeNull();
    saveWizardState("", progressed);
    clearWizardState();
    expect(sessionStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull();
  });

  it("never lands past the data it has", () => {
    expect(parseWizardState({ ...progressed, companyInfo: null })?.step).toBe(2);
    expect(parseWizardState({ ...progressed, step: 5 })?.step).toBe(4);
    expect(parseWizardState({ ...progressed, verticalId: null })?.step).toBe(0);
    expect(parseWizardState({ ...progressed, step: 9 })).toBeNull();
  });
});
