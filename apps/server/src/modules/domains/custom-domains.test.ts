import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sslCertificates, tenantDomains } from "../../db/schema";
import { SecretBox } from "../../lib/secret-box";
import { AcmeCertificateProvider } from "../../providers/certificates/acme";
import { readCertificate } from "../../providers/certificates/private-keys";
import { CertificateRouter } from "../../providers/certificates/router";
import { WildcardCertificateProvider } from "../../providers/certificates/wildcard";
import { LocalDnsProvider } from "../../providers/dns/local";
import { createTestApp, demoTenantIds, type TestApp } from "../../test/harness";
import { call } from "../../test/http";
import { pointsAtPlatform, type Resolver, verifyCustomDomain } from "./custom-domains";

const secrets = new SecretBox("custom-domains-test-secret-key-0123456789");

/** A real self-signed certificate, standing in for what an ACME CA would issue. */
function selfSigned(hostname: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "cert-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "90",
      "-subj",
      `/CN=${hostname}`,
      "-addext",
      `subjectAltName=DNS:${hostname}`,
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { stdio: "ignore" },
  );
  return readFileSync(path.join(dir, "cert.pem"), "utf8");
}

let t: TestApp;
let tenantId: string;
beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await demoTenantIds(t)).demo;
});
afterAll(() => t.close());

describe("pointsAtPlatform (real DNS lookups)", () => {
  it("is true for a name with the platform's addresses and false for one that does not resolve", async () => {
    expect(await pointsAtPlatform(os.hostname(), "localhost")).toBe(true);
    expect(await pointsAtPlatform("nothing-here.invalid", "localhost")).toBe(false);
  });
});

/** A resolver answering as the tenant's DNS would: the CNAME points at the platform, the TXT record as given. */
function answering(txt: Record<string, string[][]>, cname: string[] = ["localhost"]): Resolver {
  return {
    resolveCname: async () => cname,
    lookup: async () => [],
    resolveTxt: async (name: string) => {
      const answer = txt[name];
      if (!answer) throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: "ENOTFOUND" });
      return answer;
    },
  } as never;
}

describe("custom domain verification job", () => {
  const hostname = "crm.demo-clinic.example";
  const token = "tok-demo-clinic-0123456789";
  // A long TXT value comes back split into strings; joined, it is the record.
  const pointed = answering({
    "_engagesuite-challenge.crm.demo-clinic.example": [["engagesuite-verification=", "tok-demo-clinic-0123456789"]],
  });

  it("verifies the domain, gets an ACME certificate, and keeps it; ACME challenges are served from the database", async () => {
    await t.db.owner.db.insert(tenantDomains).values({ hostname, tenantId, verificationToken: token });
    const issued: string[] = [];
    const acme = new AcmeCertificateProvider(
      t.db.app.db,
      { directoryUrl: "https://ca.invalid/dir", email: "ops@example.com" },
      async () => ({
        auto: async (opts) => {
          const challenge = {
            type: "http-01",
            url: "https://ca.invalid/c",
            status: "pending",
            token: "tok_abcdefghijkl",
          } as never;
          await opts.challengeCreateFn({} as never, challenge, "tok_abcdefghijkl.thumbprint");
          const served = await call(t.app, "GET", "/.well-known/acme-challenge/tok_abcdefghijkl", undefined, {
            host: hostname,
          });
          issued.push(served.body);
          await opts.challengeRemoveFn({} as never, challenge, "tok_abcdefghijkl.thumbprint");
          return selfSigned(hostname);
        },
      }),
    );
    const deps = {
      db: t.db.app.db,
      appDomain: "localhost",
      dns: new LocalDnsProvider("localhost"),
      certificates: new CertificateRouter("localhost", new WildcardCertificateProvider("localhost"), acme),
      secrets,
      dnsTarget: "localhost",
      resolver: pointed,
    };
    await verifyCustomDomain(deps, { tenantId, hostname });
    expect(issued).toEqual(["tok_abcdefghijkl.thumbprint"]);
    const [domain] = await t.db.owner.db.select().from(tenantDomains).where(eq(tenantDomains.hostname, hostname));
    expect(domain!.verifiedAt).not.toBeNull();
    const [cert] = await t.db.owner.db.select().from(sslCertificates).where(eq(sslCertificates.hostname, hostname));
    expect(cert).toMatchObject({ status: "active", provider: "platform", domains: [hostname] });
    expect(cert!.certificatePem).toContain("BEGIN CERTIFICATE");
    // The key is sealed at rest (SECRET_KEY) and opens back for the TLS terminator.
    expect(cert!.privateKeyPem).not.toContain("PRIVATE KEY");
    const stored = await readCertificate(t.db.app.db, secrets, hostname);
    expect(stored?.privateKeyPem).toMatch(/^-----BEGIN (RSA )?PRIVATE KEY-----/);
    expect(stored?.certificatePem).toBe(cert!.certificatePem);
    const gone = await call(t.app, "GET", "/.well-known/acme-challenge/tok_abcdefghijkl");
    expect(gone.statusCode).toBe(404);
    const current = await call(t.app, "GET", "/api/tenants/current", undefined, { host: hostname });
    expect(current.json()).toMatchObject({ id: tenantId });
  });

  it("does not attach a domain that points at the platform but has no TXT record with its token", async () => {
    const unproven = "crm.someone-else.example";
    await t.db.owner.db
      .insert(tenantDomains)
      .values({ hostname: unproven, tenantId, verificationToken: "right-token" });
    const deps = {
      db: t.db.app.db,
      appDomain: "localhost",
      dns: new LocalDnsProvider("localhost"),
      certificates: new CertificateRouter("localhost", new WildcardCertificateProvider("localhost")),
      secrets,
      dnsTarget: "localhost",
    };
    const answers: Record<string, string[][]>[] = [
      {},
      { "_engagesuite-challenge.crm.someone-else.example": [["engagesuite-verification=wrong"]] },
    ];
    for (const txt of answers) {
      await expect(
        verifyCustomDomain({ ...deps, resolver: answering(txt) }, { tenantId, hostname: unproven }),
      ).rejects.toThrow(/no matching ownership TXT record/);
      const [row] = await t.db.owner.db.select().from(tenantDomains).where(eq(tenantDomains.hostname, unproven));
      expect(row!.verifiedAt).toBeNull();
      const current = await call(t.app, "GET", "/api/tenants/current", undefined, { host: unproven });
      expect(current.statusCode).not.toBe(200);
    }
  });

  it("attaches a proven domain but asks for its certificate only once it points at the platform (tries again later)", async () => {
    const other = "www.not-pointed.example";
    await t.db.owner.db.insert(tenantDomains).values({ hostname: other, tenantId, verificationToken: "any-token" });
    const deps = {
      db: t.db.app.db,
      appDomain: "localhost",
      dns: new LocalDnsProvider("localhost"),
      certificates: new CertificateRouter("localhost", new WildcardCertificateProvider("localhost")),
      dnsTarget: "localhost",
      secrets,
      resolver: answering(
        { "_engagesuite-challenge.www.not-pointed.example": [["engagesuite-verification=any-token"]] },
        [],
      ),
    };
    await expect(verifyCustomDomain(deps, { tenantId, hostname: other })).rejects.toThrow(/does not point/);
    const [domain] = await t.db.owner.db.select().from(tenantDomains).where(eq(tenantDomains.hostname, other));
    expect(domain!.verifiedAt).not.toBeNull();
    const certs = await t.db.owner.db.select().from(sslCertificates).where(eq(sslCertificates.hostname, other));
    expect(certs).toEqual([]);
  });
});
