/** The security endpoints of a staff/platform account (/api/auth/…) or a portal client (/api/client-portal/…). */
export type AccountKind = "staff" | "portal";

export function securityPaths(kind: AccountKind) {
  const base = kind === "staff" ? "/api/auth" : "/api/client-portal";
  return {
    status: `${base}/security`,
    setup: `${base}/mfa/setup`,
    enable: `${base}/mfa/enable`,
    disable: `${base}/mfa/disable`,
    recoveryCodes: `${base}/mfa/recovery-codes`,
    password: `${base}/password`,
  };
}
