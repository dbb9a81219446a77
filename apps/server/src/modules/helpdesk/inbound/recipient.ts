import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { tenants } from "../../../db/schema";

/** Where a recipient address delivers: a workspace, and the ticket's reply token when it is support+<token>@…. */
export interface MailTarget {
  tenantId: string;
  subdomain: string;
  replyToken: string | null;
}

const LOCAL = /^support(?:\+([a-z0-9]{8,64}))?$/;

/**
 * The workspace a recipient address belongs to, or null (the listener answers 550): support@{subdomain}.APP_DOMAIN,
 * support+<token>@{subdomain}.APP_DOMAIN, or a workspace's own address forwarded there. Read with the owner's
 * connection (no tenant is known yet); only the tenant id and subdomain leave this function.
 */
export async function resolveRecipient(db: Db, appDomain: string, rawAddress: string): Promise<MailTarget | null> {
  const address = rawAddress.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0 || address.length > 254) return null;
  const local = address.slice(0, at);
  const host = address.slice(at + 1);
  const suffix = `.${appDomain.toLowerCase()}`;
  if (host.endsWith(suffix)) {
    const subdomain = host.slice(0, -suffix.length);
    const match = LOCAL.exec(local);
    if (!match || !/^[a-z0-9-]{3,20}$/.test(subdomain)) return null;
    const [tenant] = await db
      .select({ id: tenants.id, subdomain: tenants.subdomain })
      .from(tenants)
      .where(and(eq(tenants.subdomain, subdomain), sql`${tenants.status} in ('TRIAL', 'ACTIVE')`));
    return tenant ? { tenantId: tenant.id, subdomain: tenant.subdomain, replyToken: match[1] ?? null } : null;
  }
  // A forwarded address: the owner function reads it across tenants (RLS shows the app one tenant's settings).
  const [custom] = await db
    .select({ id: tenants.id, subdomain: tenants.subdomain })
    .from(tenants)
    .where(
      and(
        sql`${tenants.id} = app_helpdesk_tenant_by_address(${address})`,
        sql`${tenants.status} in ('TRIAL', 'ACTIVE')`,
      ),
    );
  return custom ? { tenantId: custom.id, subdomain: custom.subdomain, replyToken: null } : null;
}

/** Whether an address is one of this service's own support addresses (a mail from one is a loop). */
export function isOwnSupportAddress(appDomain: string, address: string): boolean {
  const lower = address.toLowerCase();
  const at = lower.lastIndexOf("@");
  return LOCAL.test(lower.slice(0, at)) && lower.slice(at + 1).endsWith(`.${appDomain.toLowerCase()}`);
}
