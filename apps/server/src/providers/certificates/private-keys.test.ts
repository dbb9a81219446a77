import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sslCertificates } from "../../db/schema";
import { SecretBox } from "../../lib/secret-box";
import { ensureCertificate } from "../../modules/onboarding/dns-service";
import { createTestApp, type TestApp } from "../../test/harness";
import { call } from "../../test/http";
import { tamper } from "../../test/tamper";
import { LocalDnsProvider } from "../dns/local";
import { exportCertificates, readCertificate, sealCertificateKey } from "./private-keys";
import type { CertificateProvider } from "./types";

/** Certificate private keys are sealed at rest under SECRET_KEY, open back equal, and refuse another key cleanly. */
let t: TestApp;
const box = new SecretBox("the-platform-secret-key-for-this-test-0123");
const otherBox = new SecretBox("another-deployment-secret-key-0123456789ab");

const pem = () =>
  generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "pem", type: "pkcs8" }).toString();
const CERTIFICATE = "-----BEGIN CERTIFICATE-----\nMIIBstub\n-----END CERTIFICATE-----\n";

/** A CA stand-in that issues the given key, so the test knows what should come back. */
function issuing(privateKeyPem: string): CertificateProvider {
  return {
    name: "acme",
    ensure: async (hostname) => ({
      status: "active",
      issuer: "Test CA",
      domains: [hostname],
      expiresAt: new Date(Date.now() + 90 * 86_400_000),
      certificatePem: CERTIFICATE,
      privateKeyPem,
    }),
  };
}

const hosting = (certificates: CertificateProvider, secrets = box) => ({
  db: t.db.app.db,
  appDomain: "localhost",
  dns: new LocalDnsProvider("localhost"),
  certificates,
  secrets,
});

const storedColumn = async (hostname: string) =>
  (await t.db.owner.db.select().from(sslCertificates).where(eq(sslCertificates.hostname, hostname)))[0]!.privateKeyPem;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

describe("certificate private keys at rest", () => {
  it("stores the key sealed and reads it back equal", async () => {
    const key = pem();
    await ensureCertificate(hosting(issuing(key)), "shop.example.com", "shop");
    const column = await storedColumn("shop.example.com");
    expect(column).not.toContain("PRIVATE KEY");
    expect(column).not.toContain(key.split("\n")[1]!);
    expect(await readCertificate(t.db.app.db, box, "shop.example.com")).toEqual({
      hostname: "shop.example.com",
      certificatePem: CERTIFICATE,
      privateKeyPem: key,
    });
    // A renewal seals the new key afresh.
    const renewed = pem();
    await ensureCertificate(hosting(issuing(renewed)), "shop.example.com", "shop");
    expect(await storedColumn("shop.example.com")).not.toBe(column);
    expect((await readCertificate(t.db.app.db, box, "shop.example.com"))?.privateKeyPem).toBe(renewed);
  });

  it("refuses a key sealed under another SECRET_KEY, a plain PEM or an altered value, without failing", async () => {
    const key = pem();
    await ensureCertificate(hosting(issuing(key), otherBox), "other.example.com", "other");
    expect(await readCertificate(t.db.app.db, box, "other.example.com")).toBeNull();
    expect((await readCertificate(t.db.app.db, otherBox, "other.example.com"))?.privateKeyPem).toBe(key);

    const set = (privateKeyPem: string) =>
      t.db.owner.db
        .update(sslCertificates)
        .set({ privateKeyPem })
        .where(eq(sslCertificates.hostname, "other.example.com"));
    const sealed = sealCertificateKey(box, key);
    for (const tampered of [key, tamper(sealed), "v1.", "", "not sealed"]) {
      await set(tampered);
      expect(await readCertificate(t.db.app.db, box, "other.example.com")).toBeNull();
    }
    await set(sealed);
    expect((await readCertificate(t.db.app.db, box, "other.example.com"))?.privateKeyPem).toBe(key);
    expect(await readCertificate(t.db.app.db, box, "unknown.example.com")).toBeNull();
  });

  it("keeps the public certificate status answering when the stored key is sealed under another key", async () => {
    await ensureCertificate(hosting(issuing(pem()), otherBox), "keyed.localhost", "keyed");
    const res = await call(t.app, "GET", "/api/ssl/setup/status?subdomain=keyed");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "active", issuer: "Test CA", domains: ["keyed.localhost"] });
    expect(res.body).not.toContain("PRIVATE KEY");
    expect(res.body).not.toContain("v1.");
  });

  it("exports the keys that open, 0600, and names those that do not", async () => {
    const key = pem();
    await ensureCertificate(hosting(issuing(key)), "export.example.com", "export");
    await ensureCertificate(hosting(issuing(pem()), otherBox), "foreign.example.com", "foreign");
    const directory = path.join(mkdtempSync(path.join(os.tmpdir(), "certs-")), "out");
    const { written, unreadable } = await exportCertificates(t.db.app.db, box, directory);
    expect(written).toContain("export.example.com");
    expect(unreadable).toContain("foreign.example.com");
    expect(written).not.toContain("foreign.example.com");
    expect(readFileSync(path.join(directory, "export.example.com.key"), "utf8")).toBe(key);
    expect(readFileSync(path.join(directory, "export.example.com.crt"), "utf8")).toBe(CERTIFICATE);
    expect(statSync(path.join(directory, "export.example.com.key")).mode & 0o777).toBe(0o600);
  });
});
