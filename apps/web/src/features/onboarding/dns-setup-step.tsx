import type { SslSetupStatus } from "@engagesuite/shared";
import { CircleCheck, Clock, Globe, RefreshCw, ShieldCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatLongDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { CustomDomainRecords } from "./custom-domain-records";
import { DnsRecordsTable } from "./dns-records-table";
import { StepFrame } from "./step-frame";
import { useDnsSslSetup } from "./use-dns-ssl-setup";

/** Step 3 (SPEC §2, §4): DNS records and the SSL certificate for the subdomain; Continue once all is verified. */
export function DnsSetupStep({
  subdomain,
  hostname,
  customDomain,
  verticalId,
  onContinue,
  onBack,
  focusHeading,
}: {
  subdomain: string;
  hostname: string;
  /** The custom domain from Company Info, if any: its CNAME and ownership TXT records are shown too. */
  customDomain?: string | null;
  verticalId: number;
  onContinue: () => void;
  onBack: () => void;
  focusHeading?: boolean;
}) {
  const setup = useDnsSslSetup(subdomain, verticalId);
  const running = setup.phase === "running";

  return (
    <StepFrame
      title="DNS Setup"
      description={
        <>
          We are pointing <span className="font-medium text-foreground">{hostname}</span> at your new CRM and securing
          it with an SSL certificate.
        </>
      }
      focusHeading={focusHeading}
      onBack={onBack}
      actions={
        <>
          <Button
            type="button"
            variant="outline"
            size="lg"
            onClick={() => setup.checkAgain()}
            disabled={running || setup.isReading}
            className="w-full sm:w-auto"
          >
            <RefreshCw
              aria-hidden="true"
              className={cn(setup.isReading && "animate-spin motion-reduce:animate-none")}
            />
            Check again
          </Button>
          <Button
            type="button"
            size="lg"
            onClick={onContinue}
            disabled={!setup.canContinue}
            className="w-full sm:w-auto"
          >
            Continue to Payment
          </Button>
        </>
      }
    >
      {running ? (
        <div className="flex items-center gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
          <Spinner label="Setting up DNS and SSL" />
          <span>Setting up your DNS records and SSL certificate…</span>
        </div>
      ) : setup.phase === "failed" ? (
        <Alert variant="destructive">
          <AlertTitle>Setup Failed</AlertTitle>
          <AlertDescription>
            <p>Your subdomain could not be set up. Go back to change it, or try again.</p>
            <Button type="button" variant="outline" size="sm" className="mt-2" onClick={setup.retrySetup}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <ReadinessSummary dnsReady={setup.canContinue} hasDns={setup.dns !== null} ssl={setup.ssl} />
      )}

      <Tabs defaultValue="dns" className="mt-6">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="dns">
            <Globe aria-hidden="true" />
            DNS Configuration
          </TabsTrigger>
          <TabsTrigger value="ssl">
            <ShieldCheck aria-hidden="true" />
            SSL Security
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dns" className="mt-4">
          {running ? <RowsSkeleton /> : <DnsRecordsTable records={setup.dns?.records ?? null} />}
          {customDomain ? <CustomDomainRecords hostname={customDomain} ready={setup.phase === "done"} /> : null}
        </TabsContent>
        <TabsContent value="ssl" className="mt-4">
          {running ? <RowsSkeleton /> : <SslDetails ssl={setup.ssl} />}
        </TabsContent>
      </Tabs>
    </StepFrame>
  );
}

function ReadinessSummary({
  dnsReady,
  hasDns,
  ssl,
}: {
  dnsReady: boolean;
  hasDns: boolean;
  ssl: SslSetupStatus | null;
}) {
  if (dnsReady) {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-emerald-600/30 bg-emerald-50 p-4 text-emerald-900 text-sm dark:bg-emerald-950/40 dark:text-emerald-200">
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          Your DNS records are verified and your SSL certificate is {ssl?.status === "active" ? "active" : "set up"}.
        </p>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3 rounded-xl border border-amber-500/30 bg-amber-50 p-4 text-amber-900 text-sm dark:bg-amber-950/40 dark:text-amber-200">
      <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        {hasDns
          ? "Some required records are not verified yet. DNS changes can take a few minutes; use Check again."
          : "No DNS setup was found for this subdomain yet. Use Check again in a moment."}
      </p>
    </div>
  );
}

function RowsSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/** SPEC §2, §9: status Active or Pending, expiry, issuer, domains, auto-renewal shown enabled. */
function SslDetails({ ssl }: { ssl: SslSetupStatus | null }) {
  if (!ssl) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
        No SSL certificate yet.
      </p>
    );
  }
  const active = ssl.status === "active";
  return (
    <dl className="grid gap-x-6 gap-y-4 rounded-xl border p-4 text-sm sm:grid-cols-2 sm:p-6">
      <div className="grid gap-1">
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          {active ? (
            <Badge className="border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
              Active
            </Badge>
          ) : (
            <Badge className="border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
              Pending
            </Badge>
          )}
        </dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted-foreground">Expires</dt>
        <dd className="font-medium">{formatLongDate(ssl.expiresAt) ?? "—"}</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted-foreground">Issuer</dt>
        <dd className="font-medium">{ssl.issuer}</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted-foreground">Auto-renewal</dt>
        <dd className="font-medium">Enabled</dd>
      </div>
      <div className="grid gap-1 sm:col-span-2">
        <dt className="text-muted-foreground">Domains</dt>
        <dd>
          <ul className="flex flex-wrap gap-2">
            {ssl.domains.map((domain) => (
              <li key={domain}>
                <Badge variant="outline" className="font-mono">
                  {domain}
                </Badge>
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
