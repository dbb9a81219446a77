import { SUITE_NAME } from "@engagesuite/shared";
import { AuthIntro } from "@/components/layout/placeholders";

export function LoginPage() {
  return <AuthIntro title="Log In" description={`Sign in to your ${SUITE_NAME} account.`} />;
}
