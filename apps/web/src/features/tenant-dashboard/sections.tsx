import {
  can,
  ENTITLEMENT_MESSAGES,
  type Entitlements,
  entitlementsOf,
  isModuleAvailable,
  MODULE_SLUGS,
  type ModuleSlug,
  type Permission,
  type TenantSummary,
  type VerticalTerms,
} from "@engagesuite/shared";
import type { LucideIcon } from "lucide-react";
import {
  BookOpen,
  CalendarDays,
  Contact,
  CreditCard,
  DoorOpen,
  Globe,
  History,
  LifeBuoy,
  NotebookPen,
  PlusCircle,
  Settings,
  UsersRound,
} from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { ContactsSection } from "./contacts-section";

/** The help desk and the knowledge base: their own chunks, loaded when opened (Contacts is the section a visit opens). */
const HelpDeskSection = lazy(() =>
  import("@/features/helpdesk/help-desk-section").then((m) => ({ default: m.HelpDeskSection })),
);
const KnowledgeBaseSection = lazy(() =>
  import("@/features/kb/knowledge-base-section").then((m) => ({ default: m.KnowledgeBaseSection })),
);
/** The workspace's own articles for its clients (issue 19): its own chunk, loaded when opened. */
const HelpArticlesSection = lazy(() =>
  import("@/features/help-articles/help-articles-section").then((m) => ({ default: m.HelpArticlesSection })),
);
/** Workspace settings: its own chunk (the dashboard's first chunk stays within its budget), loaded when opened. */
const WorkspaceSettingsSection = lazy(() =>
  import("@/features/workspace/workspace-settings-section").then((m) => ({ default: m.WorkspaceSettingsSection })),
);
/** The administrators' custom domains and audit log: their own chunks, never downloaded by staff. */
const CustomDomainsSection = lazy(() =>
  import("@/features/domains/custom-domains-section").then((m) => ({ default: m.CustomDomainsSection })),
);
const AuditLogSection = lazy(() =>
  import("@/features/audit/audit-log-section").then((m) => ({ default: m.AuditLogSection })),
);
/** Billing: its own chunk, for the workspace's administrators only (issue 18). */
const BillingSection = lazy(() =>
  import("@/features/billing/billing-section").then((m) => ({ default: m.BillingSection })),
);
/** The client portal's accounts and the appointments calendar (issue 20): their own chunks, loaded when opened. */
const PortalSection = lazy(() =>
  import("@/features/portal-accounts/portal-section").then((m) => ({ default: m.PortalSection })),
);
const AppointmentsSection = lazy(() =>
  import("@/features/appointments/appointments-section").then((m) => ({ default: m.AppointmentsSection })),
);
/** The Users screen is its own chunk, loaded when an admin opens it (the dashboard's first chunk stays in budget). */
const UsersSection = lazy(() => import("@/features/team/users-section").then((m) => ({ default: m.UsersSection })));

function SectionLoading() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-9 w-40" />
      <Skeleton className="h-24 w-full max-w-md" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** What a section is drawn with: the signed-in member's tenant, and the id of the heading it must render. */
export interface SectionProps {
  tenant: TenantSummary;
  headingId: string;
}

interface SectionDefinition {
  /**
   * Who sees it: the members whose role has this permission in the table the server enforces (packages/shared
   * `PERMISSIONS`); the section's endpoints refuse the others anyway. None: every member.
   */
  permission?: Permission;
  /** Shorthand for `permission: "workspace.manage"` (the workspace's settings), as `access: "tenantAdmin"` is. */
  adminOnly?: boolean;
  /** The service module it belongs to: a workspace without it has no such section (packages/shared entitlements). */
  module?: ModuleSlug;
  render: (props: SectionProps) => ReactNode;
}

/** The permission a section needs, if any. */
function sectionPermission(definition: SectionDefinition): Permission | undefined {
  return definition.permission ?? (definition.adminOnly ? "workspace.manage" : undefined);
}

/**
 * The sections the dashboard can show, by the `?section=` value that opens them: SPEC §2's three, and the workspace
 * admin's custom domains (issue 15), which sits in a group of its own below the spec's. A module's screen is one entry
 * here and one item in the navigation below.
 */
