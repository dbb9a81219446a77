import type { AuthUser } from "@engagesuite/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useAppHost } from "@/app/host-context";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, errorMessage, getQueryFn } from "@/lib/api";
import { AUTH_TEXT } from "./messages";

/** The query key of the staff session: GET /api/auth/me. */
export const STAFF_SESSION_KEY = ["/api/auth/me"] as const;

interface MeAnswer {
  user: AuthUser;
}

const meQueryFn = getQueryFn<MeAnswer | null>({ on401: "returnNull" });

/**
 * The signed-in staff or platform user (SUPER_ADMIN, TENANT_ADMIN, STAFF), or null when not signed in.
 * `isPending` is true until the first answer.
 */
export function useStaffSession() {
  return useQuery({
    queryKey: STAFF_SESSION_KEY,
    queryFn: meQueryFn,
    select: (answer: MeAnswer | null): AuthUser | null => answer?.user ?? null,
    retry: false,
    staleTime: 30_000,
    refetchOnWindowFocus: false,
  });
}

/** Where a signed-out staff member lands: the tenant's landing on a tenant host, the platform login otherwise. */
export function useSignedOutPath(): string {
  const { context } = useAppHost();
  return context.kind === "main" ? "/login" : "/";
}

/** POST /api/auth/logout, forget the session, then go to the signed-out page. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedOutPath = useSignedOutPath();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/auth/logout"),
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
