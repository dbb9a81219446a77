import { accountApi, MSG, PASSWORD_MESSAGES, passwordChangeSchema } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { type FieldValues, type Path, type UseFormSetError, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { PasswordField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, readApiError } from "@/lib/api";
import { call, keyOf } from "@/lib/api-client";
import { type AccountKind, securityApi } from "./api";

const PASSWORD_TEXT = { failed: "Could not change your password", tryAgain: "Please try again." } as const;

/** The change-password form: the server's fields plus a confirmation that must match (SPEC §5's message). */
const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: MSG.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
type PasswordInput = z.input<typeof passwordChangeFormSchema>;
type PasswordValues = z.output<typeof passwordChangeFormSchema>;

/** Puts the server's `fieldErrors` on the form's fields; answers whether any field was known. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
) {
  const fieldErrors = readApiError(error)?.fieldErrors ?? {};
  let applied = false;
  for (const field of fields) {
    const message = fieldErrors[field]?.[0];
    if (message) {
      setError(field, { type: "server", message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** Change password (current one required); the server ends the account's other sessions. */
export function ChangePasswordCard({ kind }: { kind: AccountKind }) {
  const [done, setDone] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordInput, unknown, PasswordValues>({
    resolver: zodResolver(passwordChangeFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(null);
    try {
      const answer = await call(securityApi(kind).password, { body: { currentPassword, newPassword } });
      reset();
      // The other sessions ended: My account's list of them is out of date.
      if (kind === "staff") void queryClient.invalidateQueries({ queryKey: keyOf(accountApi.sessions, {}) });
      const message = answer?.message ?? PASSWORD_MESSAGES.changed;
      setDone(message);
      toast({ title: message });
    } catch (error) {
      if (applyFieldErrors(error, ["currentPassword", "newPassword"], setError)) return;
      toast({
        variant: "destructive",
        title: PASSWORD_TEXT.failed,
        description: errorMessage(error, PASSWORD_TEXT.tryAgain),
      });
    }
  });

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Change password</h2>
        </CardTitle>
        <CardDescription>Other devices signed in to your account are signed out when it changes.</CardDescription>
      </CardHeader>
      <Form noValidate onSubmit={onSubmit} aria-label="Change password" className="contents">
        <CardContent className="grid gap-4">
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register("currentPassword")}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...register("newPassword")}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register("confirmPassword")}
          />
          {done && (
            <p
              role="status"
              className="flex items-center gap-2 font-medium text-emerald-700 text-sm dark:text-emerald-400"
            >
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {done}
            </p>
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Changing..." : "Change password"}
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
