import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { challengeAnswer } from "../../providers/certificates/acme";

/** Answers ACME HTTP-01 challenges for custom domains, from any app node. */
export const acmeChallengeRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { token: string } }>(
    "/.well-known/acme-challenge/:token",
    { schema: { hide: true } },
    async (request, reply) => {
      const token = request.params.token;
      const answer = /^[A-Za-z0-9_-]{10,200}$/.test(token) ? await challengeAnswer(db, token) : null;
      if (!answer) return reply.status(404).type("text/plain").send("Not found");
      return reply.type("text/plain").send(answer);
    },
  );
};
