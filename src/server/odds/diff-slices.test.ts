import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { syntheticOdds } from '../test-support/synthetic-odds';
import { diffSlices } from './odds-store';
import { PriceBoard } from './price-board';

describe('a poll written in parts', () => {
  it('cuts a diff into parts of whole events that together are the diff, each near the size asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 1000 }),
        (events, books, rows, seed) => {
          const board = new PriceBoard();
          board.applySnapshot('basketball_nba', syntheticOdds({ events, books, seed }), 1_000);
          const next = syntheticOdds({ events, books, seed, moveShare: 0.5 });
          // Some events leave, so the diff also carries removals.
          const diff = board.applySnapshot(
            'basketball_nba',
            next.slice(0, Math.ceil(events / 2)),
            2_000,
          );
          const parts = diffSlices(diff, rows);

          expect(parts.flatMap((p) => p.changed)).toEqual(expect.arrayContaining(diff.changed));
          expect(parts.reduce((n, p) => n + p.changed.length, 0)).toBe(diff.changed.length);
          expect(parts.reduce((n, p) => n + p.removed.length, 0)).toBe(diff.removed.length);
          expect(
            parts
              .flatMap((p) => p.events)
              .map((e) => e.id)
              .sort(),
          ).toEqual(diff.events.map((e) => e.id).sort());
          const partOf = new Map<string, number>();
          parts.forEach((part, i) => {
            const ids = [
              ...part.changed.map((c) => c.quote.eventId),
              ...part.removed.map((q) => q.eventId),
            ];
            for (const id of ids) {
              // An event's quotes are never split between two parts.
              expect(partOf.get(id) ?? i).toBe(i);
              partOf.set(id, i);
            }
            const size = part.changed.length + part.removed.length;
            const biggestEvent = Math.max(
              0,
              ...[...new Set(ids)].map((id) => ids.filter((x) => x === id).length),
            );
            expect(size).toBeLessThanOrEqual(Math.max(rows, biggestEvent));
          });
          expect(parts[0]!.refreshed).toBe(diff.refreshed);
          expect(parts[0]!.removedEventIds).toEqual(diff.removedEventIds);
        },
      ),
      { numRuns: 60 },
    );
  });
});