export const SECTIONS = {
  contacts: {
    permission: "contacts.work",
    module: "core",
    render: ({ tenant, headingId }) => <ContactsSection tenantId={tenant.id} headingId={headingId} />,
  },
  "help-desk": {
    permission: "tickets.work",
    module: "help-desk",
    render: ({ tenant, headingId }) => (
      <Suspense fallback={<SectionLoading />}>
        <HelpDeskSection tenantId={tenant.id} headingId={headingId} />
      </Suspense>
    ),
  },
  "knowledge-base": {
    permission: "kb.work",
    module: "knowledge-base",
    render: ({ tenant, headingId }) => (
      <Suspense fallback={<SectionLoading />}>
        <KnowledgeBaseSection verticalModuleId={tenant.verticalModuleId} headingId={headingId} />
      </Suspense>
    ),
  },
  "help-articles": {
    permission: "helpArticles.write",
    module: "knowledge-base",
    render: ({ headingId }) => (
      <Suspense fallback={<SectionLoading />}>
        <HelpArticlesSection headingId={headingId} />
      </Suspense>
    ),
  },
  portal: {
    permission: "portal.work",
    module: "client-portal",
    render: ({ tenant, headingId }) => (
      <Suspense fallback={<SectionLoading />}>
        <PortalSection tenantId={tenant.id} headingId={headingId} />
      </Suspense>
    ),
  },
  appointments: {
    permission: "portal.work",
    module: "appointments",
    render: ({ tenant, headingId }) => (
      <Suspense fallback={<SectionLoading />}>
        <AppointmentsSection tenantId={tenant.id} headingId={headingId} />
      </Suspense>
    ),
  },
  domains: {
    permission: "domains.manage",
    render: ({ tenant, headingId }) => (
      <Suspense fallback={<SectionLoading />}>
        <CustomDomainsSection tenantId={tenant.id} headingId={headingId} />
      </Suspense>
    ),
  },
  users: {
    permission: "users.manage",
    render: ({ tenant, headingId }) => (
      <Suspense fallback={<SectionLoading />}>
        <UsersSection tenantId={tenant.id} headingId={headingId} />
      </Suspense>
    ),
  },
  audit: {
    permission: "audit.view",
    render: ({ tenant, headingId }) => (
      <Suspense fallback={<SectionLoading />}>
        <AuditLogSection tenantId={tenant.id} headingId={headingId} />
      </Suspense>
    ),
  },
  billing: {
    permission: "billing.view",
    render: ({ tenant, headingId }) => (
      <Suspense fallback={<SectionLoading />}>
        <BillingSection tenantId={tenant.id} headingId={headingId} />
      </Suspense>
    ),
  },
  settings: {
    permission: "workspace.manage",
    render: ({ tenant, headingId }) => (
      <Suspense fallback={<SectionLoading />}>
        <WorkspaceSettingsSection tenantId={tenant.id} headingId={headingId} subdomain={tenant.subdomain} />
      </Suspense>
    ),
  },
} satisfies Record<string, SectionDefinition>;

export type DashboardSection = keyof typeof SECTIONS;
export const DEFAULT_SECTION: DashboardSection = "contacts";

/** Every module the product has: what a caller that names no entitlements is shown. */
const EVERY_MODULE = entitlementsOf("ENTERPRISE", MODULE_SLUGS);

/** The workspace's entitlements, from its plan and modules (the one table in packages/shared). */
export function tenantEntitlements(tenant: Pick<TenantSummary, "planTier" | "modules">): Entitlements {
  return entitlementsOf(tenant.planTier, tenant.modules);
}

/** Whether a member of this role may see the section (the permission table) and the workspace has its module. */
function canSeeSection(section: DashboardSection, role: string, entitlements: Entitlements = EVERY_MODULE): boolean {
  const definition: SectionDefinition = SECTIONS[section];
  if (definition.module && !entitlements.modules.has(definition.module)) return false;
  const permission = sectionPermission(definition);
  return permission === undefined || can(role, permission);
}

