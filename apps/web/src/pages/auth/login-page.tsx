import {
  AUTH_MESSAGES,
  type AuthUser,
  authApi,
  type MfaChallengeAnswer,
  platformLoginSchema,
  SUITE_NAME,
  TRIAL_OFFER,
} from "@engagesuite/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowRight, Blocks, Check, Palette, ShieldCheck, UserRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { PasswordField, TextField } from "@/components/ui/form-field";
import { RememberMeField } from "@/components/ui/remember-me-field";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { AUTH_TEXT } from "@/features/auth/messages";
import { isMfaChallenge, MfaSignInStep } from "@/features/mfa/mfa-sign-in-step";
import { errorMessage, errorStatus } from "@/lib/api";
import { call } from "@/lib/api-client";
import { browser } from "@/lib/browser";
import { useDocumentTitle } from "@/lib/use-document-title";

type LoginTab = "login" | "register" | "reset";

type PlatformLoginInput = z.input<typeof platformLoginSchema>;
type PlatformLoginValues = z.output<typeof platformLoginSchema>;

const resetRequestSchema = platformLoginSchema.pick({ email: true });
type ResetRequestValues = z.output<typeof resetRequestSchema>;

/** `/login` (SPEC §2, both route sets): the platform sign-in with Login, Register and Reset tabs. */
export function LoginPage() {
  useDocumentTitle("Log In");
  const [tab, setTab] = useState<LoginTab>("login");
  const [resetEmail, setResetEmail] = useState("");

  return (
    <div className="grid overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-md lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-6 p-6 sm:p-10">
        <div className="space-y-2">
          <h1 className="font-semibold text-2xl tracking-tight">Log In</h1>
          <p className="text-muted-foreground text-sm">Sign in to your {SUITE_NAME} account.</p>
        </div>
        <Tabs value={tab} onValueChange={(value) => setTab(value as LoginTab)} className="gap-6">
          <TabsList className="grid w-full grid-cols-3">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
            <TabsTrigger value="reset">Reset</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <PlatformLoginForm
              onForgotPassword={(email) => {
                setResetEmail(email);
                setTab("reset");
              }}
            />
          </TabsContent>
          <TabsContent value="register">
            <RegisterPanel />
          </TabsContent>
          <TabsContent value="reset">
            <ResetRequestForm defaultEmail={resetEmail} onBackToLogin={() => setTab("login")} />
          </TabsContent>
        </Tabs>
      </div>
      <MarketingPanel />
    </div>
  );
}

type PlatformLoginAnswer = { user: AuthUser; redirectTo: string };

function PlatformLoginForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const [redirecting, setRedirecting] = useState(false);
  const [challenge, setChallenge] = useState<MfaChallengeAnswer | null>(null);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PlatformLoginInput, unknown, PlatformLoginValues>({
    resolver: zodResolver(platformLoginSchema),
    defaultValues: { email: "", password: "", rememberMe: false },
  });

  function signedIn(answer: PlatformLoginAnswer) {
    toast({ title: AUTH_TEXT.loginSuccessful });
    setRedirecting(true);
    browser.assign(answer.redirectTo);
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await call(authApi.login, {
        body: { email: values.email, password: values.password, rememberMe: values.rememberMe ?? false },
      });
      if (isMfaChallenge(answer)) setChallenge(answer);
      else signedIn(answer);
    } catch (error) {
      // SPEC §8: a wrong e-mail or password always reads the same; other refusals (429) say why.
      const description =
        errorStatus(error) === 401
          ? AUTH_MESSAGES.invalidPlatformCredentials
          : errorMessage(error, AUTH_MESSAGES.invalidPlatformCredentials);
      toast({ variant: "destructive", title: AUTH_TEXT.loginFailed, description });
    }
  });

  const busy = isSubmitting || redirecting;
  if (challenge) {
    return (
      <MfaSignInStep<PlatformLoginAnswer>
        answer={challenge}
        verify={(body) => call(authApi.mfa, { body })}
        onSignedIn={signedIn}
        onCancel={() => setChallenge(null)}
      />
    );
  }
  return (
    <Form noValidate onSubmit={onSubmit} className="grid gap-5">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        error={errors.email?.message}
        {...register("email")}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RememberMeField control={control} name="rememberMe" />
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => onForgotPassword(getValues("email") ?? "")}
        >
          Forgot your password?
        </Button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? "Signing in..." : "Sign in"}
      </Button>
    </Form>
  );
}

function RegisterPanel() {
  return (
    <div className="grid gap-4 text-sm">
      <p className="text-muted-foreground">
        New to {SUITE_NAME}? Accounts are created when your business starts its trial, {TRIAL_OFFER}: choose your
        industry and modules, set up your subdomain, and your administrator login is e-mailed to you.
      </p>
      <p className="text-muted-foreground">
        Joining a workspace that already exists? Ask its administrator to invite you.
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to="/onboarding">
          Start your trial
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}

function ResetRequestForm({ defaultEmail, onBackToLogin }: { defaultEmail: string; onBackToLogin: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof resetRequestSchema>, unknown, ResetRequestValues>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await call(authApi.passwordResetRequest, { body: { email: values.email } });
      toast({ title: "Check your email", description: answer?.message ?? AUTH_MESSAGES.resetRequested });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Could not send the reset link",
        description: errorMessage(error, "Please try again in a moment."),
      });
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} className="grid gap-5">
      <p className="text-muted-foreground text-sm">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        error={errors.email?.message}
        {...register("email")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send Reset Link"}
      </Button>
      <Button type="button" variant="link" className="h-auto justify-self-center p-0" onClick={onBackToLogin}>
        Back to login
      </Button>
    </Form>
  );
}

const PANEL_POINTS = [
  { icon: UserRound, text: "Client portals where your customers see documents and appointments" },
  { icon: Blocks, text: "Contacts, help desk and knowledge base, added as modules" },
  { icon: ShieldCheck, text: "Every business in its own workspace, its data kept apart" },
  { icon: Palette, text: "Your logo, your colours, your own subdomain" },
] as const;

/** The marketing panel beside the form (desktop only). */
function MarketingPanel() {
  return (
    <aside
      aria-label={`About ${SUITE_NAME}`}
      className="relative hidden flex-col justify-between gap-10 overflow-hidden bg-primary p-10 text-primary-foreground lg:flex dark:border-l dark:bg-brand-soft dark:text-foreground"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-primary-foreground/10 dark:bg-primary/10"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-primary-foreground/5 dark:bg-primary/5"
      />
      <div className="relative space-y-4">
        <p className="font-medium text-sm uppercase tracking-widest">{SUITE_NAME}</p>
        <h2 className="text-balance font-semibold text-3xl leading-tight tracking-tight">
          The CRM that speaks your industry's language.
        </h2>
        <p className="text-pretty">One suite for your team and your clients, on your own branded subdomain.</p>
      </div>
      <ul className="relative grid gap-4">
        {PANEL_POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-foreground/15 dark:bg-primary/15 dark:text-primary">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="pt-1.5 text-sm leading-snug">{text}</span>
          </li>
        ))}
      </ul>
      <p className="relative inline-flex items-center gap-2 text-sm">
        <Check className="size-4 dark:text-primary" aria-hidden="true" />
        {TRIAL_OFFER}, cancel anytime before the trial ends.
      </p>
    </aside>
  );
}
