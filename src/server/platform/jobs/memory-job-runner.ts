import type { FastifyBaseLogger } from 'fastify';
import { PeriodicPass } from './periodic-pass';
import type { Job, JobRunner } from './job-runner';

/** One process: each job on a timer of its own (PeriodicPass). */
export class MemoryJobRunner implements JobRunner {
  readonly kind = 'memory';
  started = false;
  private readonly jobs: Job[] = [];
  private readonly passes: PeriodicPass<unknown>[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  add(...jobs: Job[]): void {
    this.jobs.push(...jobs);
  }

  async start(): Promise<void> {
    for (const job of this.jobs) {
      const pass = new PeriodicPass(job.run, undefined, this.log, `${job.name} pass failed`);
      pass.start(job.everyMs);
      this.passes.push(pass);
    }
    this.started = true;
  }

  async stop(): Promise<void> {
    this.started = false;
    await Promise.all(this.passes.splice(0).map((pass) => pass.stop()));
  }
}
