import { AUTH_MESSAGES, portalApi, portalLoginSchema } from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api";
import { call } from "@/lib/api-client";

const resetRequestSchema = portalLoginSchema.pick({ email: true });
type ResetRequestInput = z.input<typeof resetRequestSchema>;
type ResetRequestValues = z.output<typeof resetRequestSchema>;

/** 'Forgot password?' on the portal login (DESIGN §7): asks for the e-mail and sends a real reset link. */
export function PortalForgotPasswordDialog({
  tenantId,
  defaultEmail,
}: {
  tenantId: string;
  /** Reads the e-mail typed in the login form when the dialog opens. */
  defaultEmail?: () => string;
}) {
  const [open, setOpen] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ResetRequestInput, unknown, ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await call(portalApi.passwordResetRequest, { body: { email: values.email, tenantId } });
      toast({ title: "Check your email", description: answer?.message ?? AUTH_MESSAGES.resetRequested });
      setOpen(false);
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Could not send the reset link",
        description: errorMessage(error, "Please try again in a moment."),
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) reset({ email: defaultEmail?.() ?? "" });
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto p-0 text-sm">
          Forgot password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset your password</DialogTitle>
          <DialogDescription>
            Enter the e-mail address you signed up with and we will send you a link to choose a new password.
          </DialogDescription>
        </DialogHeader>
        {/* Rendered inside the login form in React's tree: keep this submit from reaching it. */}
        <Form
          noValidate
          onSubmit={(event) => {
            event.stopPropagation();
            return onSubmit(event);
          }}
          className="grid gap-5"
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register("email")}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Send Reset Link"}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
