import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../../lib/http-error";

/**
 * Makes a plugin scope take file uploads as portal documents do (documents, ticket attachments): the body of
 * `application/octet-stream` is the file's bytes (this scope only; JSON bodies keep the app's parser), and a file over
 * DOCUMENT_MAX_BYTES is refused in the documents' words on the named POST routes.
 */
export function acceptFileUploads(app: FastifyInstance, uploadPaths: readonly string[]): void {
  const uploads = new Set(uploadPaths);
  app.addContentTypeParser("application/octet-stream", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );
  // A body sent without a length (chunked) is cut off by the route's body limit: the same words as below. Thrown on,
  // the error reaches the app's error handler (Fastify hands an error thrown here to the parent scope's handler).
  app.setErrorHandler((error) => {
    if ((error as { code?: string }).code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      throw badRequest(DOCUMENT_MESSAGES.tooLarge, { file: [DOCUMENT_MESSAGES.tooLarge] });
    }
    throw error;
  });
  // A file over the limit is refused before its bytes are read, in words (Fastify would answer 413 after reading).
  app.addHook("preParsing", async (request) => {
    if (request.method !== "POST" || !uploads.has(request.routeOptions.url ?? "")) return;
    if (Number(request.headers["content-length"] ?? 0) > DOCUMENT_MAX_BYTES) {
      throw badRequest(DOCUMENT_MESSAGES.tooLarge, { file: [DOCUMENT_MESSAGES.tooLarge] });
    }
  });
}
