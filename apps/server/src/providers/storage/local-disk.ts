import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { assertStorageKey, type FileStorage } from "./storage";

/** Files on this machine's disk, under `<DATA_DIR>/files` (one node, or a shared volume for several). */
export class LocalDiskStorage implements FileStorage {
  readonly kind = "local";

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside it and renamed: a reader never sees half a file.
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async putFile(key: string, source: string, _contentType?: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await copyFile(source, temporary);
    await rename(temporary, file);
  }

  async getStream(key: string): Promise<Readable | null> {
    const stream = createReadStream(this.pathOf(key));
    return new Promise((resolve, reject) => {
      stream.once("open", () => resolve(stream));
      stream.once("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(null) : reject(error)));
    });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
