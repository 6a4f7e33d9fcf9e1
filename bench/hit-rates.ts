import { readFileSync } from 'node:fs';
import type { DetectionEngine } from '../src/server/engine/detection-engine';
import type { PriceBoard } from '../src/server/odds/price-board';

/** Share of a board's markets (event × h2h/spreads/totals, not started) holding each kind. */
export function hitRates(engine: DetectionEngine, board: PriceBoard, now: number) {
  let markets = 0;
  for (const block of engine.columns.blocks.values()) {
    const event = board.events.get(block.eventId);
    if (event && event.commenceTime > now && block.live > 0) markets++;
  }
  const holding = {
    arbitrage: new Set<string>(),
    middle: new Set<string>(),
    value: new Set<string>(),
  };
  for (const { candidate } of engine.tracker.live.values())
    holding[candidate.kind].add(candidate.marketKey);
  const rate = (hits: number) => ({
    hits,
    share: round4(hits / Math.max(1, markets)),
    wilson95: wilson(hits, markets),
  });
  return {
    markets,
    arbitrage: rate(holding.arbitrage.size),
    middle: rate(holding.middle.size),
    value: rate(holding.value.size),
  };
}

/**
 * Wilson score interval: how far a share measured over `n` markets can be trusted. Over the
 * handful of markets in the recorded responses it is wide, and the bench says so.
 */
function wilson(hits: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = hits / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [round4(Math.max(0, centre - half)), round4(Math.min(1, centre + half))];
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

const FIXTURES = ['odds-basketball_nba.json', 'odds-soccer_epl.json'];

/** The recorded real responses as one JSON array of v4 events, for the bench's --board path. */
export function recordedBoardText(): string {
  const events = FIXTURES.flatMap(
    (name) =>
      JSON.parse(
        readFileSync(new URL(`../src/server/odds/fixtures/${name}`, import.meta.url), 'utf8'),
      ) as unknown[],
  );
  return JSON.stringify(events);
}
