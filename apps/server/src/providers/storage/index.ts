import path from "node:path";
import type { Config } from "../../config";
import { LocalDiskStorage } from "./local-disk";
import { S3Storage } from "./s3";
import type { FileStorage } from "./storage";

export type { FileStorage } from "./storage";

/** The configured file storage: an S3-compatible bucket when S3_BUCKET is set, else `<DATA_DIR>/files` on disk. */
export function createFileStorage(config: Config): FileStorage {
  if (config.S3_BUCKET) {
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    });
  }
  return new LocalDiskStorage(path.join(config.DATA_DIR, "files"));
}
