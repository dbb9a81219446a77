import { MarketingIntro } from "@/components/layout/placeholders";

export function PricingPage() {
  return (
    <MarketingIntro
      title="Pricing"
      description="Basic, Professional and Enterprise plans, billed monthly or yearly, each starting with a 7-day trial for $1."
    />
  );
}
