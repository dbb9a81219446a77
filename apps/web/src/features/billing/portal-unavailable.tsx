import { BILLING_MESSAGES } from "@engagesuite/shared";
import { Store } from "lucide-react";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ACCESS_TEXT } from "./access-messages";

/** What a portal client sees when the business's workspace is suspended (issue 18 point 4): no error, a plain notice. */
export function PortalUnavailable({ businessName }: { businessName?: string }) {
  useDocumentTitle(ACCESS_TEXT.portalTitle);
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/30 px-4 py-12">
      <section
        aria-labelledby="portal-unavailable-title"
        className="w-full max-w-md rounded-2xl border bg-card p-8 text-center shadow-sm"
      >
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-2xl bg-muted">
          <Store className="size-7 text-muted-foreground" aria-hidden="true" />
        </div>
        {businessName && <p className="mb-1 font-medium text-muted-foreground text-sm">{businessName}</p>}
        <h1 id="portal-unavailable-title" className="text-balance font-semibold text-2xl tracking-tight">
          {ACCESS_TEXT.portalTitle}
        </h1>
        <p className="mt-3 text-pretty text-muted-foreground">{BILLING_MESSAGES.portalUnavailable}</p>
      </section>
    </main>
  );
}
