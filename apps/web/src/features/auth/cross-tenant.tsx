import { type AuthUser, authApi, sessionCheckConflictSchema } from "@engagesuite/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
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
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api";
import { call } from "@/lib/api-client";
import { browser } from "@/lib/browser";
import { AUTH_TEXT } from "./messages";

/** The 409 answer of the session check: this browser is signed in to another tenant. */
export interface CrossTenantConflict {
  message: string;
  currentTenantId: string;
  currentTenantName: string;
}

export type TenantSessionCheck =
  | { kind: "session"; authenticated: boolean; user: AuthUser | null }
  | { kind: "conflict"; conflict: CrossTenantConflict };

function conflictOf(error: unknown): CrossTenantConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const parsed = sessionCheckConflictSchema.safeParse(JSON.parse(error.bodyText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §4: the session check (`authApi.sessionCheck`) for the tenant about to be used. A 409 means the browser is signed
 * in to another tenant (`kind: "conflict"`); otherwise it says whether this tenant's session is signed in.
 */
export function useTenantSessionCheck(targetTenantId: string | null | undefined) {
  return useQuery<TenantSessionCheck>({
    queryKey: ["tenant-session-check", targetTenantId],
    enabled: Boolean(targetTenantId),
    retry: false,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    queryFn: async () => {
      try {
        const answer = await call(authApi.sessionCheck, { body: { targetTenantId: targetTenantId as string } });
        return { kind: "session", authenticated: Boolean(answer?.authenticated), user: answer?.user ?? null };
      } catch (error) {
        const conflict = conflictOf(error);
        if (conflict) return { kind: "conflict", conflict };
        throw error;
      }
    },
  });
}

/**
 * 'Cross-Tenant Login Detected' (SPEC §2, §8): only one tenant can be logged into at a time. Confirming signs out of
 * the other tenant (`authApi.crossTenantLogout`) and reloads the page; Cancel just closes.
 */
function CrossTenantDialog({
  conflict,
  targetTenantId,
  open,
  onOpenChange,
}: {
  conflict: CrossTenantConflict;
  targetTenantId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const logout = useMutation({
    mutationFn: () =>
      call(authApi.crossTenantLogout, { body: { currentTenantId: conflict.currentTenantId, targetTenantId } }),
    onSuccess: () => {
      toast({ title: AUTH_TEXT.loggedOutSuccessfully });
      browser.reload();
    },
    onError: () => {
      toast({ variant: "destructive", title: AUTH_TEXT.logoutFailed, description: AUTH_TEXT.logoutFailedDescription });
    },
  });
  const name = conflict.currentTenantName;

  return (
    <AlertDialog open={open} onOpenChange={(next) => !logout.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{AUTH_TEXT.crossTenantTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            You are signed in to <strong className="font-semibold text-foreground">{name}</strong> in this browser. Only
            one tenant can be logged into at a time: log out from {name} to sign in here.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={logout.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the logout has answered. */}
          <Button type="button" disabled={logout.isPending} onClick={() => logout.mutate()}>
            {logout.isPending ? "Logging out..." : `Log out from ${name}`}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * Runs the session check for a tenant and opens the cross-tenant dialog on a 409. Mount it on any page of a
 * tenant (the landing, the tenant admin dashboard).
 */
export function CrossTenantGuard({ tenantId }: { tenantId: string }) {
  const { data } = useTenantSessionCheck(tenantId);
  const conflict = data?.kind === "conflict" ? data.conflict : null;
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(conflict !== null), [conflict]);
  if (!conflict) return null;
  return <CrossTenantDialog conflict={conflict} targetTenantId={tenantId} open={open} onOpenChange={setOpen} />;
}
