import { accountModule } from "./account";
import { appointmentsModule } from "./appointments";
import { auditModule } from "./audit";
import { authModule } from "./auth";
import { billingModule } from "./billing";
import { cannedRepliesModule } from "./canned-replies";
import { catalogModule } from "./catalog";
import { choicesModule } from "./choices";
import { contactsModule } from "./contacts";
import { devModule } from "./dev";
import { documentsModule } from "./documents";
import { domainsModule } from "./domains";
import { entitlementsModule } from "./entitlements";
import { healthModule } from "./health";
import { helpArticlesModule } from "./help-articles";
import { helpdeskModule } from "./helpdesk";
import { kbModule } from "./kb";
import type { ServerModule } from "./module";
import { notificationsModule } from "./notifications";
import { onboardingModule } from "./onboarding";
import { platformModule } from "./platform";
import { portalModule } from "./portal";
import { portalAccountsModule } from "./portal-accounts";
import { teamModule } from "./team";
import { tenantDataModule } from "./tenant-data";
import { tenantsModule } from "./tenants";
import { terminologyModule } from "./terminology";
import { verticalsModule } from "./verticals";
import { workspaceModule } from "./workspace";

/**
 * Every module of the product, in registration order. A new module is one line here (and its folder): the app
 * registers its routes and starts its queues, and the demo seed calls its `seedDemo`.
 */
export const MODULES: readonly ServerModule[] = [
  healthModule,
  catalogModule,
  tenantsModule,
  authModule,
  portalModule,
  portalAccountsModule,
  contactsModule,
  helpdeskModule,
  cannedRepliesModule,
  notificationsModule,
  kbModule,
  helpArticlesModule,
  platformModule,
  onboardingModule,
  domainsModule,
  billingModule,
  auditModule,
  teamModule,
  accountModule,
  workspaceModule,
  terminologyModule,
  devModule,
  entitlementsModule,
  verticalsModule,
  choicesModule,
  documentsModule,
  appointmentsModule,
  tenantDataModule,
];
