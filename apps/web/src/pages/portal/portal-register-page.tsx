import { AUTH_MESSAGES, portalApi, portalRegisterSchema } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { PasswordField, TextField } from "@/components/ui/form-field";
import { FullScreenSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { PORTAL_TEXT } from "@/features/portal/messages";
import { usePortalAuth } from "@/features/portal/portal-auth";
import { PortalAuthCard } from "@/features/portal/portal-card";
import { usePortalHref } from "@/features/portal/portal-paths";
import { PortalTenantStatus } from "@/features/portal/portal-tenant-gate";
import { usePortalTenant } from "@/features/portal/use-portal-tenant";
import { TermsProvider, useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";

type RegisterInput = z.input<typeof portalRegisterSchema>;
type RegisterValues = z.output<typeof portalRegisterSchema>;

/** `/portal/register` (SPEC §2): a tenant's end customer creates a portal account, then is signed in. */
export function PortalRegisterPage() {
  const portal = usePortalTenant();
  return (
    <TermsProvider terms={portal.tenant?.terms}>
      <PortalRegister portal={portal} />
    </TermsProvider>
  );
}

/** The sign-up card in the workspace's words ("Register for the patient portal…"). */
function PortalRegister({ portal }: { portal: ReturnType<typeof usePortalTenant> }) {
  const { isRestoring } = usePortalAuth();
  const { t } = useTerms();
  const href = usePortalHref();

  if (isRestoring) return <FullScreenSpinner />;

  return (
    <PortalAuthCard
      title="Create an Account"
      description={t("portal.registerDescription")}
      tenant={portal.tenant}
      footer={
        <p>
          Already have an account?{" "}
          <Link to={href("/portal/login")} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <PortalTenantStatus portal={portal} />
      <PortalRegisterForm tenantId={portal.tenantId} />
    </PortalAuthCard>
  );
}

export function PortalRegisterForm({ tenantId }: { tenantId: string | null }) {
  const { login } = usePortalAuth();
  const navigate = useNavigate();
  const href = usePortalHref();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: zodResolver(portalRegisterSchema),
    defaultValues: { email: "", firstName: "", lastName: "", password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!tenantId) {
      toast({ variant: "destructive", title: AUTH_MESSAGES.tenantMissing });
      return;
    }
    try {
      await call(portalApi.register, {
        body: {
          email: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          password: values.password,
          tenantId,
        },
      });
    } catch (error) {
      toast({
        variant: "destructive",
        title: PORTAL_TEXT.registrationFailed,
        description:
          error instanceof Error ? errorMessage(error, PORTAL_TEXT.registrationFailed) : PORTAL_TEXT.unexpectedError,
      });
      return;
    }
    // SPEC §4: registered; now sign in with the same credentials.
    if (await login(values.email, values.password, tenantId)) {
      toast({ title: PORTAL_TEXT.registeredAndLoggedIn });
      navigate(href("/portal/dashboard"), { replace: true });
    } else {
      navigate(href("/portal/login"), { replace: true, state: { message: PORTAL_TEXT.registeredPleaseLogIn } });
    }
  });

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
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register("firstName")}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register("lastName")}
        />
      </div>
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
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create account"}
      </Button>
    </Form>
  );
}
