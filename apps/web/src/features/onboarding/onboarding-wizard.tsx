import {
  ADDITIONAL_USERS,
  DEFAULT_COUNTRY,
  INCLUDED_USERS,
  type OnboardingTenantInput,
  tenantUrl,
} from "@engagesuite/shared";
import { type ReactNode, useEffect, useRef } from "react";
import { useAppHost } from "@/app/host-context";
import { useCompatibleModules } from "@/features/verticals/use-catalog";
import { usePublicVerticals } from "@/features/verticals/use-public-verticals";
import { ActivationStep, type ActivationSummary } from "./activation-step";
import { ChooseIndustryStep } from "./choose-industry-step";
import { CompanyInfoStep } from "./company-info-step";
import { DnsSetupStep } from "./dns-setup-step";
import { withCoreModules } from "./modules";
import { PaymentStep } from "./payment-step";
import { SelectModulesStep } from "./select-modules-step";
import { StepIndicator } from "./step-indicator";
import { STEP } from "./steps";
import { useOnboardingWizard } from "./use-onboarding-wizard";
import type { CompanyInfo, PaymentResult } from "./wizard-state";

function tenantBody(
  info: CompanyInfo,
  verticalId: number,
  serviceModules: number[],
  payment: PaymentResult,
): OnboardingTenantInput {
  return {
    name: info.companyName,
    slug: info.subdomain,
    subdomain: info.subdomain,
    verticalModuleId: verticalId,
    serviceModules,
    planTier: payment.planTier,
    billingPeriod: payment.billingPeriod,
    email: info.email,
    phoneNumber: info.phone || null,
    address: info.address || null,
    city: info.city || null,
    state: info.state || null,
    postalCode: info.zipCode || null,
    country: info.country || DEFAULT_COUNTRY,
    customDomain: info.customDomain.trim() || null,
    stripeCustomerId: payment.customerId,
    stripeSubscriptionId: payment.subscriptionId,
    includedUsers: INCLUDED_USERS,
    additionalUsers: ADDITIONAL_USERS,
  };
}

/**
 * The six-step onboarding wizard (SPEC §2, §4). `search` is the page's query string (vertical, service, tier,
 * yearly); the progress is kept in sessionStorage so a reload resumes it.
 */
export function OnboardingWizard({ search }: { search: string }) {
  const { state, update, advance, back, goBack, finish } = useOnboardingWizard(search);
  const { appDomain } = useAppHost();
  const verticals = usePublicVerticals();
  const modules = useCompatibleModules(state.verticalId);
  const vertical = verticals.data?.find((v) => v.id === state.verticalId) ?? null;
  const moduleIds = withCoreModules(state.serviceModuleIds, modules.data);

  // Focus the step heading after a move (not on the first render: the page's own heading comes first).
  const firstStep = useRef(state.step);
  const moved = useRef(false);
  if (state.step !== firstStep.current) moved.current = true;

  // SPEC §2: step 1 and later only with a vertical; data a step needs missing sends it back (e.g. a cleared store).
  useEffect(() => {
    if (state.step > STEP.chooseIndustry && state.verticalId === null) goBack(STEP.chooseIndustry);
    else if (state.step > STEP.companyInfo && !state.companyInfo) goBack(STEP.companyInfo);
    else if (state.step > STEP.payment && !state.payment) goBack(STEP.payment);
  }, [state.step, state.verticalId, state.companyInfo, state.payment, goBack]);

  const focusHeading = moved.current;
  const subdomain = state.companyInfo?.subdomain.toLowerCase() ?? "";
  const crmUrl = subdomain ? tenantUrl(subdomain, appDomain, window.location.protocol, window.location.port) : "";
  const hostname = subdomain ? `${subdomain}.${appDomain}` : appDomain;

  let content: ReactNode = null;
  switch (state.step) {
    case STEP.chooseIndustry:
      content = (
        <ChooseIndustryStep
          selectedId={state.verticalId}
          onSelect={(verticalId) => update(verticalId === state.verticalId ? {} : { verticalId, serviceModuleIds: [] })}
          onContinue={() => advance()}
          focusHeading={focusHeading}
        />
      );
      break;
    case STEP.selectModules:
      if (state.verticalId !== null) {
        content = (
          <SelectModulesStep
            verticalId={state.verticalId}
            verticalName={vertical?.displayName ?? null}
            selectedIds={state.serviceModuleIds}
            onChange={(serviceModuleIds) => update({ serviceModuleIds })}
            onContinue={(serviceModuleIds) => advance({ serviceModuleIds })}
            onBack={back}
            onChooseIndustry={() => goBack(STEP.chooseIndustry)}
            focusHeading={focusHeading}
          />
        );
      }
      break;
    case STEP.companyInfo:
      content = (
        <CompanyInfoStep
          initial={state.companyInfo}
          onContinue={(companyInfo) => advance({ companyInfo })}
          onBack={back}
          focusHeading={focusHeading}
        />
      );
      break;
    case STEP.dnsSetup:
      if (state.companyInfo && state.verticalId !== null) {
        content = (
          <DnsSetupStep
            subdomain={subdomain}
            hostname={hostname}
            customDomain={state.companyInfo.customDomain.trim().toLowerCase() || null}
            verticalId={state.verticalId}
            onContinue={() => advance()}
            onBack={back}
            focusHeading={focusHeading}
          />
        );
      }
      break;
    case STEP.payment:
      if (state.companyInfo) {
        content = (
          <PaymentStep
            companyInfo={state.companyInfo}
            planTier={state.planTier}
            isYearly={state.isYearly}
            onPlanChange={(planTier) => update({ planTier })}
            onPeriodChange={(isYearly) => update({ isYearly })}
            onPaid={(payment) => advance({ payment })}
            onBack={back}
            focusHeading={focusHeading}
          />
        );
      }
      break;
    case STEP.activation:
      if (state.companyInfo && state.payment && state.verticalId !== null) {
        const summary: ActivationSummary = {
          companyName: state.companyInfo.companyName,
          verticalName: vertical?.displayName ?? null,
          serviceModuleNames: (modules.data ?? []).filter((m) => moduleIds.includes(m.id)).map((m) => m.displayName),
          crmUrl,
          payment: state.payment,
        };
        content = (
          <ActivationStep
            summary={summary}
            tenantBody={
              modules.isSuccess ? tenantBody(state.companyInfo, state.verticalId, moduleIds, state.payment) : null
            }
            tenantId={state.tenantId}
            onTenantCreated={(tenantId) => update({ tenantId })}
            onComplete={finish}
            focusHeading={focusHeading}
          />
        );
      }
      break;
  }

  return (
    <div className="mx-auto w-full max-w-[960px]">
      <div className="mb-6 sm:mb-8">
        <StepIndicator current={state.step} onSelect={goBack} locked={state.step === STEP.activation} />
      </div>
      {content}
    </div>
  );
}
