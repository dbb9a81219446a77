import {
  CUSTOM_DOMAIN_CLAIM_DAYS,
  type CustomDomain,
  customDomainHostnameSchema,
  customHostnameRefusal,
  DOMAIN_MESSAGES,
} from "@engagesuite/shared";
import { Globe, LockKeyhole, RefreshCw, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useAppHost } from "@/app/host-context";
import { SectionHeader } from "@/components/layout/section-header";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";
import { LoadFailedAlert } from "@/components/ui/load-failed-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { DnsRecordsTable } from "@/features/onboarding/dns-records-table";
import { errorMessage } from "@/lib/api";
import { formatLongDate } from "@/lib/format";
import { useCheckDomain, useClaimDomain, useCustomDomains, useRemoveDomain } from "./api";

/**
 * The workspace admin's custom domains (issue 15): add one, publish its CNAME and ownership TXT record (shown with
 * copy buttons), check now, remove. A domain is connected once its TXT record is found; an unproven claim lapses after
 * CUSTOM_DOMAIN_CLAIM_DAYS days.
 */
export function CustomDomainsSection({ tenantId, headingId }: { tenantId: string; headingId: string }) {
  const domains = useCustomDomains(tenantId);
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <SectionHeader
        headingId={headingId}
        title="Custom Domains"
        description="Your workspace and client portal at an address on your own domain, connected as soon as its TXT record proves it is yours."
      />
      <AddDomainForm tenantId={tenantId} />
      {domains.isPending ? (
        <div className="space-y-3" aria-hidden="true">
          <Skeleton className="h-32 w-full" />
        </div>
      ) : domains.isError ? (
        <LoadFailedAlert title="Failed to load custom domains" onRetry={() => void domains.refetch()}>
          {errorMessage(domains.error, "Please try again.")}
        </LoadFailedAlert>
      ) : domains.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground text-sm">
          No custom domains yet.
        </p>
      ) : (
        <ul className="space-y-4">
          {domains.data.map((domain) => (
            <li key={domain.hostname}>
              <DomainCard tenantId={tenantId} domain={domain} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AddDomainForm({ tenantId }: { tenantId: string }) {
  const { appDomain } = useAppHost();
  const claim = useClaimDomain(tenantId);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = customDomainHostnameSchema.safeParse(value);
    const refusal = parsed.success ? customHostnameRefusal(parsed.data, { appDomain }) : DOMAIN_MESSAGES.invalid;
    if (refusal || !parsed.success) return setError(refusal ?? DOMAIN_MESSAGES.invalid);
    setError(undefined);
    claim.mutate(parsed.data, {
      onSuccess: () => setValue(""),
      onError: (err) => setError(errorMessage(err, DOMAIN_MESSAGES.invalid)),
    });
  };

  return (
    <Form noValidate onSubmit={submit} className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:flex-row">
      <TextField
        label="Domain"
        name="hostname"
        placeholder="crm.yourbusiness.com"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        className="flex-1"
      />
      <Button type="submit" disabled={claim.isPending} className="sm:mt-6">
        <Globe aria-hidden="true" />
        {claim.isPending ? "Adding..." : "Add domain"}
      </Button>
    </Form>
  );
}

function DomainCard({ tenantId, domain }: { tenantId: string; domain: CustomDomain }) {
  const titleId = useId();
  const check = useCheckDomain(tenantId);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const verified = domain.status === "verified";

  const checkNow = () =>
    check.mutate(domain.hostname, {
      onSuccess: (answer) => {
        const found = (answer as CustomDomain).status === "verified";
        toast({
          title: found ? DOMAIN_MESSAGES.verified : "Not found yet",
          description: found ? undefined : DOMAIN_MESSAGES.pending,
        });
      },
      onError: (err) =>
        toast({ variant: "destructive", title: "Check failed", description: errorMessage(err, "Please try again.") }),
    });

  return (
    <article aria-labelledby={titleId} className="space-y-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="break-all font-mono font-semibold">
            {domain.hostname}
          </h3>
          <p className="text-muted-foreground text-sm">
            {verified
              ? `Connected since ${formatLongDate(domain.verifiedAt ?? domain.claimedAt) ?? "—"}.`
              : `Waiting for the TXT record. Unless it is found, the claim lapses on ${formatLongDate(domain.releasesAt) ?? `day ${CUSTOM_DOMAIN_CLAIM_DAYS}`}.`}
          </p>
        </div>
        {verified ? (
          <Badge className="border-transparent bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
            Verified
          </Badge>
        ) : (
          <Badge className="border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
            Pending
          </Badge>
        )}
      </div>
      <DnsRecordsTable records={domain.records} caption={`DNS records for ${domain.hostname}`} />
      <CertificateState domain={domain} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => setConfirmRemove(true)}
          aria-label={`Remove ${domain.hostname}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
        <Button type="button" onClick={checkNow} disabled={check.isPending} aria-label={`Check ${domain.hostname} now`}>
          <RefreshCw aria-hidden="true" className={check.isPending ? "animate-spin motion-reduce:animate-none" : ""} />
          {check.isPending ? "Checking..." : "Check now"}
        </Button>
      </div>
      <RemoveDomainDialog
        tenantId={tenantId}
        hostname={confirmRemove ? domain.hostname : null}
        onOpenChange={setConfirmRemove}
      />
    </article>
  );
}

/** The domain's HTTPS certificate: what it waits for, or until when it is valid. */
function CertificateState({ domain }: { domain: CustomDomain }) {
  const { status, expiresAt } = domain.certificate;
  const text =
    status === "active"
      ? `Active, valid until ${formatLongDate(expiresAt) ?? "—"}.`
      : status === "pending"
        ? "Being issued; this usually takes a few minutes."
        : domain.status === "verified"
          ? "Requested once the CNAME record points at us."
          : "Requested once the domain is verified.";
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="certificate-state">
      <LockKeyhole aria-hidden="true" className="size-4 text-muted-foreground" />
      <span className="font-medium">HTTPS certificate:</span>
      <span className="text-muted-foreground">{text}</span>
    </p>
  );
}

function RemoveDomainDialog({
  tenantId,
  hostname,
  onOpenChange,
}: {
  tenantId: string;
  hostname: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useRemoveDomain(tenantId);
  const pending = remove.isPending;
  return (
    <AlertDialog open={hostname !== null} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove this domain?</AlertDialogTitle>
          <AlertDialogDescription>
            {hostname} will no longer reach your workspace, and anyone may claim it afterwards.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            disabled={pending}
            onClick={() => {
              if (!hostname) return;
              remove.mutate(hostname, {
                onSuccess: () => toast({ title: DOMAIN_MESSAGES.removed }),
                onError: (err) =>
                  toast({
                    variant: "destructive",
                    title: "Remove failed",
                    description: errorMessage(err, "Try again."),
                  }),
                onSettled: () => onOpenChange(false),
              });
            }}
          >
            {pending ? "Removing..." : "Remove"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
