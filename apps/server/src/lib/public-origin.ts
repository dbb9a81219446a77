import type { Config } from "../config";

/** The settings links are built from: PUBLIC_URL (its default follows APP_DOMAIN and PORT) and APP_DOMAIN. */
export type PublicOriginConfig = Pick<Config, "publicUrl" | "APP_DOMAIN">;

/**
 * Where links in e-mails and redirects to another host point (DESIGN §10): configuration only, never the request's
 * Host or X-Forwarded-* headers, which a client chooses.
 */
export function mainOrigin(config: PublicOriginConfig): string {
  return config.publicUrl;
}

/** `{sub}.APP_DOMAIN` with PUBLIC_URL's scheme and port, e.g. https://acme.engagesuite.com or http://demo.localhost:3000. */
export function tenantOrigin(config: PublicOriginConfig, subdomain: string): string {
  const url = new URL(config.publicUrl);
  return `${url.protocol}//${tenantHost(config, subdomain)}`;
}

/** The tenant's host as its Host header names it (with the port when PUBLIC_URL has one). */
export function tenantHost(config: PublicOriginConfig, subdomain: string): string {
  const url = new URL(config.publicUrl);
  return `${subdomain.toLowerCase()}.${config.APP_DOMAIN.toLowerCase()}${url.port ? `:${url.port}` : ""}`;
}
