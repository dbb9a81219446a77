import { CUSTOM_DOMAIN_CLAIM_DAYS, onboardingApi } from "@engagesuite/shared";
import { useQuery } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api";
import { call, keyOf } from "@/lib/api-client";
import { DnsRecordsTable } from "./dns-records-table";
import { DNS_QUERY_KEY } from "./use-dns-ssl-setup";

/**
 * The wizard's custom domain: the CNAME that brings its traffic here and the TXT record that proves it is the
 * visitor's (issue 15). Asked for once the subdomain is set up (that request gives the visitor their onboarding cookie,
 * whose token the TXT record carries). Publishing them is not needed to continue: the domain is connected once found.
 */
export function CustomDomainRecords({ hostname, ready }: { hostname: string; ready: boolean }) {
  const preview = useQuery({
    // Under the DNS step's key, so "Check again" looks the records up again too.
    // A POST read as a query: its key names the hostname the body carries.
    queryKey: [DNS_QUERY_KEY, ...keyOf(onboardingApi.customDomain, { body: { hostname } }), hostname],
    queryFn: () => call(onboardingApi.customDomain, { body: { hostname } }),
    enabled: ready,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  return (
    <section aria-labelledby="custom-domain-heading" className="mt-8 space-y-3">
      <div className="flex items-start gap-3">
        <Link2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="space-y-1">
          <h3 id="custom-domain-heading" className="font-semibold">
            Custom domain: <span className="break-all font-mono text-sm">{hostname}</span>
          </h3>
          <p className="text-muted-foreground text-sm">
            Add these two records at your domain's DNS provider. The TXT record proves the domain is yours; we connect
            it as soon as we find it and keep checking for {CUSTOM_DOMAIN_CLAIM_DAYS} days. You can continue without
            waiting.
          </p>
        </div>
      </div>
      {preview.isError ? (
        <Alert variant="destructive">
          <AlertTitle>This domain cannot be connected</AlertTitle>
          <AlertDescription>
            <p>{errorMessage(preview.error, "The custom domain could not be checked.")}</p>
            <p>Go back to Company Info to change or remove it; your workspace works at its subdomain either way.</p>
          </AlertDescription>
        </Alert>
      ) : preview.data ? (
        <DnsRecordsTable records={preview.data.records} caption="Custom domain records" />
      ) : (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      )}
    </section>
  );
}
