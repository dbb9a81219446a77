import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "./local-disk";
import { S3Storage, signS3Request } from "./s3";

const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

describe("S3 SigV4 signing", () => {
  it("signs AWS's documented GET Object example exactly", () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const headers = signS3Request({
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { range: "bytes=0-9" },
      payloadHash: EMPTY_SHA256,
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      region: "us-east-1",
      date: new Date("2013-05-24T00:00:00Z"),
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("puts and gets objects at path-style URLs with signed requests, and answers null for a missing one", async () => {
    const stored = new Map<string, Buffer>();
    const requests: { method: string; url: string; authorization: string | null }[] = [];
    const fakeS3: typeof fetch = async (input, init) => {
      const url = String(input);
      const headers = new Headers(init?.headers);
      requests.push({ method: init?.method ?? "GET", url, authorization: headers.get("authorization") });
      if (init?.method === "PUT") {
        stored.set(url, Buffer.from(init.body as Uint8Array));
        return new Response(null, { status: 200 });
      }
      const body = stored.get(url);
      return body ? new Response(new Uint8Array(body)) : new Response("<Error/>", { status: 404 });
    };
    const storage = new S3Storage(
      {
        bucket: "logos-bucket",
        region: "eu-central-1",
        endpoint: "http://127.0.0.1:9000",
        accessKeyId: "minio",
        secretAccessKey: "minio-secret",
        forcePathStyle: true,
        prefix: "engagesuite/",
      },
      fakeS3,
    );
    await storage.put("logos/abc.png", Buffer.from("png bytes"), "image/png");
    expect((await storage.get("logos/abc.png"))?.toString()).toBe("png bytes");
    expect(await storage.get("logos/missing.png")).toBeNull();
    expect(requests[0]).toMatchObject({
      method: "PUT",
      url: "http://127.0.0.1:9000/logos-bucket/engagesuite/logos/abc.png",
    });
    expect(requests[0]!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=minio\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(
      new S3Storage({ bucket: "b", region: "us-east-1", accessKeyId: "k", secretAccessKey: "s" }).urlOf("logos/a.svg")
        .href,
    ).toBe("https://b.s3.us-east-1.amazonaws.com/logos/a.svg");
  });
});

describe("S3 storage against an S3 server (s3rver, over the S3 REST protocol)", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "engagesuite-s3rver-"));
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    // s3rver knows one key pair, S3RVER / S3RVER, and refuses other key ids. It does not check a SigV4 signature's
    // value; that the signatures are right is the AWS example above.
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
  const storage = (accessKeyId = "S3RVER") =>
    new S3Storage({
      bucket: "engagesuite-files",
      region: "us-east-1",
      endpoint,
      accessKeyId,
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      prefix: "engagesuite/",
    });

  it("puts an object and gets the same bytes back; a missing key is null", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await storage().put("logos/0123abcd.png", bytes, "image/png");
    expect(Buffer.compare((await storage().get("logos/0123abcd.png"))!, bytes)).toBe(0);
    expect(await storage().get("logos/missing.png")).toBeNull();
  });

  it("fails when the server refuses the key (nothing is stored)", async () => {
    await expect(storage("NOT-A-KEY").put("logos/forged.png", Buffer.from("x"), "image/png")).rejects.toThrow();
    expect(await storage().get("logos/forged.png")).toBeNull();
  });
});

describe("local disk storage", () => {
  const root = mkdtempSync(path.join(tmpdir(), "storage-test-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes and reads files under its root, and refuses keys that would leave it", async () => {
    const storage = new LocalDiskStorage(root);
    await storage.put("logos/a.png", Buffer.from("a"), "image/png");
    expect((await storage.get("logos/a.png"))?.toString()).toBe("a");
    expect(await storage.get("logos/b.png")).toBeNull();
    await expect(storage.get("logos/../../etc/passwd")).rejects.toThrow(/invalid storage key/);
    await expect(storage.put("/etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid storage key/);
  });
});
