import { EMAIL_VERIFICATION_MESSAGES, portalApi } from "@engagesuite/shared";
import { CircleCheck, MailCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthIntro } from "@/components/layout/placeholders";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { usePortalAuth } from "@/features/portal/portal-auth";
import { usePortalHref } from "@/features/portal/portal-paths";
import { usePortalTenant } from "@/features/portal/use-portal-tenant";
import { TermsProvider, useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";

type Outcome = { kind: "done"; message: string } | { kind: "invalid"; message: string } | null;

/**
 * `/portal/verify-email?token=` on the tenant host: the page the confirmation mail links to. Opening it changes
 * nothing; the button posts the token (a link scanner that fetches the page confirms nobody's address).
 */
export function PortalVerifyEmailPage() {
  const portal = usePortalTenant();
  return (
    <TermsProvider terms={portal.tenant?.terms}>
      <PortalVerifyEmail />
    </TermsProvider>
  );
}

/** The confirmation card in the workspace's words ("…your patient portal account"). */
function PortalVerifyEmail() {
  const { t } = useTerms();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const href = usePortalHref();
  const { user, updateUser } = usePortalAuth();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { kind: "invalid", message: EMAIL_VERIFICATION_MESSAGES.invalid },
  );
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    setSending(true);
    try {
      const answer = await call(portalApi.verifyEmail, { body: { token } });
      setOutcome({ kind: "done", message: answer?.message ?? EMAIL_VERIFICATION_MESSAGES.verified });
      if (user) updateUser({ ...user, emailVerified: true });
    } catch (error) {
      setOutcome({ kind: "invalid", message: errorMessage(error, EMAIL_VERIFICATION_MESSAGES.invalid) });
    } finally {
      setSending(false);
    }
  };

  const next = user
    ? { to: href("/portal/dashboard"), label: "Go to your dashboard" }
    : { to: href("/portal/login"), label: "Go to sign in" };

  return (
    <AuthIntro title="Confirm your e-mail address" description={t("portal.verifyDescription")}>
      <CardContent className="grid gap-5">
        {outcome?.kind === "done" && (
          <>
            <Alert>
              <CircleCheck aria-hidden="true" className="text-primary" />
              <AlertTitle>E-mail address confirmed</AlertTitle>
              <AlertDescription>{outcome.message}</AlertDescription>
            </Alert>
            <Button asChild size="lg" className="w-full">
              <Link to={next.to}>{next.label}</Link>
            </Button>
          </>
        )}
        {outcome?.kind === "invalid" && (
          <>
            <Alert variant="destructive">
              <TriangleAlert aria-hidden="true" />
              <AlertTitle>Confirmation link not valid</AlertTitle>
              <AlertDescription>{outcome.message}</AlertDescription>
            </Alert>
            <Button asChild variant="outline" size="lg" className="w-full">
              <Link to={next.to}>{next.label}</Link>
            </Button>
          </>
        )}
        {outcome === null && (
          <Button type="button" size="lg" className="w-full" disabled={sending} onClick={() => void confirm()}>
            <MailCheck aria-hidden="true" />
            {sending ? "Confirming..." : "Confirm e-mail address"}
          </Button>
        )}
      </CardContent>
    </AuthIntro>
  );
}