/** The section a `?section=` value names, if this member may see it; otherwise the default. */
export function parseSection(
  value: string | null,
  role = "STAFF",
  entitlements: Entitlements = EVERY_MODULE,
): DashboardSection {
  if (!value || !Object.hasOwn(SECTIONS, value)) return DEFAULT_SECTION;
  const section = value as DashboardSection;
  return canSeeSection(section, role, entitlements) ? section : DEFAULT_SECTION;
}

/** Where "Add module" leads: the billing page's modules (the dashboard's Billing section). */
export const ADD_MODULE_HREF = "?section=billing#modules";

export interface NavItem {
  label: string;
  icon: LucideIcon;
  /** The section it shows (none for a link). */
  section?: DashboardSection;
  /** Who sees the entry (the permission table); by default its section's permission. */
  permission?: Permission;
  /** A link rather than a section (the "Add module" entry). */
  href?: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/**
 * The sidebar (issue 23, departing from SPEC §2's fixed list): only what the workspace has, in the order a team uses
 * it — its people and their requests first, then what it knows, then the workspace itself. Entries the product does
 * not have yet are not listed (no wall of "Soon"); a module the workspace lacks is offered by "Add module".
 */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: "CRM",
    items: [
      { label: "Contacts", icon: Contact, section: "contacts" },
      { label: "Help Desk", icon: LifeBuoy, section: "help-desk" },
      { label: "Appointments", icon: CalendarDays, section: "appointments" },
      { label: "Portal", icon: DoorOpen, section: "portal" },
    ],
  },
  {
    label: "Knowledge",
    items: [
      { label: "Knowledge Base", icon: BookOpen, section: "knowledge-base" },
      { label: "Help Articles", icon: NotebookPen, section: "help-articles" },
    ],
  },
];

/** The workspace's own settings, below the work (each entry for the roles its permission names). */
const ADMIN_NAV_GROUP: NavGroup = {
  label: "Workspace",
  items: [
    { label: "Users", icon: UsersRound, section: "users" },
    { label: "Billing", icon: CreditCard, section: "billing" },
    { label: "Settings", icon: Settings, section: "settings" },
    { label: "Custom Domains", icon: Globe, section: "domains" },
    { label: "Audit Log", icon: History, section: "audit" },
  ],
};

/** Whether a member of this role sees the navigation entry (and the workspace has the module of its section). */
function canSeeItem(item: NavItem, role: string, entitlements: Entitlements): boolean {
  if (item.section !== undefined && !canSeeSection(item.section, role, entitlements)) return false;
  if (item.permission) return can(role, item.permission);
  return true;
}

/** The sidebar's way to the billing page's modules, for the members who may change them. */
const ADD_MODULE_ITEM: NavItem = {
  label: ENTITLEMENT_MESSAGES.addModule,
  icon: PlusCircle,
  permission: "billing.view",
  href: ADD_MODULE_HREF,
};

/**
 * The groups a member sees, from the permission table and the workspace's modules: the entries their role may use (a
 * staff member sees no Users, Billing, Custom Domains, Audit Log or Settings), only the sections of the modules the
 * workspace has, "Add module" for an administrator while a module is left to add, and no group left empty.
 */
export function navGroupsFor(
  role: string,
  entitlements: Entitlements = EVERY_MODULE,
  terms?: VerticalTerms,
): NavGroup[] {
  const leftToAdd = MODULE_SLUGS.some((slug) => isModuleAvailable(slug) && !entitlements.modules.has(slug));
  return [...NAV_GROUPS, ADMIN_NAV_GROUP]
    .map((group) => ({
      ...group,
      items: [...group.items, ...(group === ADMIN_NAV_GROUP && leftToAdd ? [ADD_MODULE_ITEM] : [])]
        .filter((item) => canSeeItem(item, role, entitlements))
        // The workspace's word for its contacts names their entry ("Patients"; issue 19).
        .map((item) => (item.section === "contacts" && terms ? { ...item, label: terms.contact.other } : item)),
    }))
    .filter((group) => group.items.length > 0);
}
