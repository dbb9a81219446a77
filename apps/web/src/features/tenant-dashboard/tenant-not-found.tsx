import { ArrowLeft, Building2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";

/** SPEC §2: the dashboard's tenant does not exist. */
export function TenantNotFound() {
  useDocumentTitle("Tenant Not Found");
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center justify-center px-4 py-16 text-center sm:py-24">
      <div className="mb-8 flex size-16 items-center justify-center rounded-2xl border bg-card shadow-sm">
        <Building2 className="size-8 text-primary" aria-hidden="true" />
      </div>
      <h1 className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">Tenant Not Found</h1>
      <p className="mt-4 text-pretty text-muted-foreground">
        The tenant you're looking for doesn't exist or isn't available.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Return Home
        </Link>
      </Button>
    </section>
  );
}
