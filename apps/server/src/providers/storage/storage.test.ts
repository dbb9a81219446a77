import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "./local-disk";
import { S3Storage } from "./s3";
import type { FileStorage } from "./storage";

async function bytesOf(stream: Readable | null): Promise<Buffer | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A data export's way in and out: a file of this machine's disk stored, and read back as a stream. */
async function roundTripsAFile(storage: FileStorage): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "storage-file-"));
  try {
    const file = path.join(dir, "export.zip");
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) & 0xff;
    writeFileSync(file, bytes);
    const key = "exports/5f0c7d4e-0000-4000-8000-000000000001/7a1b2c3d-0000-4000-8000-000000000003.zip";
    await storage.putFile(key, file, "application/zip");
    expect(Buffer.compare((await bytesOf(await storage.getStream(key)))!, bytes)).toBe(0);
    expect(await storage.getStream("exports/missing/none.zip")).toBeNull();
    await storage.delete(key);
    expect(await storage.getStream(key)).toBeNull();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("S3 storage against an S3 server (s3rver, the npm package, over the S3 REST protocol)", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "engagesuite-s3rver-"));
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    // s3rver knows one key pair, S3RVER / S3RVER, and refuses other key ids.
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: "engagesuite-files", configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  const storage = (accessKeyId = "S3RVER", prefix = "engagesuite/") =>
    new S3Storage({
      bucket: "engagesuite-files",
      region: "us-east-1",
      endpoint,
      accessKeyId,
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      prefix,
    });

  it("puts an object and gets the same bytes back; a missing key is null", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await storage().put("logos/0123abcd.png", bytes, "image/png");
    expect(Buffer.compare((await storage().get("logos/0123abcd.png"))!, bytes)).toBe(0);
    expect(await storage().get("logos/missing.png")).toBeNull();
    // The prefix is part of the object's key: without it, the object is not there.
    expect(await storage("S3RVER", "").get("logos/0123abcd.png")).toBeNull();
  });

  it("keeps a 5 MB document byte for byte, and deletes it (deleting again is fine)", async () => {
    const bytes = Buffer.alloc(5 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) & 0xff;
    const key = "documents/5f0c7d4e-0000-4000-8000-000000000001/7a1b2c3d-0000-4000-8000-000000000002";
    await storage().put(key, bytes, "application/pdf");
    expect(Buffer.compare((await storage().get(key))!, bytes)).toBe(0);
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it("stores a file from disk as a stream and streams it back byte for byte", async () => {
    await roundTripsAFile(storage());
  });

  it("fails when the server refuses the key (nothing is stored)", async () => {
    await expect(storage("NOT-A-KEY").put("logos/forged.png", Buffer.from("x"), "image/png")).rejects.toThrow();
    expect(await storage().get("logos/forged.png")).toBeNull();
  });

  it("refuses keys that are not storage keys before calling the server", async () => {
    await expect(storage().get("../etc/passwd")).rejects.toThrow(/invalid storage key/);
  });
});

describe("local disk storage", () => {
  const root = mkdtempSync(path.join(tmpdir(), "storage-test-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes, reads and deletes files under its root, and refuses keys that would leave it", async () => {
    const storage = new LocalDiskStorage(root);
    await storage.put("logos/a.png", Buffer.from("a"), "image/png");
    expect((await storage.get("logos/a.png"))?.toString()).toBe("a");
    expect(await storage.get("logos/b.png")).toBeNull();
    await storage.delete("logos/a.png");
    expect(await storage.get("logos/a.png")).toBeNull();
    await storage.delete("logos/a.png");
    await expect(storage.get("logos/../../etc/passwd")).rejects.toThrow(/invalid storage key/);
    await expect(storage.put("/etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid storage key/);
  });

  it("stores a file from disk as a stream and streams it back byte for byte", async () => {
    await roundTripsAFile(new LocalDiskStorage(root));
  });
});
