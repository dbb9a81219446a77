import { HELPDESK_MAIL_MESSAGES, helpdeskSettingsApi } from "@engagesuite/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { queryRows } from "../../db/client";
import { helpdeskSettings } from "../../db/schema";
import { withTenant } from "../../db/tenant";
import { serve } from "../../http/serve";
import { badRequest } from "../../lib/http-error";
import type { Services } from "../module";
import { customSupportAddressOf, supportAddressOf } from "./mail-thread";
import { saveSlaSettings, slaSettingsOf } from "./sla";

/** The administrator's help desk settings (issue 22): service levels, and the e-mail channel's addresses. */
export async function helpdeskSettingsRoutes(app: FastifyInstance, { db, config }: Services): Promise<void> {
  serve(app, helpdeskSettingsApi.sla, async (_request, _reply, { tenant, tx }) =>
    tx((t) => slaSettingsOf(t, tenant.id)),
  );

  serve(app, helpdeskSettingsApi.updateSla, async (request, _reply, { tenant, tx }) =>
    tx((t) => saveSlaSettings(t, tenant.id, request.body)),
  );

  const mailSettings = async (tenantId: string, subdomain: string) => ({
    supportAddress: supportAddressOf(config.APP_DOMAIN, subdomain),
    customSupportAddress: await withTenant(db, tenantId, (t) => customSupportAddressOf(t, tenantId)),
  });

  serve(app, helpdeskSettingsApi.mail, async (_request, _reply, { tenant }) =>
    mailSettings(tenant.id, tenant.subdomain),
  );

  serve(app, helpdeskSettingsApi.updateMail, async (request, _reply, { tenant }) => {
    const address = request.body.customSupportAddress;
    if (address) {
      const domain = address.slice(address.lastIndexOf("@") + 1);
      const ours = config.APP_DOMAIN.toLowerCase();
      if (domain === ours || domain.endsWith(`.${ours}`)) {
        throw badRequest(HELPDESK_MAIL_MESSAGES.addressOurs, {
          customSupportAddress: [HELPDESK_MAIL_MESSAGES.addressOurs],
        });
      }
      // One workspace per address: read across tenants by the owner function (RLS hides the others' rows); the unique
      // index answers a race between two workspaces claiming it at once.
      const [owner] = await queryRows<{ tenant_id: string | null }>(
        db,
        sql`select app_helpdesk_tenant_by_address(${address}) as tenant_id`,
      );
      const holder = owner?.tenant_id ?? null;
      const taken = holder !== null && holder !== tenant.id;
      if (taken) {
        throw badRequest(HELPDESK_MAIL_MESSAGES.addressTaken, {
          customSupportAddress: [HELPDESK_MAIL_MESSAGES.addressTaken],
        });
      }
    }
    try {
      await withTenant(db, tenant.id, (t) =>
        t
          .insert(helpdeskSettings)
          .values({ tenantId: tenant.id, customSupportAddress: address })
          .onConflictDoUpdate({
            target: helpdeskSettings.tenantId,
            set: { customSupportAddress: address, updatedAt: new Date() },
          }),
      );
    } catch (error) {
      if (
        (error as { code?: string; cause?: { code?: string } }).code === "23505" ||
        (error as { cause?: { code?: string } }).cause?.code === "23505"
      ) {
        throw badRequest(HELPDESK_MAIL_MESSAGES.addressTaken, {
          customSupportAddress: [HELPDESK_MAIL_MESSAGES.addressTaken],
        });
      }
      throw error;
    }
    return mailSettings(tenant.id, tenant.subdomain);
  });
}
