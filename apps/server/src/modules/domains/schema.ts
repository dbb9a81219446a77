import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns";

/* DNS zones, certificates and ACME challenges of the platform's hostnames (global). */

/** DNS records set up for a hostname (a zone entry of the DNS provider). */
export const dnsZones = pgTable("dns_zones", {
  id: text("id").primaryKey(),
  subdomain: text("subdomain").notNull().unique(),
  hostname: text("hostname").notNull(),
  provider: text("provider").notNull(),
  records: jsonb("records").notNull().$type<
    {
      type: string;
      name: string;
      value: string;
      ttl: number;
      isRequired: boolean;
      status: "pending" | "verified";
      providerId?: string;
    }[]
  >(),
  verifiedAt: timestamp("verified_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sslCertificates = pgTable("ssl_certificates", {
  hostname: text("hostname").primaryKey(),
  subdomain: text("subdomain").notNull(),
  provider: text("provider").notNull(),
  status: text("status").notNull().$type<"active" | "pending">(),
  issuer: text("issuer").notNull(),
  domains: text("domains").array().notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  /** ACME-issued certificates (custom domains) keep their chain and key for the TLS terminator. */
  certificatePem: text("certificate_pem"),
  privateKeyPem: text("private_key_pem"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** HTTP-01 challenges in flight, so whichever app node the CA reaches can answer. */
export const acmeChallenges = pgTable("acme_challenges", {
  token: text("token").primaryKey(),
  keyAuthorization: text("key_authorization").notNull(),
  createdAt: createdAt(),
});
