import { type PortalUser, portalApi, portalProfileSchema, portalUserSchema } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { applyFieldErrors, ChangePasswordCard } from "@/features/security/change-password-card";
import { TwoFactorCard } from "@/features/security/two-factor-card";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";
import { usePortalAuth } from "./portal-auth";

const PROFILE_TEXT = {
  saved: "Profile updated",
  savedDescription: "Your name has been saved.",
  saveFailed: "Could not save your profile",
  passwordFailed: "Could not change your password",
  tryAgain: "Please try again.",
} as const;

type ProfileInput = z.input<typeof portalProfileSchema>;
type ProfileValues = z.output<typeof portalProfileSchema>;

/** The portal's Profile view: edit first and last name, change the password. */
export function PortalProfile() {
  const { user } = usePortalAuth();
  if (!user) return null;
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <ProfileForm user={user} />
      <ChangePasswordCard kind="portal" />
      <TwoFactorCard kind="portal" />
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
      const answer = await call(portalApi.profile, { body: values });
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
      <Form noValidate onSubmit={onSubmit} aria-label="Personal details" className="contents">
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
      </Form>
    </Card>
  );
}
