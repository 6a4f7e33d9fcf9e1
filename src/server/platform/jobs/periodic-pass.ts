import type { FastifyBaseLogger } from 'fastify';

/**
 * A background pass run on a timer, one at a time: a pass asked for while one runs is skipped, a
 * failed pass is logged and answered with `idle`, and stopping waits for the pass under way.
 */
export class PeriodicPass<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly pass: () => Promise<T>,
    private readonly idle: T,
    private readonly log: FastifyBaseLogger,
    private readonly failure: string,
  ) {}

  start(everyMs: number) {
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), everyMs);
    this.timer.unref?.();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  async runOnce(): Promise<T> {
    if (this.running) return this.idle;
    const work = this.pass();
    this.running = work.catch(() => undefined);
    try {
      return await work;
    } catch (error) {
      this.log.error({ err: error }, this.failure);
      return this.idle;
    } finally {
      this.running = null;
    }
  }
}
