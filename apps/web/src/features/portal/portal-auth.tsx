import {
  type MfaChallengeAnswer,
  PORTAL_USER_STORAGE_KEY,
  type PortalUser,
  portalApi,
  portalUserSchema,
} from "@engagesuite/shared";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Outlet, useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import { PortalUnavailable } from "@/features/billing/portal-unavailable";
import { reportAccessError, useAccessBlock } from "@/features/billing/workspace-access";
import { errorMessage, errorStatus } from "@/lib/api";
import { call } from "@/lib/api-client";
import { useServerHints } from "@/lib/server-hints";
import { PORTAL_TEXT } from "./messages";
import { usePortalHref } from "./portal-paths";
import { usePortalTenant } from "./use-portal-tenant";

export interface PortalAuthValue {
  /** The signed-in portal client, or null. */
  user: PortalUser | null;
  /** SPEC §4: true at start (until the session is restored and confirmed) and while a login runs. */
  isLoading: boolean;
  /** True only until the session has been restored at start; pages show the full-screen spinner meanwhile. */
  isRestoring: boolean;
  /** The last login error (the server's message, or 'Login failed'). */
  error: string | null;
  /**
   * Signs in; resolves true on success (the spec's toasts either way), or, when the client has two-factor
   * authentication on, the challenge for the second step (no toast yet: `completeLogin` follows it).
   */
  login: (email: string, password: string, tenantId: string) => Promise<boolean | MfaChallengeAnswer>;
  /** The signed-in client the second step answered: stored and greeted as a login is. */
  completeLogin: (user: PortalUser) => void;
  /** Signs out and goes to /portal; resolves false (and only logs) when the server call fails. */
  logout: () => Promise<boolean>;
  /** Replaces the signed-in client (after a profile edit): the state and the copy in sessionStorage. */
  updateUser: (user: PortalUser) => void;
}

const PortalAuthContext = createContext<PortalAuthValue | null>(null);

/** The user stored for this browser session; an unparsable value is removed and only logged (SPEC §4, §8). */
export function readStoredPortalUser(): PortalUser | null {
  if (typeof sessionStorage === "undefined") return null; // rendering on the server
  const raw = sessionStorage.getItem(PORTAL_USER_STORAGE_KEY);
  if (raw === null) return null;
  try {
    return portalUserSchema.parse(JSON.parse(raw));
  } catch (error) {
    console.error("Could not read the stored portal user", error);
    sessionStorage.removeItem(PORTAL_USER_STORAGE_KEY);
    return null;
  }
}

function storePortalUser(user: PortalUser): void {
  sessionStorage.setItem(PORTAL_USER_STORAGE_KEY, JSON.stringify(user));
}

function clearStoredPortalUser(): void {
  sessionStorage.removeItem(PORTAL_USER_STORAGE_KEY);
}

/**
 * The client portal session (SPEC §4). At start it restores the user kept in sessionStorage under
 * `clientPortalUser`, then confirms it with `portalApi.me` (a 401 or 403 signs out; a session cookie
 * without a stored user, e.g. in a new tab, is picked up). Must sit inside the router (logout navigates).
 */
export function PortalAuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const href = usePortalHref();
  const queryClient = useQueryClient();
  // A page the server rendered for a request without the portal cookie: no session to restore, nothing to ask.
  const { portalSignedOut = false } = useServerHints();
  const [signedOutAtStart] = useState(portalSignedOut);
  const [user, setUser] = useState<PortalUser | null>(() => (signedOutAtStart ? null : readStoredPortalUser()));
  const [isRestoring, setIsRestoring] = useState(!signedOutAtStart);
  const [isLoggingIn, setIsLoggingIn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Bumped by login and logout, so a late answer of the start-up check cannot undo them.
  const generation = useRef(0);

  useEffect(() => {
    if (signedOutAtStart) {
      clearStoredPortalUser();
      return;
    }
    let cancelled = false;
    const started = generation.current;
    const stale = () => cancelled || generation.current !== started;
    (async () => {
      try {
        const me = await call(portalApi.me, {});
        if (stale()) return;
        const parsed = portalUserSchema.safeParse(me);
        if (parsed.success) {
          storePortalUser(parsed.data);
          setUser(parsed.data);
        }
      } catch (err) {
        if (stale()) return;
        reportAccessError(queryClient, err);
        const status = errorStatus(err);
        if (status === 401 || status === 403) {
          clearStoredPortalUser();
          setUser(null);
        }
        // Any other failure (offline, 5xx) keeps the stored user; the next call will tell.
      } finally {
        if (!cancelled) setIsRestoring(false);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [queryClient, signedOutAtStart]);

  const completeLogin = useCallback((answer: PortalUser) => {
    generation.current += 1;
    storePortalUser(answer);
    setUser(answer);
    setIsRestoring(false);
    toast({ title: PORTAL_TEXT.loginSuccessful, description: PORTAL_TEXT.loginSuccessfulDescription });
  }, []);

  const login = useCallback(
    async (email: string, password: string, tenantId: string) => {
      generation.current += 1;
      setIsLoggingIn(true);
      setError(null);
      try {
        const answer = await call(portalApi.login, { body: { email, password, tenantId } });
        if ("mfaRequired" in answer) return answer;
        completeLogin(answer);
        return true;
      } catch (err) {
        reportAccessError(queryClient, err);
        const message = errorMessage(err, PORTAL_TEXT.loginFailed);
        setError(message);
        toast({
          variant: "destructive",
          title: PORTAL_TEXT.loginFailed,
          description: err instanceof Error ? message : PORTAL_TEXT.loginErrorNotError,
        });
        return false;
      } finally {
        setIsLoggingIn(false);
      }
    },
    [completeLogin, queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await call(portalApi.logout, {});
    } catch (err) {
      console.error("Portal logout failed", err);
      return false;
    }
    generation.current += 1;
    clearStoredPortalUser();
    setUser(null);
    toast({ title: PORTAL_TEXT.loggedOut, description: PORTAL_TEXT.loggedOutDescription });
    navigate(href("/portal"), { replace: true });
    return true;
  }, [navigate, href]);

  const updateUser = useCallback((next: PortalUser) => {
    storePortalUser(next);
    setUser(next);
  }, []);

  const value = useMemo<PortalAuthValue>(
    () => ({
      user,
      isLoading: isRestoring || isLoggingIn,
      isRestoring,
      error,
      login,
      completeLogin,
      logout,
      updateUser,
    }),
    [user, isRestoring, isLoggingIn, error, login, completeLogin, logout, updateUser],
  );
  return <PortalAuthContext value={value}>{children}</PortalAuthContext>;
}

/** The portal session; use inside <PortalAuthProvider>. */
export function usePortalAuth(): PortalAuthValue {
  const value = useContext(PortalAuthContext);
  if (!value) throw new Error("usePortalAuth must be used inside <PortalAuthProvider>");
  return value;
}

/**
 * Layout route of the portal pages: the provider around the matched page, or, once any call answers that the business's
 * portal is unavailable (its workspace is suspended), that notice instead of any page.
 */
export function PortalAuthLayout() {
  const block = useAccessBlock();
  const { tenant } = usePortalTenant();
  if (block === "portal_unavailable") return <PortalUnavailable businessName={tenant?.name} />;
  return (
    <PortalAuthProvider>
      <Outlet />
    </PortalAuthProvider>
  );
}
