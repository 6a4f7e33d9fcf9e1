import type { FastifyBaseLogger } from 'fastify';

/** A shutdown step; `order` is its place when stopping (polling first, the database last). */
export interface Step {
  order: number;
  name: string;
  run: () => Promise<void> | void;
}

/** What the composition root has started, stopped in order; a failed step does not stop the rest. */
export class ShutdownSteps {
  private readonly steps: Step[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  push(step: Step) {
    this.steps.push(step);
  }

  async runAll() {
    for (const step of this.steps.splice(0).sort((a, b) => a.order - b.order)) {
      const startedAt = performance.now();
      try {
        await step.run();
        const ms = Math.round(performance.now() - startedAt);
        this.log.debug({ step: step.name, ms }, 'shutdown step done');
      } catch (error) {
        this.log.error({ err: error, step: step.name }, 'shutdown step failed');
      }
    }
  }
}
