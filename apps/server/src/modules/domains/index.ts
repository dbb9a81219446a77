import { defineModule } from "../module";
import {
  CUSTOM_DOMAIN_QUEUE,
  CUSTOM_DOMAIN_RELEASE_CRON,
  CUSTOM_DOMAIN_RELEASE_QUEUE,
  type CustomDomainJob,
  releaseLapsedClaims,
  verifyCustomDomain,
} from "./custom-domains";
import { acmeChallengeRoutes } from "./routes";
import { tenantDomainRoutes } from "./tenant-domain-routes";

/** A workspace's custom domains: claim, ownership proof, certificate, release; and the ACME HTTP-01 challenges. */
export const domainsModule = defineModule({
  name: "domains",
  routes: async (app, services) => {
    await tenantDomainRoutes(app, { ...services.provisioning, limiter: services.limiter });
    await acmeChallengeRoutes(app, services);
  },
  queues: (services) => [
    {
      // The tenant publishes its TXT and CNAME records when it can: try every 10 minutes for the 7 days a claim
      // lasts (a claim released meanwhile ends the job).
      name: CUSTOM_DOMAIN_QUEUE,
      expireInSeconds: 300,
      retryLimit: 1008,
      retryDelay: 600,
      handler: (data) => verifyCustomDomain(services.provisioning, data as CustomDomainJob),
    },
    {
      name: CUSTOM_DOMAIN_RELEASE_QUEUE,
      expireInSeconds: 60,
      retryLimit: 2,
      cron: CUSTOM_DOMAIN_RELEASE_CRON,
      handler: async () => {
        const released = await releaseLapsedClaims(services.db);
        if (released.length > 0) services.log.info({ released }, "unverified custom domain claims released");
      },
    },
  ],
});
