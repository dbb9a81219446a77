import { type AuthUser, authApi, type StaffSessionAnswer, type TenantSummary } from "@engagesuite/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useAppHost } from "@/app/host-context";
import { toast } from "@/components/ui/use-toast";
import { errorMessage, errorStatus } from "@/lib/api";
import { call, keyOf } from "@/lib/api-client";
import { AUTH_TEXT } from "./messages";

/** The query key of the staff session (`authApi.me`). */
export const STAFF_SESSION_KEY = keyOf(authApi.me, {});

/**
 * The cached session: the `me` answer, or, right after a sign-in, the login's user alone (its tenant, undefined, is
 * fetched when a page asks for it: the sign-in marks the session stale).
 */
export type StaffSessionData = { user: StaffSessionAnswer["user"]; tenant?: StaffSessionAnswer["tenant"] };

const staffSessionQuery = queryOptions({
  queryKey: STAFF_SESSION_KEY,
  queryFn: async (): Promise<StaffSessionData | null> => {
    try {
      return await call(authApi.me, {});
    } catch (error) {
      if (errorStatus(error) === 401) return null;
      throw error;
    }
  },
  retry: false,
  staleTime: 30_000,
  refetchOnWindowFocus: false,
});

/**
 * The signed-in staff or platform user (SUPER_ADMIN, TENANT_ADMIN, STAFF), or null when not signed in.
 * `isPending` is true until the first answer.
 */
export function useStaffSession() {
  return useQuery({ ...staffSessionQuery, select: (answer): AuthUser | null => answer?.user ?? null });
}

/**
 * The signed-in staff member's own tenant, from the same session call (no separate tenant lookup): null for the super
 * admin or when signed out, undefined while it is not known yet.
 */
export function useStaffTenant() {
  return useQuery({
    ...staffSessionQuery,
    select: (answer): TenantSummary | null | undefined => (answer ? answer.tenant : null),
  });
}

/** After a sign-in: the session is the login's user at once; its tenant comes with the next session call. */
export function setSignedInStaff(queryClient: ReturnType<typeof useQueryClient>, user: AuthUser): void {
  const session: StaffSessionData = { user };
  queryClient.setQueryData(STAFF_SESSION_KEY, session);
  void queryClient.invalidateQueries({ queryKey: STAFF_SESSION_KEY, refetchType: "none" });
}

/** Where a signed-out staff member lands: the tenant's landing on a tenant host, the platform login otherwise. */
/**
 * Where a staff member who was signed out when they opened a dashboard link (a billing e-mail's
 * `/dashboard?section=billing`) goes once signed in: that link, carried in the sign-in page's navigation state. Only a
 * dashboard path of this host is taken; anything else is ignored.
 */
export function returnPathFrom(state: unknown): string | null {
  const returnTo = (state as { returnTo?: unknown } | null)?.returnTo;
  if (typeof returnTo !== "string") return null;
  return /^\/(dashboard|tu\/admin\/)(?![/\\])/.test(returnTo) && !/[\\\s]/.test(returnTo) ? returnTo : null;
}

export function useSignedOutPath(): string {
  const { context } = useAppHost();
  return context.kind === "main" ? "/login" : "/";
}

/** Signs out (`authApi.logout`), forgets the session, then go to the signed-out page. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedOutPath = useSignedOutPath();
  return useMutation({
    mutationFn: () => call(authApi.logout, {}),
    onSuccess: () => {
      queryClient.setQueryData(STAFF_SESSION_KEY, null);
      void queryClient.resetQueries({ queryKey: ["tenant-session-check"] });
      navigate(signedOutPath, { replace: true });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: AUTH_TEXT.logoutFailed,
        description: errorMessage(error, AUTH_TEXT.logoutFailedDescription),
      });
    },
  });
}
