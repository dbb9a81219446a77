/**
 * Where uploaded files (workspace logos) are kept: behind this small interface, local disk by default
 * (`LocalDiskStorage`, under DATA_DIR) and an S3-compatible bucket when S3_BUCKET is set (`S3Storage`). Keys are
 * content-addressed (`logos/<sha256>.<ext>`), so a file never changes once written and writing it again is harmless.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores the bytes under the key (idempotent: the same key always holds the same content). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
}

/** A key is path segments of letters, digits, dots, dashes and underscores: never `..`, never absolute. */
export function assertStorageKey(key: string): void {
  if (!/^[a-z0-9_-]+(\/[a-z0-9_-][a-z0-9_.-]*)+$/i.test(key) || key.split("/").some((part) => part === "..")) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
