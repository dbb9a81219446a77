import { TENANT_DATA_MESSAGES, TENANT_DELETION_GRACE_DAYS } from "@engagesuite/shared";
import { type FormEvent, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/form-field";

export interface DeletionTarget {
  /** "this workspace" for its own administrator, the workspace's name for the super admin. */
  name: string;
  subdomain: string;
}

/**
 * The one confirmation of a workspace's deletion, for its administrator and the super admin alike: the subdomain typed
 * exactly, the deletion 14 days ahead. `onConfirm` gets the typed subdomain and a way to show the server's refusal.
 */
export function DeletionDialog({
  target,
  pending,
  onClose,
  onConfirm,
}: {
  target: DeletionTarget | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (confirm: string, showError: (message: string) => void) => void;
}) {
  // The dialog keeps the last target while it closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState<DeletionTarget | null>(target);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  if (target && target !== shown) {
    setShown(target);
    setTyped("");
    setError(undefined);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    const confirm = typed.trim().toLowerCase();
    if (confirm !== shown.subdomain.toLowerCase()) return setError(TENANT_DATA_MESSAGES.confirmMismatch);
    onConfirm(confirm, setError);
  };
  return (
    <AlertDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !pending) {
          setError(undefined);
          onClose();
        }
      }}
    >
      <AlertDialogContent>
        <Form noValidate onSubmit={submit} className="grid gap-4" aria-label={`Delete ${shown?.name ?? ""}`}>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {shown?.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              In {TENANT_DELETION_GRACE_DAYS} days every record and file of the workspace is deleted for good. Type{" "}
              <strong className="font-mono text-foreground">{shown?.subdomain}</strong> to confirm.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <TextField
            label="Workspace subdomain"
            name="confirm"
            autoComplete="off"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              Keep the workspace
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Scheduling…" : `Delete in ${TENANT_DELETION_GRACE_DAYS} days`}
            </Button>
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
