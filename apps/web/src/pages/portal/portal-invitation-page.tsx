import {
  MSG,
  PORTAL_ACCOUNT_MESSAGES,
  type PortalUser,
  passwordResetConfirmSchema,
  portalAccountsApi,
} from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { PasswordField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { usePortalAuth } from "@/features/portal/portal-auth";
import { PortalAuthCard } from "@/features/portal/portal-card";
import { usePortalHref } from "@/features/portal/portal-paths";
import { usePortalTenant } from "@/features/portal/use-portal-tenant";
import { TermsProvider, useTerms } from "@/i18n/terms";
import { errorMessage, readApiError } from "@/lib/api";
import { call } from "@/lib/api-client";

/** The invitation's token in the URL's fragment (`#token=…`), which no server log or Referer header ever carries. */
export function portalInvitationTokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, "")).get("token");
}

const formSchema = z
  .object({ password: passwordResetConfirmSchema.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ["confirmPassword"] });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
}

type State =
  | { kind: "loading" }
  | { kind: "invalid"; message: string }
  | { kind: "ready"; token: string; invitation: Invitation };

/**
 * `/portal/invitation#token=…` on the workspace's host: an invited client chooses a password and lands signed in on
 * the portal dashboard. The token is taken out of the address bar at once and only ever POSTed.
 */
export function PortalInvitationPage() {
  const portal = usePortalTenant();
  return (
    <TermsProvider terms={portal.tenant?.terms}>
      <PortalInvitation tenant={portal.tenant} />
    </TermsProvider>
  );
}

function PortalInvitation({ tenant }: { tenant: ReturnType<typeof usePortalTenant>["tenant"] }) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const started = useRef(false);
  const { t } = useTerms();
  const href = usePortalHref();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = portalInvitationTokenFrom(window.location.hash);
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    if (!token) {
      setState({ kind: "invalid", message: PORTAL_ACCOUNT_MESSAGES.invitationInvalid });
      return;
    }
    call(portalAccountsApi.invitation, { body: { token } })
      .then((invitation) => setState({ kind: "ready", token, invitation }))
      .catch((error: unknown) =>
        setState({ kind: "invalid", message: errorMessage(error, PORTAL_ACCOUNT_MESSAGES.invitationInvalid) }),
      );
  }, []);

  const portalName = t("portal.name");
  if (state.kind === "loading") {
    return (
      <PortalAuthCard title="Your invitation" description="One moment while we open your invitation." tenant={tenant}>
        <div className="flex justify-center py-6">
          <Spinner label="Opening your invitation" className="size-8" />
        </div>
      </PortalAuthCard>
    );
  }
  if (state.kind === "invalid") {
    return (
      <PortalAuthCard title="Invitation not valid" description="This invitation link cannot be used." tenant={tenant}>
        <div className="grid gap-5">
          <Alert variant="destructive">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>Link not valid</AlertTitle>
            <AlertDescription>{state.message}</AlertDescription>
          </Alert>
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to={href("/portal/login")}>Go to sign in</Link>
          </Button>
        </div>
      </PortalAuthCard>
    );
  }
  const name = [state.invitation.firstName, state.invitation.lastName].filter(Boolean).join(" ");
  return (
    <PortalAuthCard
      title={`Welcome to the ${portalName}`}
      description={`${name ? `${name}, choose` : "Choose"} a password to finish setting up your account.`}
      tenant={tenant}
    >
      <AcceptForm
        token={state.token}
        invitation={state.invitation}
        onInvalid={(message) => setState({ kind: "invalid", message })}
      />
    </PortalAuthCard>
  );
}

function AcceptForm({
  token,
  invitation,
  onInvalid,
}: {
  token: string;
  invitation: Invitation;
  onInvalid: (message: string) => void;
}) {
  const { completeLogin } = usePortalAuth();
  const navigate = useNavigate();
  const href = usePortalHref();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user: PortalUser = await call(portalAccountsApi.accept, { body: { token, password: values.password } });
      completeLogin(user);
      navigate(href("/portal/dashboard"), { replace: true });
    } catch (error) {
      const message = readApiError(error)?.fieldErrors?.password?.[0];
      if (message) setError("password", { type: "server", message }, { shouldFocus: true });
      else onInvalid(errorMessage(error, PORTAL_ACCOUNT_MESSAGES.invitationInvalid));
    }
  });

  return (
    <div className="grid gap-5">
      <div className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
        <p className="text-muted-foreground">E-mail</p>
        <p className="break-words font-medium">
          {invitation.email.split("@")[0]}
          <wbr />@{invitation.email.split("@").slice(1).join("@")}
        </p>
      </div>
      <Form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Accept your invitation">
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
          At least 8 characters, and not a common password. You sign in with your e-mail address.
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Setting up…" : "Set password and sign in"}
        </Button>
      </Form>
    </div>
  );
}
