import { RotateCw, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/layout/skip-link";
import { Wordmark } from "@/components/layout/wordmark";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * Shown by RouteErrorBoundary when a page's code failed to load (after a deploy) or a page failed to render: it offers
 * a reload. It is part of the entry chunk, so it shows even when no other chunk can be loaded.
 */
export function RouteErrorPage() {
  useDocumentTitle("Something went wrong");

  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Wordmark />
          <ThemeToggle />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
          <div className="mb-6 flex size-14 items-center justify-center rounded-2xl border bg-card shadow-sm">
            <TriangleAlert className="size-7 text-destructive" aria-hidden="true" />
          </div>
          <h1 className="font-semibold text-3xl tracking-tight">Something went wrong</h1>
          <p className="mt-4 text-muted-foreground">This page could not be displayed. Reloading usually fixes it.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button type="button" onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" />
              Reload page
            </Button>
            <Button asChild variant="outline">
              <Link to="/">Back to home</Link>
            </Button>
          </div>
        </section>
      </main>
    </div>
  );
}
