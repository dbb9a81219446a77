import { SUITE_NAME, TRIAL_OFFER } from "@engagesuite/shared";
import { useLocation } from "react-router";
import { OnboardingWizard } from "@/features/onboarding/onboarding-wizard";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /onboarding (SPEC §2): the self-service sign-up wizard. A new query string starts a new wizard. */
export function OnboardingPage() {
  useDocumentTitle("Onboarding");
  const { search } = useLocation();
  return (
    <div className="bg-gradient-to-b from-brand-soft via-background to-background">
      <div className="mx-auto max-w-[960px] px-4 pt-10 pb-6 text-center sm:px-6 sm:pt-14">
        <h1 className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">Onboarding</h1>
        <p className="mx-auto mt-3 max-w-2xl text-pretty text-muted-foreground">
          Set up your {SUITE_NAME} CRM in six steps and start with {TRIAL_OFFER}.
        </p>
      </div>
      <div className="px-4 pb-16 sm:px-6 sm:pb-24">
        <OnboardingWizard key={search} search={search} />
      </div>
    </div>
  );
}
