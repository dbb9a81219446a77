import { type InvitationCreate, invitationCreateSchema, TEAM_ROLE_LABELS, TEAM_ROLES } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { FieldError, TextField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, readApiError } from "@/lib/api";
import { useInvite } from "./api";

type Input = z.input<typeof invitationCreateSchema>;
type Output = z.output<typeof invitationCreateSchema>;
const FIELDS = ["email", "firstName", "lastName", "role"] as const;
const BLANK: Input = { email: "", firstName: "", lastName: "", role: "STAFF" };

/** "Invite member": e-mail, name and role; the server mails a link valid 7 days and counts the seat. */
export function InviteDialog({
  tenantId,
  open,
  onOpenChange,
}: {
  tenantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInvite(tenantId);
  const roleId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(invitationCreateSchema), defaultValues: BLANK });

  useEffect(() => {
    if (open) reset(BLANK);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const member = await invite.mutateAsync(values as InvitationCreate & Output);
      toast({ title: "Invitation sent", description: `We e-mailed an invitation to ${member.email}.` });
      onOpenChange(false);
    } catch (error) {
      const fieldErrors = readApiError(error)?.fieldErrors ?? {};
      let placed = false;
      for (const field of FIELDS) {
        const message = fieldErrors[field]?.[0];
        if (message) {
          setError(field, { message });
          placed = true;
        }
      }
      if (!placed) setError("root", { message: errorMessage(error, "The invitation could not be sent.") });
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Invite a team member</DialogTitle>
          <DialogDescription>
            We e-mail them a link to choose a username and password. The link works once, for 7 days.
          </DialogDescription>
        </DialogHeader>
        <Form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Invite a team member">
          <TextField
            label="E-mail"
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            aria-required="true"
            error={errors.email?.message}
            {...register("email")}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name"
              autoComplete="off"
              required
              aria-required="true"
              error={errors.firstName?.message}
              {...register("firstName")}
            />
            <TextField
              label="Last name"
              autoComplete="off"
              required
              aria-required="true"
              error={errors.lastName?.message}
              {...register("lastName")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={roleId}>Role</Label>
            <NativeSelect id={roleId} {...register("role")}>
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {TEAM_ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
            <p className="text-muted-foreground text-xs">
              Administrators also manage the team, billing and workspace settings.
            </p>
            <FieldError>{errors.role?.message}</FieldError>
          </div>
          <FieldError>{errors.root?.message}</FieldError>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending…" : "Send invitation"}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
