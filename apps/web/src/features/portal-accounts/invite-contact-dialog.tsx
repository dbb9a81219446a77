import type { Contact } from "@engagesuite/shared";
import { useEffect, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
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
import { toast } from "@/components/ui/use-toast";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { useInviteContact } from "./api";
import { ContactPicker } from "./contact-picker";

/** "Invite to the portal": choose a contact; the server creates the account and mails a link valid 7 days. */
export function InviteContactDialog({
  tenantId,
  open,
  onOpenChange,
}: {
  tenantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const invite = useInviteContact(tenantId);
  const [selected, setSelected] = useState<Contact | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { values } = useTerms();

  useEffect(() => {
    if (open) {
      setSelected(null);
      setProblem(null);
    }
  }, [open]);

  const send = async () => {
    if (!selected) return;
    setProblem(null);
    try {
      const account = await invite.mutateAsync(selected.id);
      toast({ title: "Invitation sent", description: `We e-mailed an invitation to ${account.email}.` });
      onOpenChange(false);
    } catch (error) {
      setProblem(errorMessage(error, "The invitation could not be sent. Please try again."));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Invite to the {values.portal}</DialogTitle>
          <DialogDescription>
            Choose the {values.contact.one.toLowerCase()} to invite. We e-mail them a link to choose a password; it
            works for 7 days.
          </DialogDescription>
        </DialogHeader>
        <ContactPicker
          tenantId={tenantId}
          selected={selected}
          onSelect={(contact) => {
            setSelected(contact);
            setProblem(null);
          }}
        />
        {problem && (
          <Alert variant="destructive" role="alert">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={() => void send()} disabled={!selected || invite.isPending}>
            {invite.isPending ? "Sending…" : selected ? `Invite ${selected.name}` : "Send invitation"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
