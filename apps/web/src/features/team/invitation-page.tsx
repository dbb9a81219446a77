import {
  type InvitationDetails,
  invitationAcceptSchema,
  MSG,
  TEAM_MESSAGES,
  TEAM_ROLE_LABELS,
  teamApi,
} from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { AuthIntro } from "@/components/layout/placeholders";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { PasswordField, TextField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage, readApiError } from "@/lib/api";
import { call } from "@/lib/api-client";
import { browser } from "@/lib/browser";

/** The invitation's token in the URL's fragment (`#token=…`), which no server log or Referer header ever carries. */
export function invitationTokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token");
}

const formSchema = z
  .object({
    username: invitationAcceptSchema.shape.username,
    password: invitationAcceptSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ["confirmPassword"] });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/** A username to start from: the e-mail's local part, in the characters a username allows. */
function suggestedUsername(email: string): string {
  return (email.split("@")[0] ?? "").replace(/[^A-Za-z0-9._-]/g, "").slice(0, 50);
}

type State =
  | { kind: "loading" }
  | { kind: "invalid"; message: string }
  | { kind: "ready"; token: string; invitation: InvitationDetails };

/**
 * `/invitation#token=…` on the workspace's host: the invitee chooses a username and a password and lands signed in on
 * the dashboard. The token is taken out of the address bar at once and only ever POSTed.
 */
export function InvitationPage() {
  const [state, setState] = useState<State>({ kind: "loading" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = invitationTokenFrom(window.location.hash);
    window.history.replaceState(window.history.state, "", window.location.pathname);
    if (!token) {
      setState({ kind: "invalid", message: TEAM_MESSAGES.invitationInvalid });
      return;
    }
    call(teamApi.invitation, { body: { token } })
      .then((invitation) => setState({ kind: "ready", token, invitation }))
      .catch((error: unknown) =>
        setState({ kind: "invalid", message: errorMessage(error, TEAM_MESSAGES.invitationInvalid) }),
      );
  }, []);

  if (state.kind === "loading") {
    return (
      <AuthIntro title="Your invitation" description="One moment while we open your invitation.">
        <CardContent className="flex justify-center py-6">
          <Spinner label="Opening your invitation" className="size-8" />
        </CardContent>
      </AuthIntro>
    );
  }
  if (state.kind === "invalid") {
    return (
      <AuthIntro title="Invitation not valid" description="This invitation link cannot be used.">
        <CardContent className="grid gap-5">
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>Link not valid</AlertTitle>
            <AlertDescription>{state.message}</AlertDescription>
          </Alert>
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to="/login">Go to sign in</Link>
          </Button>
        </CardContent>
      </AuthIntro>
    );
  }
  return (
    <AcceptForm
      token={state.token}
      invitation={state.invitation}
      onInvalid={(message) => setState({ kind: "invalid", message })}
    />
  );
}

function AcceptForm({
  token,
  invitation,
  onInvalid,
}: {
  token: string;
  invitation: InvitationDetails;
  onInvalid: (message: string) => void;
}) {
  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(" ");
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { username: suggestedUsername(invitation.email), password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await call(teamApi.accept, {
        body: { token, username: values.username, password: values.password },
      });
      browser.assign(answer.redirectTo);
    } catch (error) {
      const fieldErrors = readApiError(error)?.fieldErrors ?? {};
      let placed = false;
      for (const field of ["username", "password"] as const) {
        const message = fieldErrors[field]?.[0];
        if (message) {
          setError(field, { type: "server", message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) onInvalid(errorMessage(error, TEAM_MESSAGES.invitationInvalid));
    }
  });

  return (
    <AuthIntro
      title={`Join ${invitation.tenantName}`}
      description={`${name ? `${name}, you` : "You"} were invited as ${
        invitation.role === "TENANT_ADMIN" ? "an administrator" : "a staff member"
      }. Choose how you will sign in.`}
      documentTitle="Accept your invitation"
    >
      <CardContent className="grid gap-5">
        <div className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <p className="text-muted-foreground">E-mail</p>
          <p className="break-words font-medium">
            {/* A long address breaks after its "@" rather than anywhere. */}
            {invitation.email.split("@")[0]}
            <wbr />@{invitation.email.split("@").slice(1).join("@")}
          </p>
        </div>
        <Form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Accept your invitation">
          <TextField
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username?.message}
            {...register("username")}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register("password")}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          <p className="-mt-2 text-muted-foreground text-xs">
            At least 8 characters, and not a common password. You sign in as{" "}
            {TEAM_ROLE_LABELS[invitation.role].toLowerCase()} with your username or e-mail.
          </p>
          <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? "Joining…" : "Join the workspace"}
          </Button>
        </Form>
      </CardContent>
    </AuthIntro>
  );
}
