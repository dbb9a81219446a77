import {
  MSG,
  PASSWORD_MESSAGES,
  type PortalUser,
  passwordChangeSchema,
  portalProfileSchema,
  portalUserSchema,
} from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useId, useState } from "react";
import { type FieldValues, type Path, type UseFormSetError, useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { PasswordField, TextField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, readApiError, sendJson } from "@/lib/api";
import { usePortalAuth } from "./portal-auth";

export const PROFILE_TEXT = {
  saved: "Profile updated",
  savedDescription: "Your name has been saved.",
  saveFailed: "Could not save your profile",
  passwordFailed: "Could not change your password",
  tryAgain: "Please try again.",
} as const;

type ProfileInput = z.input<typeof portalProfileSchema>;
type ProfileValues = z.output<typeof portalProfileSchema>;

/** The change-password form: the server's fields plus a confirmation that must match (SPEC §5's message). */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: MSG.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
type PasswordInput = z.input<typeof passwordChangeFormSchema>;
type PasswordValues = z.output<typeof passwordChangeFormSchema>;

/** Puts the server's `fieldErrors` on the form's fields; answers whether any field was known. */
function applyFieldErrors<T extends FieldValues>(
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

/** The portal's Profile view: edit first and last name, change the password. */
export function PortalProfile() {
  const { user } = usePortalAuth();
  if (!user) return null;
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <ProfileForm user={user} />
      <PasswordForm />
    </div>
  );
}

function ProfileForm({ user }: { user: PortalUser }) {
  const { updateUser } = usePortalAuth();
  const emailId = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(portalProfileSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await sendJson<PortalUser>("PUT", "/api/client-portal/profile", values);
      const updated = portalUserSchema.parse(answer);
      updateUser(updated);
      reset({ firstName: updated.firstName ?? "", lastName: updated.lastName ?? "" });
      toast({ title: PROFILE_TEXT.saved, description: PROFILE_TEXT.savedDescription });
    } catch (error) {
      if (applyFieldErrors(error, ["firstName", "lastName"], setError)) return;
      toast({
        variant: "destructive",
        title: PROFILE_TEXT.saveFailed,
        description: errorMessage(error, PROFILE_TEXT.tryAgain),
      });
    }
  });

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">Personal details</h2>
        </CardTitle>
        <CardDescription>The name your provider sees, and the one we greet you with.</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={onSubmit} aria-label="Personal details" className="contents">
        <CardContent className="grid gap-4 sm:grid-cols-2">
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
          <div className="grid gap-2 sm:col-span-2">
            <Label htmlFor={emailId}>Email</Label>
            <Input
              id={emailId}
              name="email"
              type="email"
              value={user.email}
              readOnly
              aria-describedby={`${emailId}-hint`}
              className="bg-muted/60 text-muted-foreground"
            />
            <p id={`${emailId}-hint`} className="text-muted-foreground text-xs">
              Your e-mail is how you sign in; it cannot be changed here.
            </p>
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? "Saving..." : "Save changes"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const [done, setDone] = useState<string | null>(null);
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
      const answer = await sendJson<{ message: string }>("POST", "/api/client-portal/password", {
        currentPassword,
        newPassword,
      });
      reset();
      const message = answer?.message ?? PASSWORD_MESSAGES.changed;
      setDone(message);
      toast({ title: message });
    } catch (error) {
      if (applyFieldErrors(error, ["currentPassword", "newPassword"], setError)) return;
      toast({
        variant: "destructive",
        title: PROFILE_TEXT.passwordFailed,
        description: errorMessage(error, PROFILE_TEXT.tryAgain),
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
      <form noValidate onSubmit={onSubmit} aria-label="Change password" className="contents">
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
      </form>
    </Card>
  );
}
