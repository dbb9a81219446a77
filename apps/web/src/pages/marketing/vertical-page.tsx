import { type PublicVertical, TRIAL_OFFER } from "@engagesuite/shared";
import { ArrowRight, Check, Lock } from "lucide-react";
import { Link, useParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ONBOARDING_TEXT } from "@/features/onboarding/messages";
import { isCoreModule, useCompatibleModules } from "@/features/verticals/use-catalog";
import { usePublicVerticals } from "@/features/verticals/use-public-verticals";
import { useDocumentTitle } from "@/lib/use-document-title";
import { NotFoundContent } from "@/pages/errors/not-found-content";

/** /verticals/:slug — one industry solution, from the cached public verticals list, with the modules that suit it. */
export function VerticalPage() {
  const { slug } = useParams();
  const { data, isPending, isError, refetch, isFetching } = usePublicVerticals();
  const vertical = data?.find((v) => v.slug === slug);
  useDocumentTitle(
    vertical?.displayName ?? (isPending ? "Industry Solutions" : isError ? "Industry Solutions" : "Page Not Found"),
  );

  if (isPending) {
    return (
      <div aria-busy="true" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <span className="sr-only" role="status">
          Loading
        </span>
        <div className="space-y-4">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="mt-6 h-10 w-36" />
        </div>
        <Skeleton className="aspect-[16/10] w-full rounded-xl" />
      </div>
    );
  }

  if (isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20">
        <Alert variant="destructive">
          <AlertTitle>Industry solutions could not be loaded</AlertTitle>
          <AlertDescription>
            <p>Please check your connection and try again.</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              disabled={isFetching}
              onClick={() => refetch()}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  if (!vertical) return <NotFoundContent />;

  return (
    <>
      <section className="border-b bg-gradient-to-b from-brand-soft to-background">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="inline-flex items-center gap-2 font-medium text-muted-foreground text-sm">
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: vertical.color }} />
              Industry Solutions
            </p>
            <h1 className="mt-3 text-balance font-bold text-4xl tracking-tight sm:text-5xl">{vertical.displayName}</h1>
            <p className="mt-5 text-pretty text-lg text-muted-foreground">{vertical.description}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <StartButton vertical={vertical} />
              <Button asChild size="lg" variant="outline">
                <Link to={{ pathname: "/", hash: "industries" }}>All industries</Link>
              </Button>
            </div>
          </div>
          <div className="overflow-hidden rounded-xl border shadow-sm" style={{ backgroundColor: vertical.color }}>
            <img src={vertical.heroImage} alt="" className="aspect-[16/10] w-full object-cover" />
          </div>
        </div>
      </section>
      <SuitedModules vertical={vertical} />
    </>
  );
}

function StartButton({ vertical }: { vertical: PublicVertical }) {
  return (
    <Button asChild size="lg">
      <Link to={`/onboarding?vertical=${vertical.id}`}>
        Start with {vertical.displayName}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The modules made for this industry (catalogApi.compatibleModules), CORE first. */
function SuitedModules({ vertical }: { vertical: PublicVertical }) {
  const modules = useCompatibleModules(vertical.id);
  return (
    <section aria-labelledby="suited-modules-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="max-w-2xl">
        <h2 id="suited-modules-heading" className="font-semibold text-2xl tracking-tight sm:text-3xl">
          Modules for {vertical.displayName}
        </h2>
        <p className="mt-3 text-muted-foreground">
          The services that suit your industry. The core module comes with every plan; add the others you need.
        </p>
      </div>
      <div className="mt-10">
        {modules.isPending ? (
          <ul aria-busy="true" aria-label="Loading modules" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton list
              <li key={i}>
                <Skeleton className="h-28 w-full rounded-xl" />
              </li>
            ))}
          </ul>
        ) : modules.isError ? (
          <Alert variant="destructive" className="max-w-xl">
            <AlertTitle>Modules could not be loaded</AlertTitle>
            <AlertDescription>
              <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => modules.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {modules.data.map((module) => (
              <li key={module.id} className="flex gap-4 rounded-xl border bg-card p-5 shadow-xs">
                <span aria-hidden="true" className="size-14 shrink-0 overflow-hidden rounded-lg bg-muted">
                  <img src={module.heroImage} alt="" loading="lazy" className="size-full object-cover" />
                </span>
                <div className="min-w-0">
                  <h3 className="flex flex-wrap items-center gap-2 font-semibold">
                    {module.displayName}
                    {isCoreModule(module) && (
                      <Badge variant="secondary">
                        <Lock aria-hidden="true" />
                        {ONBOARDING_TEXT.includedByDefault}
                      </Badge>
                    )}
                  </h3>
                  <p className="mt-1 text-muted-foreground text-sm">{module.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="mt-12 flex flex-col items-start gap-3 rounded-2xl border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <p className="font-semibold text-lg">Ready to try {vertical.displayName}?</p>
          <p className="mt-1 flex items-center gap-2 text-muted-foreground text-sm">
            <Check className="size-4 text-primary" aria-hidden="true" />
            {TRIAL_OFFER}, cancel anytime before the trial ends.
          </p>
        </div>
        <StartButton vertical={vertical} />
      </div>
    </section>
  );
}
