import type { Contact, PortalAccount } from "@engagesuite/shared";
import { Link2, Link2Off, MailPlus, ShieldCheck, ShieldOff } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { ClientAppointmentsPanel } from "@/features/appointments/client-appointments-panel";
import { ClientDocumentsPanel } from "@/features/documents/client-documents-panel";
import { useTerms } from "@/i18n/terms";
import { errorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { AccountStatusBadge, accountName } from "./account-badges";
import { useDisableAccount, useEnableAccount, useLinkContact, useResendPortalInvitation } from "./api";
import { ContactPicker } from "./contact-picker";

/**
 * One portal account, opened from the Portal section: its details and the staff's actions (resend the invitation,
 * link or unlink a contact, disable or enable), and the client's documents and appointments.
 */
export function AccountDetailDialog({
  tenantId,
  account,
  onOpenChange,
}: {
  tenantId: string;
  account: PortalAccount | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [tab, setTab] = useState("details");
  useEffect(() => {
    if (account?.id) setTab("details");
  }, [account?.id]);

  return (
    <Dialog open={account !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        {account && (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2 pr-6">
                <DialogTitle className="min-w-0 truncate">{accountName(account)}</DialogTitle>
                <AccountStatusBadge status={account.status} />
              </div>
              <DialogDescription className="break-all">{account.email}</DialogDescription>
            </DialogHeader>
            <Tabs value={tab} onValueChange={setTab} className="min-w-0">
              <TabsList className="w-full sm:w-auto">
                <TabsTrigger value="details">Details</TabsTrigger>
                <TabsTrigger value="documents">Documents</TabsTrigger>
                <TabsTrigger value="appointments">Appointments</TabsTrigger>
              </TabsList>
              <TabsContent value="details" className="pt-2">
                <AccountDetails key={account.id} tenantId={tenantId} account={account} />
              </TabsContent>
              <TabsContent value="documents" className="pt-2">
                <ClientDocumentsPanel tenantId={tenantId} clientId={account.id} />
              </TabsContent>
              <TabsContent value="appointments" className="pt-2">
                <ClientAppointmentsPanel tenantId={tenantId} clientId={account.id} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="truncate font-medium text-sm">{children}</dd>
    </div>
  );
}

function AccountDetails({ tenantId, account }: { tenantId: string; account: PortalAccount }) {
  const { values } = useTerms();
  const resend = useResendPortalInvitation(tenantId);
  const link = useLinkContact(tenantId);
  const disable = useDisableAccount(tenantId);
  const enable = useEnableAccount(tenantId);
  const [linking, setLinking] = useState(false);
  const [chosen, setChosen] = useState<Contact | null>(null);
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const noun = values.contact.one;

  const act = async (run: () => Promise<unknown>, done: { title: string; description: string }) => {
    setProblem(null);
    try {
      await run();
      toast(done);
      return true;
    } catch (error) {
      setProblem(errorMessage(error, "That did not work. Please try again."));
      return false;
    }
  };

  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-1 gap-4 rounded-lg border p-4 sm:grid-cols-2">
        <Fact label="Status">
          <AccountStatusBadge status={account.status} />
        </Fact>
        <Fact label="E-mail verified">{account.emailVerified ? "Yes" : "Not yet"}</Fact>
        <Fact label={`Linked ${noun.toLowerCase()}`}>{account.contact?.name ?? "Not linked"}</Fact>
        <Fact label="Last sign-in">{formatDate(account.lastLoginAt, "dateTime") ?? "Never"}</Fact>
        <Fact label="Account created">{formatDate(account.createdAt, "short")}</Fact>
      </dl>

      {problem && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{problem}</AlertDescription>
        </Alert>
      )}

      {linking ? (
        <div className="grid gap-3 rounded-lg border p-4">
          <p className="font-medium text-sm">Link to a {noun.toLowerCase()}</p>
          <ContactPicker tenantId={tenantId} selected={chosen} onSelect={setChosen} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setLinking(false)}>
              Cancel
            </Button>
            <Button
              disabled={!chosen || link.isPending}
              onClick={async () => {
                if (!chosen) return;
                const ok = await act(() => link.mutateAsync({ clientId: account.id, contactId: chosen.id }), {
                  title: `${noun} linked`,
                  description: `${accountName(account)} is linked to ${chosen.name}.`,
                });
                if (ok) setLinking(false);
              }}
            >
              {chosen ? `Link to ${chosen.name}` : "Link"}
            </Button>
          </div>
        </div>
      ) : confirmingDisable ? (
        <div className="grid gap-3 rounded-lg border border-destructive/40 p-4">
          <p className="text-sm">
            Disable {accountName(account)}? They are signed out at once and cannot sign in until you enable the account
            again.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirmingDisable(false)}>
              Keep active
            </Button>
            <Button
              variant="destructive"
              disabled={disable.isPending}
              onClick={async () => {
                await act(() => disable.mutateAsync(account.id), {
                  title: "Account disabled",
                  description: `${accountName(account)} can no longer sign in.`,
                });
                setConfirmingDisable(false);
              }}
            >
              Disable account
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {account.status === "invited" && (
            <Button
              variant="outline"
              disabled={resend.isPending}
              onClick={() =>
                void act(() => resend.mutateAsync(account.id), {
                  title: "Invitation sent",
                  description: `We e-mailed a new invitation link to ${account.email}.`,
                })
              }
            >
              <MailPlus aria-hidden="true" />
              Resend invitation
            </Button>
          )}
          <Button variant="outline" onClick={() => setLinking(true)}>
            <Link2 aria-hidden="true" />
            {account.contact ? `Link another ${noun.toLowerCase()}` : `Link a ${noun.toLowerCase()}`}
          </Button>
          {account.contact && (
            <Button
              variant="outline"
              disabled={link.isPending}
              onClick={() =>
                void act(() => link.mutateAsync({ clientId: account.id, contactId: null }), {
                  title: `${noun} unlinked`,
                  description: `${accountName(account)} is no longer linked to ${account.contact?.name}.`,
                })
              }
            >
              <Link2Off aria-hidden="true" />
              Unlink
            </Button>
          )}
          {account.status === "disabled" ? (
            <Button
              variant="outline"
              disabled={enable.isPending}
              onClick={() =>
                void act(() => enable.mutateAsync(account.id), {
                  title: "Account enabled",
                  description: `${accountName(account)} can sign in again.`,
                })
              }
            >
              <ShieldCheck aria-hidden="true" />
              Enable account
            </Button>
          ) : (
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => setConfirmingDisable(true)}
            >
              <ShieldOff aria-hidden="true" />
              Disable account
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
