import { ArrowLeft, Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The 404 content, also used inside pages that find nothing (an unknown vertical slug). */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center sm:py-28">
      <div className="relative mb-8">
        <div aria-hidden="true" className="absolute inset-0 -z-10 rounded-full bg-primary/15 blur-2xl" />
        <div className="flex size-16 items-center justify-center rounded-2xl border bg-card shadow-sm">
          <Compass className="size-8 text-primary" aria-hidden="true" />
        </div>
      </div>
      <p className="font-semibold text-primary text-sm tracking-widest">404</p>
      <h1 className="mt-2 text-balance font-semibold text-3xl tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-4 text-pretty text-muted-foreground">
        The page you're looking for doesn't exist or may have been moved.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Back to home
        </Link>
      </Button>
    </section>
  );
}
