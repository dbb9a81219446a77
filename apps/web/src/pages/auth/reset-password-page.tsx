import { AUTH_MESSAGES, authApi, MSG, passwordResetConfirmSchema, portalApi } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { AuthIntro } from "@/components/layout/placeholders";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CardContent } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { PasswordField } from "@/components/ui/form-field";
import { usePortalHref } from "@/features/portal/portal-paths";
import { errorMessage, readApiError } from "@/lib/api";
import { call } from "@/lib/api-client";

const newPasswordSchema = z
  .object({ password: passwordResetConfirmSchema.shape.password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ["confirmPassword"] });
type NewPasswordValues = z.infer<typeof newPasswordSchema>;

type Outcome = { kind: "done"; message: string } | { kind: "invalid"; message: string } | null;

/** `/reset-password?token=` on the main host: a staff or platform user's e-mailed reset link. */
export function ResetPasswordPage() {
  return <ResetPasswordScreen confirm={authApi.passwordResetConfirm} loginHref="/login" />;
}

/** `/portal/reset-password?token=` on the tenant host: a portal client's e-mailed reset link. */
export function PortalResetPasswordPage() {
  const href = usePortalHref();
  return <ResetPasswordScreen confirm={portalApi.passwordResetConfirm} loginHref={href("/portal/login")} />;
}

function ResetPasswordScreen({
  confirm,
  loginHref,
}: {
  confirm: typeof authApi.passwordResetConfirm | typeof portalApi.passwordResetConfirm;
  loginHref: string;
}) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { kind: "invalid", message: AUTH_MESSAGES.resetInvalid },
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await call(confirm, { body: { token, password: values.password } });
      setOutcome({ kind: "done", message: answer?.message ?? AUTH_MESSAGES.resetDone });
    } catch (error) {
      // The password rule (too short, too common) is the field's problem; anything else means the link.
      const fieldError = readApiError(error)?.fieldErrors?.password?.[0];
      if (fieldError) setError("password", { type: "server", message: fieldError }, { shouldFocus: true });
      else setOutcome({ kind: "invalid", message: errorMessage(error, AUTH_MESSAGES.resetInvalid) });
    }
  });

  return (
    <AuthIntro title="Choose a new password" description="Pick a password you don't use anywhere else.">
      <CardContent className="grid gap-5">
        {outcome?.kind === "done" && (
          <>
            <Alert>
              <CircleCheck aria-hidden="true" className="text-primary" />
              <AlertTitle>Password changed</AlertTitle>
              <AlertDescription>{outcome.message}</AlertDescription>
            </Alert>
            <Button asChild size="lg" className="w-full">
              <Link to={loginHref}>Go to sign in</Link>
            </Button>
          </>
        )}
        {outcome?.kind === "invalid" && (
          <>
            <Alert variant="destructive">
              <TriangleAlert aria-hidden="true" />
              <AlertTitle>Reset link not valid</AlertTitle>
              <AlertDescription>{outcome.message}</AlertDescription>
            </Alert>
            <Button asChild variant="outline" size="lg" className="w-full">
              <Link to={loginHref}>Back to sign in</Link>
            </Button>
          </>
        )}
        {outcome === null && (
          <Form noValidate onSubmit={onSubmit} className="grid gap-5">
            <PasswordField
              label="New password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...register("password")}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              {...register("confirmPassword")}
            />
            <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Set new password"}
            </Button>
          </Form>
        )}
      </CardContent>
    </AuthIntro>
  );
}
