import { type OnboardingTenantInput, onboardingApi, planByTier } from "@engagesuite/shared";
import { Check, CircleAlert, CircleCheck, Copy, LayoutDashboard, LoaderCircle, PartyPopper } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { call } from "@/lib/api-client";
import { browser } from "@/lib/browser";
import { formatLongDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { bannerText, ONBOARDING_TEXT } from "./messages";
import { StepFrame } from "./step-frame";
import { type BannerStatus, useActivation } from "./use-activation";
import type { PaymentResult } from "./wizard-state";

export interface ActivationSummary {
  companyName: string;
  verticalName: string | null;
  serviceModuleNames: string[];
  crmUrl: string;
  payment: PaymentResult;
}

/**
 * Step 5 (SPEC §2, §4): 'Congratulations', the setup summary, the status banner, a copy-URL button enabled once
 * the platform is ready, and 'Go to Dashboard'. The tenant is created here (see useActivation).
 */
export function ActivationStep({
  summary,
  tenantBody,
  tenantId,
  onTenantCreated,
  onComplete,
  focusHeading,
}: {
  summary: ActivationSummary;
  tenantBody: OnboardingTenantInput | null;
  tenantId: string | null;
  onTenantCreated: (tenantId: string) => void;
  onComplete: () => void;
  focusHeading?: boolean;
}) {
  const activation = useActivation({ body: tenantBody, tenantId, onTenantCreated });
  const complete = activation.status === "complete";
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (complete) onComplete();
  }, [complete, onComplete]);

  // The owner has no password yet: the browser that created the workspace is signed in there once (a single-use
  // handoff on the workspace's host). Spent, or another browser: the workspace's own sign-in page.
  const [signingIn, setSigningIn] = useState(false);
  const goToDashboard = async () => {
    if (!activation.tenantId) return;
    setSigningIn(true);
    try {
      const { url } = await call(onboardingApi.ownerSignIn, { params: { id: activation.tenantId } });
      browser.assign(url);
    } catch {
      browser.assign(summary.crmUrl);
    }
  };

  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(summary.crmUrl);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const plan = planByTier(summary.payment.planTier);

  return (
    <StepFrame title={ONBOARDING_TEXT.congratulations} focusHeading={focusHeading}>
      <div className="flex flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <PartyPopper className="size-7" aria-hidden="true" />
        </span>
        <p className="mt-4 max-w-xl text-pretty text-muted-foreground">
          {complete
            ? `${summary.companyName} is all set. Your CRM is ready to use.`
            : `${summary.companyName} is signed up. We are preparing your CRM; it takes a few seconds.`}
        </p>
      </div>

      <StatusBanner status={activation.status} verticalName={summary.verticalName} className="mt-6" />

      {activation.createFailed && (
        <Alert variant="destructive" className="mt-4">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{ONBOARDING_TEXT.tenantCreateErrorTitle}</AlertTitle>
          <AlertDescription>
            <Button type="button" variant="outline" size="sm" className="mt-1" onClick={activation.retryCreate}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {activation.provisioningFailed && (
        <Alert variant="destructive" className="mt-4">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Setup did not finish</AlertTitle>
          <AlertDescription>Please contact support; your payment and details are safe.</AlertDescription>
        </Alert>
      )}

      <section aria-labelledby="setup-summary-heading" className="mt-8">
        <h3 id="setup-summary-heading" className="font-semibold">
          Setup summary
        </h3>
        <dl className="mt-3 divide-y rounded-xl border text-sm">
          <SummaryRow label="Company name">{summary.companyName}</SummaryRow>
          <SummaryRow label="Industry">{summary.verticalName ?? "—"}</SummaryRow>
          <SummaryRow label="Service modules">
            <ul className="flex flex-wrap gap-1.5 sm:justify-end">
              {summary.serviceModuleNames.map((name) => (
                <li key={name} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                  {name}
                </li>
              ))}
            </ul>
          </SummaryRow>
          <SummaryRow label="CRM URL">
            <span className="break-all font-mono text-xs sm:text-sm">{summary.crmUrl}</span>
          </SummaryRow>
          <SummaryRow label="DNS">
            <Verified>{ONBOARDING_TEXT.dnsConfigured}</Verified>
          </SummaryRow>
          <SummaryRow label="SSL">
            <Verified>{ONBOARDING_TEXT.sslProvisioned}</Verified>
          </SummaryRow>
          <SummaryRow label="Plan">
            {plan.name} · {summary.payment.billingPeriod === "yearly" ? "Yearly" : "Monthly"}
          </SummaryRow>
          <SummaryRow label="Trial ends">{formatLongDate(summary.payment.trialEndsAt)}</SummaryRow>
        </dl>
      </section>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" disabled={!complete} onClick={copyUrl}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy URL"}
        </Button>
        <Button type="button" size="lg" disabled={!complete || signingIn} onClick={goToDashboard}>
          {signingIn ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <LayoutDashboard aria-hidden="true" />
          )}
          {ONBOARDING_TEXT.goToDashboard}
        </Button>
      </div>
    </StepFrame>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center sm:gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium sm:text-right">{children}</dd>
    </div>
  );
}

function Verified({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
      <CircleCheck className="size-4" aria-hidden="true" />
      {children}
    </span>
  );
}

/** The SPEC §2 status banner. */
function StatusBanner({
  status,
  verticalName,
  className,
}: {
  status: BannerStatus;
  verticalName: string | null;
  className?: string;
}) {
  const complete = status === "complete";
  return (
    <div
      role="status"
      aria-live="polite"
      data-status={status}
      className={cn(
        "flex items-center gap-3 rounded-xl border px-4 py-3.5 font-medium text-sm",
        complete
          ? "border-emerald-600/30 bg-emerald-50 text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200"
          : status === "in_progress"
            ? "border-primary/30 bg-primary/5 text-foreground"
            : "bg-muted/50 text-muted-foreground",
        className,
      )}
    >
      {complete ? (
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
      ) : (
        <LoaderCircle
          className="size-5 shrink-0 animate-spin text-primary motion-reduce:animate-none"
          aria-hidden="true"
        />
      )}
      <span>{bannerText(status, verticalName)}</span>
    </div>
  );
}
