import type { LucideIcon } from "lucide-react";
import {
  BarChart3,
  BookOpen,
  Building2,
  Contact,
  CreditCard,
  Globe,
  House,
  LayoutDashboard,
  LayoutGrid,
  LifeBuoy,
  UsersRound,
} from "lucide-react";

/**
 * The sections the dashboard can show: SPEC §2's three, and the workspace admin's custom domains (issue 15: the
 * settings show a domain's ownership record), which sits in a group of its own below the spec's.
 */
export const DASHBOARD_SECTIONS = ["contacts", "help-desk", "knowledge-base", "domains"] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];
export const DEFAULT_SECTION: DashboardSection = "contacts";

export function parseSection(value: string | null): DashboardSection {
  return (DASHBOARD_SECTIONS as readonly string[]).includes(value ?? "")
    ? (value as DashboardSection)
    : DEFAULT_SECTION;
}

export interface NavItem {
  label: string;
  icon: LucideIcon;
  /** The section it shows; none for an entry that is present but not available yet. */
  section?: DashboardSection;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** SPEC §2: the sidebar's CRM links and service modules, in the spec's order. */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: "CRM",
    items: [
      { label: "Users", icon: UsersRound },
      { label: "Analytics", icon: BarChart3 },
    ],
  },
  {
    label: "Service modules",
    items: [
      { label: "All", icon: LayoutGrid },
      { label: "Billing", icon: CreditCard },
      { label: "Company Dashboard", icon: LayoutDashboard },
      { label: "Companies", icon: Building2 },
      { label: "Contacts", icon: Contact, section: "contacts" },
      { label: "Families", icon: House },
      { label: "Help Desk", icon: LifeBuoy, section: "help-desk" },
      { label: "Knowledge Base", icon: BookOpen, section: "knowledge-base" },
    ],
  },
];

/** The workspace admin's own settings, below the spec's groups (TENANT_ADMIN only). */
export const ADMIN_NAV_GROUP: NavGroup = {
  label: "Workspace",
  items: [{ label: "Custom Domains", icon: Globe, section: "domains" }],
};

/** The groups a member sees: the spec's for everyone, the workspace settings for its admin. */
export function navGroupsFor(role: string): NavGroup[] {
  return role === "TENANT_ADMIN" ? [...NAV_GROUPS, ADMIN_NAV_GROUP] : NAV_GROUPS;
}
