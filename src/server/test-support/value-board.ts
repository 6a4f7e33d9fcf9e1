import pino from 'pino';
import { DetectionEngine } from '../engine/detection-engine';
import { MemoryBus } from '../platform/bus/memory-bus';
import { PriceBoard } from '../odds/price-board';
import { moneylineGame } from './moneyline-game';

/**
 * Two NBA games priced against Pinnacle's 1.40 / 3.10, where the devig methods disagree on which
 * value bet is better: DraftKings' favourite at 1.50 is +4.9 % under power and +3.3 % under
 * multiplicative; FanDuel's long shot at 3.45 is +3.7 % under power and +7.3 % under
 * multiplicative (power takes more of the margin from long shots). A third game's long shot is
 * value under every method but power (shinOnlyGame at 3.37): listed only once a member chooses
 * another method.
 */
export function boardWithDisagreeingValueBets(now: number): PriceBoard {
  const board = new PriceBoard();
  const commenceTime = now + 3_600_000;
  board.applySnapshot(
    'basketball_nba',
    [
      moneylineGame({
        id: 'favourite-game',
        homeTeam: 'Los Angeles Lakers',
        awayTeam: 'Boston Celtics',
        commenceTime,
        prices: { pinnacle: [1.4, 3.1], draftkings: [1.5, 2.6] },
        at: now,
      }),
      moneylineGame({
        id: 'long-shot-game',
        homeTeam: 'New York Knicks',
        awayTeam: 'Miami Heat',
        commenceTime,
        prices: { pinnacle: [1.4, 3.1], fanduel: [1.3, 3.45] },
        at: now,
      }),
      shinOnlyGame(now, 3.37),
    ],
    now,
  );
  return board;
}

/** A detection engine over that board, swept once: live services for a test server. */
export function valueBetServices(now: number) {
  const bus = new MemoryBus();
  const engine = new DetectionEngine(
    boardWithDisagreeingValueBets(now),
    { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 },
    bus,
    null,
    pino({ level: 'silent' }),
  );
  engine.sweep();
  return { engine, bus };
}

/** Pinnacle's prices of the game whose long shot only some methods call value. */
const SHIN_ONLY_REFERENCE = [1.4, 3.1] as const;

/**
 * One NBA game where FanDuel's long shot at `longShot` is measured against Pinnacle's 1.40 / 3.10.
 * At 3.37 it is +2.5 % under Shin and additive (equal on two outcomes) and +1.3 % under power:
 * value to a Shin member, not to a power member, at a 2 % minimum. At 3.30 only multiplicative
 * calls it value (+2.7 %); at 3.45 every method does (power +3.7 %).
 */
export function shinOnlyGame(now: number, longShot: number) {
  return moneylineGame({
    id: 'shin-only-game',
    homeTeam: 'Denver Nuggets',
    awayTeam: 'Utah Jazz',
    commenceTime: now + 3_600_000,
    prices: { pinnacle: SHIN_ONLY_REFERENCE, fanduel: [1.3, longShot] },
    at: now,
  });
}

/** A detection engine over the Shin-only game at 3.37, swept once, and its board to move. */
export function shinOnlyServices(now: number) {
  const bus = new MemoryBus();
  const board = new PriceBoard();
  board.applySnapshot('basketball_nba', [shinOnlyGame(now, 3.37)], now);
  const engine = new DetectionEngine(
    board,
    { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 },
    bus,
    null,
    pino({ level: 'silent' }),
  );
  engine.sweep();
  /** Moves FanDuel's long shot and evaluates the market at once, as a poll's diff does. */
  const moveLongShot = (price: number, at: number) => {
    engine.onDiff(board.applySnapshot('basketball_nba', [shinOnlyGame(now, price)], at));
  };
  return { engine, bus, moveLongShot };
}
