import type { Readable } from "node:stream";

/**
 * Where uploaded files (workspace logos, portal documents) are kept: behind this small interface, local disk by default
 * (`LocalDiskStorage`, under DATA_DIR) and an S3-compatible bucket when S3_BUCKET is set (`S3Storage`). Logo keys are
 * content-addressed (`logos/<sha256>.<ext>`); document keys are `documents/<tenant id>/<document id>`.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Stores the bytes under the key (writing the same key again replaces them). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Stores a file of this machine's disk under the key, streamed (a tenant's data export can be large). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when nothing is stored under the key. */
  getStream(key: string): Promise<Readable | null>;
  /** Removes what is stored under the key; nothing stored is not an error. */
  delete(key: string): Promise<void>;
}

/** A key is path segments of letters, digits, dots, dashes and underscores: never `..`, never absolute. */
export function assertStorageKey(key: string): void {
  if (!/^[a-z0-9_-]+(\/[a-z0-9_-][a-z0-9_.-]*)+$/i.test(key) || key.split("/").some((part) => part === "..")) {
    throw new Error(`invalid storage key: ${key}`);
  }
}
