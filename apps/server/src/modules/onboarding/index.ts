import { defineModule } from "../module";
import { onboardingRoutes } from "./routes";
import { PROVISIONING_QUEUE, type ProvisioningJob, provisionTenant } from "./tenant-service";

/** The sign-up wizard: subdomain, DNS and certificate setup, the tenant's creation and its provisioning job. */
export const onboardingModule = defineModule({
  name: "onboarding",
  routes: (app, services) => onboardingRoutes(app, services.provisioning),
  queues: (services) => [
    {
      name: PROVISIONING_QUEUE,
      expireInSeconds: services.provisioning.expireSeconds,
      retryLimit: 5,
      handler: (data) => provisionTenant(services.provisioning, data as ProvisioningJob),
    },
  ],
});
