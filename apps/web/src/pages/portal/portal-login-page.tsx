import { AuthIntro } from "@/components/layout/placeholders";

export function PortalLoginPage() {
  return (
    <AuthIntro
      title="Client Portal Login"
      description="Sign in to see your documents, appointments and account details."
    />
  );
}
