import { type AuthUser, accountApi, emailChangeRequestSchema } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { PasswordField, TextField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { applyFieldErrors } from "@/features/security/change-password-card";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";
import { ACCOUNT_TEXT as T } from "./messages";

type EmailInput = z.input<typeof emailChangeRequestSchema>;
type EmailValues = z.output<typeof emailChangeRequestSchema>;

/** The e-mail address: a new one is confirmed by a link mailed to it (the current password asked for first). */
export function EmailCard({ user }: { user: AuthUser }) {
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EmailInput, unknown, EmailValues>({
    resolver: zodResolver(emailChangeRequestSchema),
    defaultValues: { newEmail: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    try {
      const answer = await call(accountApi.requestEmailChange, { body: values });
      reset();
      setSent(answer.message);
    } catch (error) {
      if (applyFieldErrors(error, ["newEmail", "password"], setError)) return;
      toast({ variant: "destructive", title: T.emailFailed, description: errorMessage(error, T.tryAgain) });
    }
  });

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{T.emailTitle}</h2>
        </CardTitle>
        <CardDescription>{T.emailDescription}</CardDescription>
      </CardHeader>
      <Form noValidate onSubmit={onSubmit} aria-label={T.emailTitle} className="contents">
        <CardContent className="grid gap-4">
          <div className="grid gap-1">
            <p className="font-medium text-sm">{T.emailCurrent}</p>
            <p className="break-all text-muted-foreground text-sm" data-testid="current-email">
              {user.email}
            </p>
          </div>
          <TextField
            label={T.newEmail}
            type="email"
            autoComplete="email"
            error={errors.newEmail?.message}
            {...register("newEmail")}
          />
          <PasswordField
            label={T.currentPassword}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register("password")}
          />
          {sent && (
            <p
              role="status"
              className="flex items-start gap-2 font-medium text-emerald-700 text-sm dark:text-emerald-400"
            >
              <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {sent}
            </p>
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? T.sending : T.changeEmail}
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
