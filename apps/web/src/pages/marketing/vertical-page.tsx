import { ArrowRight } from "lucide-react";
import { Link, useParams } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePublicVerticals } from "@/features/verticals/use-public-verticals";
import { useDocumentTitle } from "@/lib/use-document-title";
import { NotFoundContent } from "@/pages/errors/not-found-content";

/** /verticals/:slug — one industry solution, from the cached public verticals list. */
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
    <section className="bg-gradient-to-b from-brand-soft to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 font-medium text-muted-foreground text-sm">
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: vertical.color }} />
            Industry Solutions
          </p>
          <h1 className="mt-3 text-balance font-bold text-4xl tracking-tight sm:text-5xl">{vertical.displayName}</h1>
          <p className="mt-5 text-pretty text-lg text-muted-foreground">{vertical.description}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={`/onboarding?vertical=${vertical.id}`}>
                Get Started
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
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
  );
}
