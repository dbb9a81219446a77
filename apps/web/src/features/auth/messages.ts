/**
 * Screen texts of the staff and platform sign-in flows, quoted from SPEC §8 (the server's own messages live in
 * @engagesuite/shared AUTH_MESSAGES and are imported from there).
 */
export const AUTH_TEXT = {
  loginSuccessful: "Login successful",
  loginFailed: "Login failed",
  tenantAccessError: "Tenant access error",
  tenantAccessErrorDescription: "You are trying to access a tenant you're not authorized for.",
  contactAdministrator: "Please contact your administrator to reset your password.",
  crossTenantTitle: "Cross-Tenant Login Detected",
  loggedOutSuccessfully: "Logged out successfully",
  logoutFailed: "Logout failed",
  logoutFailedDescription: "Please try again or open in a private browsing window.",
} as const;

/** SPEC §8: a tenant login error whose message contains this is an authorization error. */
export const TENANT_MISMATCH_MARKER = "tenant mismatch";
