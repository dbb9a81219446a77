import {
  AUTH_MESSAGES,
  type AuthUser,
  authApi,
  type MfaChallengeAnswer,
  type TenantInfo,
  tenantLoginSchema,
} from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { PasswordField, TextField } from "@/components/ui/form-field";
import { RememberMeField } from "@/components/ui/remember-me-field";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";
import { browser } from "@/lib/browser";
import { isMfaChallenge, MfaSignInStep } from "../mfa/mfa-sign-in-step";
import { AUTH_TEXT, TENANT_MISMATCH_MARKER } from "./messages";
import { returnPathFrom, setSignedInStaff } from "./use-staff-session";

type TenantLoginInput = z.input<typeof tenantLoginSchema>;
type TenantLoginValues = z.output<typeof tenantLoginSchema>;

interface TenantLoginAnswer {
  user: AuthUser;
  redirectTo: string;
}

/** Toasts for a failed tenant login (SPEC §8). */
function toastTenantLoginError(error: unknown): void {
  const message = errorMessage(error, AUTH_MESSAGES.invalidTenantCredentials);
  if (message.toLowerCase().includes(TENANT_MISMATCH_MARKER)) {
    toast({
      variant: "destructive",
      title: AUTH_TEXT.tenantAccessError,
      description: AUTH_TEXT.tenantAccessErrorDescription,
    });
    return;
  }
  toast({ variant: "destructive", title: AUTH_TEXT.loginFailed, description: message });
}

/** The staff sign-in form of a tenant's landing (SPEC §2): username or e-mail, password, remember me. */
export function TenantLoginForm({ tenant }: { tenant: Pick<TenantInfo, "id"> }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState<MfaChallengeAnswer | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TenantLoginInput, unknown, TenantLoginValues>({
    resolver: zodResolver(tenantLoginSchema),
    defaultValues: { username: "", password: "", rememberMe: false },
  });

  function signedIn(answer: TenantLoginAnswer) {
    setSignedInStaff(queryClient, answer.user);
    queryClient.removeQueries({ queryKey: ["tenant-session-check"] });
    toast({ title: AUTH_TEXT.loginSuccessful });
    // A dashboard link opened while signed out (returnPathFrom) wins over the default landing, not over enrolment.
    const returnTo = returnPathFrom(location.state);
    const fallback = answer.redirectTo || "/dashboard";
    const target = returnTo && /^\/(dashboard|tu\/admin\/dashboard)$/.test(fallback) ? returnTo : fallback;
    if (target.startsWith("/")) navigate(target);
    else browser.assign(target);
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await call(authApi.tenantLogin, {
        body: {
          username: values.username,
          password: values.password,
          rememberMe: values.rememberMe ?? false,
          tenantId: tenant.id,
        },
      });
      if (isMfaChallenge(answer)) setChallenge(answer);
      else signedIn(answer);
    } catch (error) {
      toastTenantLoginError(error);
    }
  });

  if (challenge) {
    return (
      <MfaSignInStep<TenantLoginAnswer>
        answer={challenge}
        verify={(body) => call(authApi.mfa, { body })}
        onSignedIn={signedIn}
        onCancel={() => setChallenge(null)}
      />
    );
  }
  return (
    <Form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Staff sign in">
      <TextField
        label="Username or email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register("username")}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RememberMeField control={control} name="rememberMe" />
        <Button
          type="button"
          variant="link"
          className="h-auto p-0 text-[var(--tenant-primary,var(--primary))] dark:text-primary"
          onClick={() => toast({ title: "Forgot your password?", description: AUTH_TEXT.contactAdministrator })}
        >
          Forgot your password?
        </Button>
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full bg-[var(--tenant-primary,var(--primary))] text-white hover:bg-[var(--tenant-primary,var(--primary))]/90"
      >
        {isSubmitting ? "Signing in..." : "Sign in"}
      </Button>
    </Form>
  );
}
