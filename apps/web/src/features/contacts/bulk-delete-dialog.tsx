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
import { formatNumber } from "@/lib/format";
import { useDeleteContacts } from "./use-contacts";

/** 'Are you sure?' before deleting the selected contacts; open while `ids` is not null, until the server answers. */
export function BulkDeleteDialog({
  tenantId,
  ids,
  onOpenChange,
  onDeleted,
}: {
  tenantId: string;
  ids: string[] | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteContacts(tenantId);
  const pending = remove.isPending;
  const count = ids?.length ?? 0;
  const { t } = useTerms();

  return (
    <AlertDialog open={ids !== null} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>{t("contacts.deleteMany", { count, n: formatNumber(count) })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <Button
            type="button"
            variant="destructive"
            disabled={pending}
            onClick={() => {
              if (!ids) return;
              remove.mutate(ids, {
                onSuccess: onDeleted,
                onSettled: () => onOpenChange(false),
              });
            }}
          >
            {pending ? "Deleting..." : `Delete ${formatNumber(count)}`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
