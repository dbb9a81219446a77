import { domainsApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../http/serve";
import { challengeAnswer } from "../../providers/certificates/acme";

/** Answers ACME HTTP-01 challenges for custom domains, from any app node (text/plain, not JSON). */
export async function acmeChallengeRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serve(app, domainsApi.acmeChallenge, async (request, reply) => {
    const token = request.params.token;
    const answer = /^[A-Za-z0-9_-]{10,200}$/.test(token) ? await challengeAnswer(db, token) : null;
    if (!answer) return reply.status(404).type("text/plain").send("Not found");
    return reply.type("text/plain").send(answer);
  });
}
