import { openDatabase } from '../src/server/db/database';
import { persistDiff } from '../src/server/odds/odds-store';
import { PriceBoard } from '../src/server/odds/price-board';
import { ingestOddsBody } from '../src/server/odds/wire-ingest';
import { syntheticMarket } from './synthetic-market';
import { median, time } from './measure';

/** The real wire parser: per-piece validation, as every poll runs it. */
const pollSchema = { parse: (json: unknown) => ingestOddsBody(json).events };

/** One poll of 500 events × 40 books × 3 markets: parse + validate + diff, then persist. */
export async function feedBench(postgresUrl: string | null) {
  const first = JSON.stringify(syntheticMarket({ events: 500, books: 40, seed: 1 }));
  const moved = JSON.stringify(syntheticMarket({ events: 500, books: 40, seed: 2 }));
  // A typical poll: the same board with 5 % of prices moved by a tick.
  const typicalEvents = JSON.parse(first) as ReturnType<typeof syntheticMarket>;
  let n = 0;
  for (const e of typicalEvents)
    for (const b of e.bookmakers)
      for (const m of b.markets)
        for (const o of m.outcomes)
          if (n++ % 20 === 0) o.price = Math.round((o.price + 0.01) * 100) / 100;
  const typical = JSON.stringify(typicalEvents);
  const prices = (JSON.parse(first) as unknown[]).length * 40 * 6;

  const runs: number[] = [];
  const steadyRuns: number[] = [];
  const typicalRuns: number[] = [];
  let board = new PriceBoard();
  for (let i = 0; i < 5; i++) {
    board = new PriceBoard();
    runs.push(
      time(() =>
        board.applySnapshot('basketball_nba', pollSchema.parse(JSON.parse(first)), Date.now()),
      ),
    );
    typicalRuns.push(
      time(() =>
        board.applySnapshot('basketball_nba', pollSchema.parse(JSON.parse(typical)), Date.now()),
      ),
    );
    steadyRuns.push(
      time(() =>
        board.applySnapshot('basketball_nba', pollSchema.parse(JSON.parse(moved)), Date.now()),
      ),
    );
  }

  const persist = async (target: Parameters<typeof openDatabase>[0]) => {
    const handle = await openDatabase(target);
    try {
      const b = new PriceBoard();
      const initial = b.applySnapshot(
        'basketball_nba',
        pollSchema.parse(JSON.parse(first)),
        Date.now(),
      );
      const t0 = performance.now();
      await persistDiff(handle.db, initial);
      const initialMs = performance.now() - t0;
      const usual = b.applySnapshot(
        'basketball_nba',
        pollSchema.parse(JSON.parse(typical)),
        Date.now() + 15_000,
      );
      const t1 = performance.now();
      await persistDiff(handle.db, usual);
      const typicalMs = performance.now() - t1;
      const next = b.applySnapshot(
        'basketball_nba',
        pollSchema.parse(JSON.parse(moved)),
        Date.now() + 30_000,
      );
      const t2 = performance.now();
      await persistDiff(handle.db, next);
      return {
        firstPollAllNewMs: round(initialMs),
        typicalPollMs: round(typicalMs),
        typicalChangedPrices: usual.changed.length,
        everyPriceMovedMs: round(performance.now() - t2),
        everyPriceMovedChangedPrices: next.changed.length,
      };
    } finally {
      await handle.close();
    }
  };

  return {
    pricesPerPoll: prices,
    parseValidateDiffMs: {
      firstPoll: round(median(runs)),
      typicalPoll5PercentMoved: round(median(typicalRuns)),
      everyPriceMoved: round(median(steadyRuns)),
      goal: 150,
    },
    persistMs: {
      goal: 500,
      pglite: await persist({ kind: 'pglite', dataDir: 'memory://' }),
      postgres: postgresUrl
        ? await persist({ kind: 'postgres', url: postgresUrl })
        : 'skipped: no PostgreSQL reachable',
    },
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
