import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { PeriodicPass } from './periodic-pass';

const log = pino({ level: 'silent' });

describe('PeriodicPass', () => {
  it('runs one pass at a time: one asked for meanwhile answers idle', async () => {
    let release: () => void = () => {};
    let passes = 0;
    const job = new PeriodicPass(
      () => {
        passes++;
        return new Promise<number>((resolve) => (release = () => resolve(7)));
      },
      0,
      log,
      'failed',
    );
    const first = job.runOnce();
    expect(await job.runOnce()).toBe(0);
    release();
    expect(await first).toBe(7);
    expect(passes).toBe(1);
  });

  it('answers idle when a pass fails, and runs again next time', async () => {
    let fail = true;
    const job = new PeriodicPass(
      async () => {
        if (fail) throw new Error('database down');
        return 3;
      },
      0,
      log,
      'failed',
    );
    expect(await job.runOnce()).toBe(0);
    fail = false;
    expect(await job.runOnce()).toBe(3);
  });

  it('waits for the pass under way when stopped', async () => {
    let done = false;
    const job = new PeriodicPass(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done = true;
      },
      undefined,
      log,
      'failed',
    );
    job.start(60_000);
    await job.stop();
    expect(done).toBe(true);
  });
});
