import { type Invoice, subscriptionApi } from "@engagesuite/shared";
import { ExternalLink, FileDown } from "lucide-react";
import { useAppHost } from "@/app/host-context";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/api";
import { urlOf } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useInvoices } from "./api";
import { day, money } from "./format";
import { BILLING_TEXT } from "./messages";

const STATUS_NAMES: Record<Invoice["status"], string> = {
  paid: "Paid",
  open: "Open",
  void: "Void",
  uncollectible: "Uncollectible",
};

const STATUS_BADGE: Record<Invoice["status"], string> = {
  paid: "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  open: "border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200",
  void: "text-muted-foreground",
  uncollectible: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
};

/**
 * The invoice's PDF: Stripe's own, or ours (the sandbox's, from its endpoint). On localhost the tenant named by
 * `?tenant=` goes along, as a link cannot carry the X-Tenant header.
 */
export function invoicePdfHref(tenantId: string, invoice: Pick<Invoice, "id" | "pdfUrl">, tenant?: string): string {
  if (invoice.pdfUrl) return invoice.pdfUrl;
  const url = urlOf(subscriptionApi.invoicePdf, { params: { tenantId, invoiceId: invoice.id } });
  return tenant ? `${url}?${new URLSearchParams({ tenant })}` : url;
}

function InvoiceStatusBadge({ status }: { status: Invoice["status"] }) {
  return (
    <Badge variant="outline" className={cn("font-medium", STATUS_BADGE[status])}>
      {STATUS_NAMES[status]}
    </Badge>
  );
}

function InvoiceLinks({ tenantId, invoice }: { tenantId: string; invoice: Invoice }) {
  const { context } = useAppHost();
  const tenant = context.kind === "tenant" && context.via !== "host" ? context.subdomain : undefined;
  const linkClass =
    "inline-flex items-center gap-1 rounded-sm font-medium text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50";
  return (
    <span className="inline-flex items-center gap-3">
      <a
        href={invoicePdfHref(tenantId, invoice, tenant)}
        target="_blank"
        rel="noreferrer"
        className={linkClass}
        aria-label={`PDF of invoice ${invoice.number}`}
      >
        <FileDown className="size-4" aria-hidden="true" />
        PDF
      </a>
      {invoice.hostedUrl && (
        <a
          href={invoice.hostedUrl}
          target="_blank"
          rel="noreferrer"
          className={linkClass}
          aria-label={`${invoice.status === "open" ? "Pay" : "View"} invoice ${invoice.number} online`}
        >
          {invoice.status === "open" ? "Pay" : "View"}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      )}
    </span>
  );
}

/** The subscription's invoices, newest first: a table, one card per invoice on phones. */
export function InvoicesList({ tenantId }: { tenantId: string }) {
  const invoices = useInvoices(tenantId);
  const rows = invoices.data?.invoices ?? [];
  return (
    <section aria-labelledby="billing-invoices" className="space-y-3">
      <h3 id="billing-invoices" className="font-semibold text-lg">
        Invoices
      </h3>
      {invoices.isPending ? (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : invoices.isError ? (
        <LoadFailedAlert title={BILLING_TEXT.invoicesFailed} onRetry={() => void invoices.refetch()}>
          {errorMessage(invoices.error, "Please try again.")}
        </LoadFailedAlert>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
          {BILLING_TEXT.noInvoices}
        </p>
      ) : (
        <>
          <ul className="grid gap-3 md:hidden" aria-label="Invoices">
            {rows.map((invoice) => (
              <li key={invoice.id} className="min-w-0">
                <Card className="gap-2 px-4 py-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium">{invoice.description}</p>
                      <p className="text-muted-foreground text-xs">
                        {day(invoice.issuedAt)} · {invoice.number}
                      </p>
                    </div>
                    <p className="shrink-0 font-medium tabular-nums">{money(invoice.amountCents)}</p>
                  </div>
                  <div className="flex items-center justify-between gap-3">
                    <InvoiceStatusBadge status={invoice.status} />
                    <InvoiceLinks tenantId={tenantId} invoice={invoice} />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <Table aria-label="Invoices" containerClassName="hidden md:block rounded-xl border">
            <TableHeader>
              <TableRow>
                <TableHead className="pl-4">Date</TableHead>
                <TableHead>Description</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="pr-4 text-right">
                  <span className="sr-only">Documents</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell className="whitespace-nowrap pl-4 tabular-nums">{day(invoice.issuedAt)}</TableCell>
                  <TableCell className="max-w-[22rem]">
                    <p className="truncate">{invoice.description}</p>
                    <p className="truncate text-muted-foreground text-xs">{invoice.number}</p>
                  </TableCell>
                  <TableCell className="text-right font-medium tabular-nums">{money(invoice.amountCents)}</TableCell>
                  <TableCell>
                    <InvoiceStatusBadge status={invoice.status} />
                  </TableCell>
                  <TableCell className="pr-4 text-right">
                    <InvoiceLinks tenantId={tenantId} invoice={invoice} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </section>
  );
}
