import { devApi } from "@engagesuite/shared";
import type { FastifyInstance } from "fastify";
import { serve } from "../../http/serve";
import type { AdjustableClock } from "../../lib/clock";

/**
 * Development only (registered with the outbox view, `devApi.advanceClock`): moves this server's billing clock forward
 * and runs the subscriptions' due work once, answering when it is done.
 */
export async function devClockRoutes(
  app: FastifyInstance,
  { clock, run }: { clock: AdjustableClock; run: () => Promise<number> },
): Promise<void> {
  serve(app, devApi.advanceClock, async (request) => {
    const now = clock.advance(request.body.ms);
    const processed = await run();
    return { now: now.toISOString(), processed };
  });
}
