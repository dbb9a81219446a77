import { ENTITLEMENT_MESSAGES, isModuleComingSoon, type ServiceModule } from "@engagesuite/shared";
import { ArrowRight, Lock } from "lucide-react";
import { Link } from "react-router";
import { MarketingIntro } from "@/components/layout/placeholders";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ONBOARDING_TEXT } from "@/features/onboarding/messages";
import { isCoreModule, useServiceModules } from "@/features/verticals/use-catalog";

/** /service-modules: every service module (catalogApi.serviceModules); the CORE module comes with every plan. */
export function ServiceModulesPage() {
  const modules = useServiceModules();
  return (
    <MarketingIntro
      title="Service Modules"
      description="The core module comes with every plan; add the services your business needs."
    >
      <section aria-label="All service modules" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {modules.isPending ? (
          <ul
            aria-busy="true"
            aria-label="Loading service modules"
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          >
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton list
              <li key={i}>
                <Skeleton className="h-72 w-full rounded-xl" />
              </li>
            ))}
          </ul>
        ) : modules.isError ? (
          <Alert variant="destructive" className="mx-auto max-w-xl">
            <AlertTitle>Service modules could not be loaded</AlertTitle>
            <AlertDescription>
              <p>Please check your connection and try again.</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="mt-2"
                disabled={modules.isFetching}
                onClick={() => modules.refetch()}
              >
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {modules.data.map((module) => (
              <li key={module.id} className="flex">
                <ModuleCard module={module} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-14 flex justify-center">
          <Button asChild size="lg">
            <Link to="/onboarding">
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </MarketingIntro>
  );
}

export function ModuleCard({ module }: { module: ServiceModule }) {
  const core = isCoreModule(module);
  const comingSoon = isModuleComingSoon(module.slug);
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="aspect-[16/9] overflow-hidden bg-muted">
        <img src={module.heroImage} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-lg tracking-tight">{module.displayName}</h2>
          {core && (
            <Badge variant="secondary">
              <Lock aria-hidden="true" />
              {ONBOARDING_TEXT.includedByDefault}
            </Badge>
          )}
          {comingSoon && <Badge variant="outline">{ENTITLEMENT_MESSAGES.comingSoonBadge}</Badge>}
        </div>
        <p className="text-muted-foreground text-sm">{module.description}</p>
      </div>
    </article>
  );
}
