import { AuthIntro } from "@/components/layout/placeholders";

export function PortalRegisterPage() {
  return <AuthIntro title="Create an Account" description="Register for the client portal." />;
}
