import type { Contact } from "@engagesuite/shared";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { TagPicker } from "./tag-picker";

/** The row menu's "Tags": the picker for one contact in a dialog. */
export function ContactTagsDialog({
  tenantId,
  contact,
  onClose,
}: {
  tenantId: string;
  contact: Contact;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Tags of {contact.name}</DialogTitle>
          <DialogDescription>Tick a tag to add it, untick it to take it off. Changes save at once.</DialogDescription>
        </DialogHeader>
        <TagPicker tenantId={tenantId} contactId={contact.id} tagIds={contact.tagIds} />
      </DialogContent>
    </Dialog>
  );
}
