import { type MfaChallengeAnswer, type PortalUser, portalApi, portalLoginSchema } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation } from "react-router";
import { z } from "zod";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { PasswordField, TextField } from "@/components/ui/form-field";
import { RememberMeField } from "@/components/ui/remember-me-field";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { MfaSignInStep } from "@/features/mfa/mfa-sign-in-step";
import { PortalForgotPasswordDialog } from "@/features/portal/forgot-password-dialog";
import { usePortalAuth } from "@/features/portal/portal-auth";
import { PortalAuthCard } from "@/features/portal/portal-card";
import { peekPortalRedirect, usePortalHref } from "@/features/portal/portal-paths";
import { PortalTenantGate } from "@/features/portal/portal-tenant-gate";
import { usePortalTenant } from "@/features/portal/use-portal-tenant";
import { TermsProvider, useTerms } from "@/i18n/terms";
import { call } from "@/lib/api-client";
import { useIsHydrating } from "@/lib/use-is-hydrating";

const loginFormSchema = portalLoginSchema.extend({ rememberMe: z.boolean().optional() });
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormValues = z.output<typeof loginFormSchema>;

/** Remember me: the e-mail is kept on this device (the portal session itself always ends with the browser). */
export const PORTAL_REMEMBERED_EMAIL_KEY = "clientPortalRememberedEmail";

function rememberedEmail(): string {
  try {
    return localStorage.getItem(PORTAL_REMEMBERED_EMAIL_KEY) ?? "";
  } catch {
    return "";
  }
}

/** `/portal/login` (SPEC §2): the client portal sign-in of the host's tenant. */
export function PortalLoginPage() {
  const portal = usePortalTenant();
  return (
    <TermsProvider terms={portal.tenant?.terms}>
      <PortalLogin portal={portal} />
    </TermsProvider>
  );
}

/** The sign-in card in the workspace's words ("Patient Portal Login"). */
function PortalLogin({ portal }: { portal: ReturnType<typeof usePortalTenant> }) {
  const { user, isRestoring } = usePortalAuth();
  const { t } = useTerms();
  const href = usePortalHref();
  const location = useLocation();
  const message = (location.state as { message?: unknown } | null)?.message;

  if (isRestoring) return <FullScreenSpinner />;
  if (user) return <Navigate replace to={peekPortalRedirect() ?? href("/portal/dashboard")} />;

  return (
    <PortalAuthCard
      title={t("portal.loginTitle")}
      description="Sign in to see your documents, appointments and account details."
      tenant={portal.tenant}
      footer={
        <p>
          Don't have an account?{" "}
          <Link to={href("/portal/register")} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign up
          </Link>
        </p>
      }
    >
      {typeof message === "string" && message && (
        <Alert>
          <CircleCheck aria-hidden="true" className="text-primary" />
          <AlertDescription className="text-foreground">{message}</AlertDescription>
        </Alert>
      )}
      <PortalTenantGate portal={portal}>{(tenantId) => <PortalLoginForm tenantId={tenantId} />}</PortalTenantGate>
    </PortalAuthCard>
  );
}

function PortalLoginForm({ tenantId }: { tenantId: string }) {
  const { login, completeLogin } = usePortalAuth();
  const [challenge, setChallenge] = useState<MfaChallengeAnswer | null>(null);
  // A server-rendered form starts empty as the server drew it, then takes the e-mail this device remembers.
  const hydrating = useIsHydrating();
  const [initialEmail] = useState(() => (hydrating ? "" : rememberedEmail()));
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: initialEmail, password: "", rememberMe: initialEmail !== "" },
  });
  const [rememberAfterHydration] = useState(hydrating);
  useEffect(() => {
    const email = rememberAfterHydration ? rememberedEmail() : "";
    if (email) reset({ email, password: "", rememberMe: true });
  }, [rememberAfterHydration, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const outcome = await login(values.email, values.password, tenantId);
      if (!outcome) return;
      if (outcome !== true) setChallenge(outcome);
      if (values.rememberMe) localStorage.setItem(PORTAL_REMEMBERED_EMAIL_KEY, values.email);
      else localStorage.removeItem(PORTAL_REMEMBERED_EMAIL_KEY);
    } catch (error) {
      // SPEC §8: the session's toasts have said everything; the form only logs.
      console.error(error);
    }
  });

  if (challenge) {
    return (
      <MfaSignInStep<PortalUser>
        answer={challenge}
        verify={(body) => call(portalApi.mfa, { body })}
        onSignedIn={completeLogin}
        onCancel={() => setChallenge(null)}
      />
    );
  }
  return (
    <Form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register("email")}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={<PortalForgotPasswordDialog tenantId={tenantId} defaultEmail={() => getValues("email") ?? ""} />}
        {...register("password")}
      />
      <RememberMeField control={control} name="rememberMe" />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign in"}
      </Button>
    </Form>
  );
}
