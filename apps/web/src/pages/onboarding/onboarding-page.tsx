import { MarketingIntro } from "@/components/layout/placeholders";

export function OnboardingPage() {
  return (
    <MarketingIntro
      title="Onboarding"
      description="Choose your industry and service modules, set up your company and subdomain, and start your 7-day trial for $1."
    />
  );
}
