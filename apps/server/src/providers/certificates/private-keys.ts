import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { sslCertificates } from "../../db/schema";
import type { SecretBox } from "../../lib/secret-box";

/**
 * Certificate private keys at rest: ssl_certificates.private_key_pem holds the PEM sealed with SecretBox under
 * SECRET_KEY, never the PEM itself, so a copy of the database (a backup, a replica, a leaked dump) holds no usable key.
 */
const PURPOSE = "ssl_certificates.private_key_pem";

export const sealCertificateKey = (box: SecretBox, pem: string): string => box.seal(PURPOSE, pem);

/** The PEM, or null when the value was sealed under another SECRET_KEY, altered, or is not sealed at all. */
const openCertificateKey = (box: SecretBox, sealed: string): string | null => box.open(PURPOSE, sealed);

export interface StoredCertificate {
  hostname: string;
  certificatePem: string;
  privateKeyPem: string;
}

/**
 * A host's certificate chain and key as the TLS terminator needs them; null when there is none, or when its key does not
 * open under this SECRET_KEY (the key was rotated or the row altered: the certificate has to be issued again).
 */
export async function readCertificate(db: DbOrTx, box: SecretBox, hostname: string): Promise<StoredCertificate | null> {
  const [row] = await db.select().from(sslCertificates).where(eq(sslCertificates.hostname, hostname));
  return row ? opened(box, row) : null;
}

function opened(box: SecretBox, row: typeof sslCertificates.$inferSelect): StoredCertificate | null {
  if (!row.certificatePem || !row.privateKeyPem) return null;
  const privateKeyPem = openCertificateKey(box, row.privateKeyPem);
  return privateKeyPem ? { hostname: row.hostname, certificatePem: row.certificatePem, privateKeyPem } : null;
}

/**
 * Writes every active certificate the platform holds (custom domains' ACME certificates) as `<host>.crt` and
 * `<host>.key` (mode 0600) into a directory for the TLS terminator. Rows whose key does not open are named, not written.
 */
export async function exportCertificates(
  db: DbOrTx,
  box: SecretBox,
  directory: string,
): Promise<{ written: string[]; unreadable: string[] }> {
  const rows = await db
    .select()
    .from(sslCertificates)
    .where(
      and(
        eq(sslCertificates.status, "active"),
        isNotNull(sslCertificates.certificatePem),
        isNotNull(sslCertificates.privateKeyPem),
      ),
    );
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const written: string[] = [];
  const unreadable: string[] = [];
  for (const row of rows) {
    const certificate = opened(box, row);
    // A host name from our own table, but it still names a file: nothing but a DNS name's characters.
    if (!certificate || !/^[a-z0-9.-]+$/i.test(row.hostname)) {
      unreadable.push(row.hostname);
      continue;
    }
    await writeFile(path.join(directory, `${row.hostname}.crt`), certificate.certificatePem, { mode: 0o644 });
    await writeFile(path.join(directory, `${row.hostname}.key`), certificate.privateKeyPem, { mode: 0o600 });
    written.push(row.hostname);
  }
  return { written, unreadable };
}
