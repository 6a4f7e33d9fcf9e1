import { describe, expect, it } from 'vitest';
import { runtimeFiles } from '../runtime-files';
import { syntheticOdds } from '../test-support/synthetic-odds';
import { INLINE_BELOW_CHARS, inlineBodyReader, ThreadBodyReader } from './odds-body-reader';

const T0 = Date.parse('2026-11-21T20:00:00Z');
const bodyOf = (events: number) =>
  JSON.stringify(syntheticOdds({ events, books: 10, start: T0 + 3_600_000 }));

describe('reading an odds body', () => {
  it('reads a small body on the calling thread, never starting one', async () => {
    const warnings: string[] = [];
    // A thread that cannot start: had the body gone to it, the reader would have said so.
    const reader = new ThreadBodyReader(new URL('file:///no/such/odds-body-thread.mjs'), {
      warn: (_details: unknown, message?: string) => void warnings.push(String(message)),
    } as never);
    const small = bodyOf(2);
    expect(small.length).toBeLessThan(INLINE_BELOW_CHARS);
    expect(await reader.read(small)).toEqual(await inlineBodyReader.read(small));
    expect(warnings).toEqual([]);
    // A large one does go to the thread (here it fails to start, and the reader says so).
    await reader.read(bodyOf(60)).catch(() => undefined);
    expect(warnings.length).toBeGreaterThan(0);
    await reader.stop();
  });

  it('reads a large body on its thread, to the same result', async () => {
    const reader = new ThreadBodyReader(runtimeFiles.oddsBodyWorker, { warn: () => {} } as never);
    const large = bodyOf(60);
    expect(large.length).toBeGreaterThanOrEqual(INLINE_BELOW_CHARS);
    try {
      expect(await reader.read(large)).toEqual(await inlineBodyReader.read(large));
    } finally {
      await reader.stop();
    }
  });
});
