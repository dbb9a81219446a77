import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * API answers (and any other answer of a text type) above 1 KB are compressed when the client asks: brotli at a
 * quality cheap enough for every request, else gzip. The web app's files come pre-compressed from the build
 * (scripts/precompress.mjs), already carrying their Content-Encoding, so they are not compressed again. Request bodies
 * are taken as sent only: a compressed body is refused (415) rather than inflated.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ["br", "gzip"],
    requestEncodings: ["identity"],
  });
}
