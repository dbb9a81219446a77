import { EMAIL_VERIFICATION_MESSAGES, type PortalUser, portalApi } from "@engagesuite/shared";
import { MailWarning } from "lucide-react";
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";

/**
 * Shown to a portal client who has not confirmed their e-mail address yet (they may use the portal meanwhile), with a
 * way to get the link again.
 */
export function VerifyEmailNotice({ user }: { user: PortalUser }) {
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  if (user.emailVerified) return null;

  const resend = async () => {
    setSending(true);
    try {
      const sent = await call(portalApi.resendVerification, {});
      setAnswer({ ok: true, message: sent?.message ?? EMAIL_VERIFICATION_MESSAGES.sent });
    } catch (error) {
      setAnswer({ ok: false, message: errorMessage(error, "The link could not be sent. Please try again later.") });
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert>
      <MailWarning aria-hidden="true" className="text-amber-600" />
      <AlertTitle>Confirm your e-mail address</AlertTitle>
      <AlertDescription>
        <p>{EMAIL_VERIFICATION_MESSAGES.portalNotice}</p>
        {answer ? (
          <p role="status" className={answer.ok ? undefined : "text-destructive"}>
            {answer.message}
          </p>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="mt-2"
            disabled={sending}
            onClick={() => void resend()}
          >
            {sending ? "Sending..." : "Send the link again"}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
