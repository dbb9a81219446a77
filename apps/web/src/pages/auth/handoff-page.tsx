import { authApi, HANDOFF_MESSAGES } from "@engagesuite/shared";
import { TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { AuthIntro } from "@/components/layout/placeholders";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";
import { browser } from "@/lib/browser";

/** The one-time code in the URL's fragment (`#code=…`), which no server log or Referer header ever carries. */
export function handoffCodeFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("code");
}

/**
 * `/auth/handoff#code=…` on a tenant's host: where a platform login on another host sends the browser (DESIGN §5).
 * The code is taken out of the address bar at once and POSTed; the answer says where to go.
 */
export function HandoffPage() {
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = handoffCodeFrom(window.location.hash);
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (!code) {
      setFailure(HANDOFF_MESSAGES.invalid);
      return;
    }
    call(authApi.handoff, { body: { code } })
      .then((answer) => browser.assign(answer.redirectTo))
      .catch((error: unknown) => setFailure(errorMessage(error, HANDOFF_MESSAGES.invalid)));
  }, []);

  return (
    <AuthIntro
      title={failure ? "Could not sign you in" : "Signing you in"}
      description={
        failure ? "The link from your sign-in did not work here." : "One moment while we open your workspace."
      }
    >
      <CardContent className="grid gap-5">
        {failure ? (
          <>
            <Alert variant="destructive">
              <TriangleAlert aria-hidden="true" />
              <AlertTitle>Sign-in link not valid</AlertTitle>
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
            <Button asChild size="lg" className="w-full">
              <Link to="/">Go to sign in</Link>
            </Button>
          </>
        ) : (
          <div className="flex justify-center py-4">
            <Spinner label="Signing you in" className="size-8" />
          </div>
        )}
      </CardContent>
    </AuthIntro>
  );
}
