import { MarketingIntro } from "@/components/layout/placeholders";

export function ServiceModulesPage() {
  return (
    <MarketingIntro
      title="Service Modules"
      description="The core module comes with every plan; add the services your business needs."
    />
  );
}
