import type { Contact } from "@engagesuite/shared";
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
import { useTerms } from "@/i18n/terms";
import { useDeleteContact } from "./use-contacts";

/** 'Are you sure?' before a delete (SPEC §2); it stays open, showing 'Deleting...', until the server answers. */
export function DeleteContactDialog({
  tenantId,
  contact,
  onOpenChange,
}: {
  tenantId: string;
  /** The contact to delete; the dialog is open while there is one. */
  contact: Contact | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteContact(tenantId);
  const { t } = useTerms();
  const pending = remove.isPending;

  return (
    <AlertDialog open={contact !== null} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>{t("contacts.deleteOne")}</AlertDialogDescription>
        </AlertDialogHeader>
        {contact && (
          <div className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
            <p className="font-medium">{contact.name}</p>
            {contact.email && <p className="text-muted-foreground">{contact.email}</p>}
          </div>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog closes only once the delete has answered. */}
          <Button
            type="button"
            variant="destructive"
            disabled={pending}
            onClick={() => {
              if (!contact) return;
              remove.mutate(contact, { onSettled: () => onOpenChange(false) });
            }}
          >
            {pending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
