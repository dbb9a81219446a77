import { ACCOUNT_MESSAGES, accountApi } from "@engagesuite/shared";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { AuthIntro } from "@/components/layout/placeholders";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { ACCOUNT_TEXT as T } from "@/features/account/messages";
import { STAFF_SESSION_KEY } from "@/features/auth/use-staff-session";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";

/** The token in the URL's fragment (`#token=…`), which no server log or Referer header ever carries. */
export function emailChangeTokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token");
}

type State = { kind: "working" } | { kind: "done"; message: string } | { kind: "failed"; message: string };

/**
 * `/account/confirm-email#token=…`: the page the e-mail change link opens, on the account's own host. Opening it
 * changes nothing by itself: the token is taken out of the address bar and POSTed as JSON.
 */
export function ConfirmEmailPage() {
  const [state, setState] = useState<State>({ kind: "working" });
  const started = useRef(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = emailChangeTokenFrom(window.location.hash);
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (!token) {
      setState({ kind: "failed", message: ACCOUNT_MESSAGES.emailChangeInvalid });
      return;
    }
    call(accountApi.confirmEmailChange, { body: { token } })
      .then((answer) => {
        setState({ kind: "done", message: answer.message });
        void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY });
      })
      .catch((error: unknown) =>
        setState({ kind: "failed", message: errorMessage(error, ACCOUNT_MESSAGES.emailChangeInvalid) }),
      );
  }, [queryClient]);

  const title =
    state.kind === "done" ? T.confirmDoneTitle : state.kind === "failed" ? T.confirmFailedTitle : T.confirmTitle;
  const description =
    state.kind === "done"
      ? T.confirmDoneDescription
      : state.kind === "failed"
        ? T.confirmFailedDescription
        : T.confirmWorking;

  return (
    <AuthIntro title={title} description={description}>
      <CardContent className="grid gap-5">
        {state.kind === "working" ? (
          <div className="flex justify-center py-4">
            <Spinner label={T.confirmTitle} className="size-8" />
          </div>
        ) : (
          <>
            {state.kind === "done" ? (
              <Alert>
                <CheckCircle2 aria-hidden="true" />
                <AlertTitle className="line-clamp-none break-words">{state.message}</AlertTitle>
              </Alert>
            ) : (
              <Alert variant="destructive">
                <TriangleAlert aria-hidden="true" />
                <AlertTitle>{T.confirmLinkInvalid}</AlertTitle>
                <AlertDescription>{state.message}</AlertDescription>
              </Alert>
            )}
            <Button asChild size="lg" className="w-full">
              <Link to="/dashboard">{T.goToDashboard}</Link>
            </Button>
          </>
        )}
      </CardContent>
    </AuthIntro>
  );
}
