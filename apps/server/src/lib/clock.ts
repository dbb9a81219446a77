/** What time it is, for every decision that depends on it (billing's trial ends, renewals, retries). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that can be moved forward: tests hand one in (`AppDeps.clock`), and the development-only clock endpoint
 * advances the server's own so an end-to-end test can pass a trial's end without waiting for it.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  advance(ms: number): Date {
    this.offsetMs += ms;
    return this.now();
  }
}
