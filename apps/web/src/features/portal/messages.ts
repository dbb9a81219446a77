/** Client portal texts quoted from SPEC §2 and §8 (the server's own messages are AUTH_MESSAGES in the shared package). */
export const PORTAL_TEXT = {
  loginSuccessful: "Login successful",
  loginSuccessfulDescription: "Welcome to your client portal",
  loginFailed: "Login failed",
  loginErrorNotError: "An error occurred during login",
  loggedOut: "Logged out",
  loggedOutDescription: "You have been successfully logged out",
  registrationFailed: "Registration failed",
  unexpectedError: "An unexpected error occurred",
  registeredPleaseLogIn: "Your account has been created. Please log in.",
  registeredAndLoggedIn: "Your account has been created and you are now logged in.",
  loadingTenant: "Loading tenant information...",
} as const;
