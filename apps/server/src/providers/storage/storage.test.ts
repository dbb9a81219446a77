import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
