import { type AuthUser, accountApi, profileUpdateSchema } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { STAFF_SESSION_KEY, type StaffSessionData } from "@/features/auth/use-staff-session";
import { applyFieldErrors } from "@/features/security/change-password-card";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";
import { ACCOUNT_TEXT as T } from "./messages";

type ProfileInput = z.input<typeof profileUpdateSchema>;
type ProfileValues = z.output<typeof profileUpdateSchema>;

/** First and last name (the username shown, not editable: it is how the member signs in). */
export function ProfileCard({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await call(accountApi.updateProfile, { body: values });
      queryClient.setQueryData<StaffSessionData | null>(STAFF_SESSION_KEY, (previous) =>
        previous ? { ...previous, user: answer.user } : previous,
      );
      reset({ firstName: answer.user.firstName ?? "", lastName: answer.user.lastName ?? "" });
      toast({ title: answer.message });
    } catch (error) {
      if (applyFieldErrors(error, ["firstName", "lastName"], setError)) return;
      toast({ variant: "destructive", title: T.profileFailed, description: errorMessage(error, T.tryAgain) });
    }
  });

  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{T.profileTitle}</h2>
        </CardTitle>
        <CardDescription>{T.profileDescription}</CardDescription>
      </CardHeader>
      <Form noValidate onSubmit={onSubmit} aria-label={T.profileTitle} className="contents">
        <CardContent className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={T.firstName}
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register("firstName")}
            />
            <TextField
              label={T.lastName}
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register("lastName")}
            />
          </div>
          {user.username && (
            <div className="grid gap-1">
              <p className="font-medium text-sm">{T.username}</p>
              <p className="break-all text-muted-foreground text-sm" data-testid="username">
                {user.username}
              </p>
              <p className="text-muted-foreground text-xs">{T.usernameHint}</p>
            </div>
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? T.saving : T.saveProfile}
          </Button>
        </CardFooter>
      </Form>
    </Card>
  );
}
