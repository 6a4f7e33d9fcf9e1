import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { PeriodicPass } from '../platform/jobs/periodic-pass';
import { captureDueCloses, type CloseSource } from './close-capture';
import { scoreDueCloses } from './close-scoring';

/**
 * Keeps every started event's sharp close and scores it once its result is in, in the background,
 * one pass at a time (a job of the jobs runner).
 */
export class CloseCalibration {
  private readonly passes: PeriodicPass<number>;

  constructor(
    db: Database,
    log: FastifyBaseLogger,
    clock: () => Date,
    source: () => Promise<CloseSource>,
  ) {
    this.passes = new PeriodicPass(
      async () => {
        const now = clock();
        return (await captureDueCloses(db, now, await source())) + (await scoreDueCloses(db, now));
      },
      0,
      log,
      'keeping or scoring sharp closes failed; retrying next pass',
    );
  }

  runOnce() {
    return this.passes.runOnce();
  }
}
