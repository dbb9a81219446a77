import { PLANS, type PublicVertical, SUITE_NAME, TRIAL_OFFER } from "@engagesuite/shared";
import {
  ArrowRight,
  BadgeDollarSign,
  Blocks,
  Languages,
  type LucideIcon,
  Palette,
  ShieldCheck,
  UserRound,
} from "lucide-react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { usePublicVerticals } from "@/features/verticals/use-public-verticals";
import { formatCurrency } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";

const lowestMonthly = Math.min(...PLANS.map((plan) => plan.price.monthly));

/** SPEC §2: the landing page's six features. */
const FEATURES: { title: string; description: string | (() => string); icon: LucideIcon }[] = [
  {
    title: "Industry terminology",
    description: "Screens speak your industry's language, from patients to students to clients.",
    icon: Languages,
  },
  {
    title: "Multi-tenant data separation",
    description: "Every business gets its own workspace; its data is never visible to another.",
    icon: ShieldCheck,
  },
  {
    title: "Client portals",
    description: "Your customers register and sign in to see their documents, appointments and account.",
    icon: UserRound,
  },
  {
    title: "Modular services",
    description: "Start with the core module and add contacts, help desk, knowledge base and more.",
    icon: Blocks,
  },
  {
    title: "Affordable pricing",
    // Formatted when shown, in the reader's locale (a module-level string would take the locale of whoever loaded it).
    description: () => `Plans from ${formatCurrency(lowestMonthly)} a month, starting with ${TRIAL_OFFER}.`,
    icon: BadgeDollarSign,
  },
  {
    title: "Custom branding",
    description: "Your logo, your colours and your own subdomain.",
    icon: Palette,
  },
];

export function LandingPage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      <IndustriesSection />
      <FeaturesSection />
      <AboutSection />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-brand-soft),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-[size:3.5rem_3.5rem] opacity-40 [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]"
      />
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:py-32">
        <p className="inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 font-medium text-muted-foreground text-sm shadow-xs">
          <span aria-hidden="true" className="size-2 rounded-full bg-primary" />
          {SUITE_NAME}
        </p>
        <h1 id="hero-heading" className="mt-6 text-balance font-bold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
          Start 7-Day Trial for $1
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-muted-foreground">
          Every client, request and answer of your business in one place: contacts with their whole history, a help
          desk, a knowledge base and a portal where your clients sign in, on your own subdomain and in your industry's
          words.
        </p>
        <p className="mt-3 font-medium text-primary text-sm">{TRIAL_OFFER}, cancel anytime before the trial ends.</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to="/onboarding">
              Get Started
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
            <Link to="/login">Log In</Link>
          </Button>
        </div>
      </div>
      <ProductPicture />
    </section>
  );
}

/**
 * The product as it is: the demo workspace's dashboard, taken from the running app by scripts/marketing-screenshots.mjs
 * in both themes. Only the picture of the current theme is shown (and, being lazy, fetched).
 */
function ProductPicture() {
  const picture = (theme: "light" | "dark", className: string) => (
    <img
      src={`/marketing/dashboard-${theme}-1280.webp`}
      srcSet={`/marketing/dashboard-${theme}-640.webp 640w, /marketing/dashboard-${theme}-1280.webp 1280w`}
      sizes="(min-width: 1024px) 1024px, 100vw"
      width={1280}
      height={800}
      alt="The dashboard of a clinic's workspace: its patients with their type, status and contact details, and the sidebar of its modules"
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="overflow-hidden rounded-xl border bg-card shadow-2xl ring-1 ring-foreground/5">
        {picture("light", "block h-auto w-full dark:hidden")}
        {picture("dark", "hidden h-auto w-full dark:block")}
      </div>
    </div>
  );
}

function SectionHeading({ id, title, description }: { id: string; title: string; description: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-pretty text-muted-foreground">{description}</p>
    </div>
  );
}

function IndustriesSection() {
  const { data, isPending, isError, refetch, isFetching } = usePublicVerticals();
  return (
    <section id="industries" aria-labelledby="industries-heading" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="industries-heading"
          title="Industry Solutions"
          description="Pick the module made for your industry; its terms, workflows and look are ready from day one."
        />
        <div className="mt-12">
          {isPending ? (
            <ul aria-busy="true" aria-label="Loading industries" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length skeleton list
                <li key={i}>
                  <VerticalCardSkeleton />
                </li>
              ))}
            </ul>
          ) : isError ? (
            <Alert variant="destructive" className="mx-auto max-w-xl">
              <AlertTitle>Industry solutions could not be loaded</AlertTitle>
              <AlertDescription>
                <p>Please check your connection and try again.</p>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="mt-2"
                  disabled={isFetching}
                  onClick={() => refetch()}
                >
                  Try again
                </Button>
              </AlertDescription>
            </Alert>
          ) : data.length === 0 ? (
            <p className="text-center text-muted-foreground">No industry solutions are available yet.</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
              {data.map((vertical) => (
                <li key={vertical.id} className="flex">
                  <VerticalCard vertical={vertical} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function VerticalCard({ vertical }: { vertical: PublicVertical }) {
  return (
    <article className="group relative flex w-full overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md sm:flex-col">
      <div
        className="relative aspect-square w-24 shrink-0 overflow-hidden sm:aspect-[16/9] sm:w-auto"
        style={{ backgroundColor: vertical.color }}
      >
        <img
          src={vertical.heroImage}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div aria-hidden="true" className="w-1 shrink-0 sm:h-1 sm:w-auto" style={{ backgroundColor: vertical.color }} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4 sm:gap-2 sm:p-6">
        <h3 className="font-semibold text-base tracking-tight sm:text-lg">{vertical.displayName}</h3>
        <p className="line-clamp-2 flex-1 text-muted-foreground text-sm sm:line-clamp-3">{vertical.description}</p>
        <Link
          to={`/verticals/${encodeURIComponent(vertical.slug)}`}
          className="mt-1 inline-flex sm:mt-3 items-center gap-1 font-medium text-primary text-sm outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          Learn more <span className="sr-only">about {vertical.displayName}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

function VerticalCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-6">
        <Skeleton className="h-5 w-2/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
        <Skeleton className="mt-4 h-4 w-24" />
      </div>
    </div>
  );
}

function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="scroll-mt-20 border-y bg-muted/40 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          title="Features"
          description="Everything a growing business needs to manage its clients, in one suite."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
              <div className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </div>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-muted-foreground text-sm">
                {typeof description === "function" ? description() : description}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="about-heading" className="font-semibold text-3xl tracking-tight sm:text-4xl">
          About Us
        </h2>
        <p className="mt-6 text-pretty text-lg text-muted-foreground">
          {SUITE_NAME} is a subscription CRM suite with industry-specific modules. Each business gets its own branded
          CRM on its own subdomain, with a portal for its customers, and can try it: {TRIAL_OFFER}.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/onboarding">Get Started</Link>
        </Button>
      </div>
    </section>
  );
}
