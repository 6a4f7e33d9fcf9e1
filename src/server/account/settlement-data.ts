import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type {
  GameResult,
  PeriodScore,
  PlayerLine,
  SettlementCoverage,
} from '../../core/portfolio/market-settlement';
import type { Config } from '../config';
import { finalScore } from '../odds/event-results';

/**
 * The settlement-data port: what decides a finished game's bets. The Odds API's `/scores` gives
 * final scores only (kept on the events table by the odds feed), so with a real source props and
 * period markets stay open with the reason shown. The embedded simulator also serves its box
 * scores (players' stats, period scores) at the simulator-only `GET /__sim/box-scores`.
 */

export interface FinishedEvent {
  readonly id: string;
  readonly sportKey: string;
  readonly homeTeam: string;
  readonly awayTeam: string;
  readonly scores: readonly { name: string; score: string }[] | null;
}

export interface EventResult extends GameResult {
  /**
   * The source reports more than the final score but has not answered for this game yet: what the
   * final score decides settles now, the rest waits for the next pass instead of being given up.
   */
  readonly partial: boolean;
}

export interface SettlementData {
  readonly coverage: SettlementCoverage;
  /**
   * Each event's result; an event without a readable final score is left out. Throws when the
   * source cannot be read now (the settlement pass is retried).
   */
  results(events: readonly FinishedEvent[]): Promise<Map<string, EventResult>>;
}

export const SCORES_ONLY: SettlementCoverage = { periods: false, players: false };
const BOX_SCORES: SettlementCoverage = { periods: true, players: true };

/** What the configured odds source reports, for the reasons shown on open bets. */
export function settlementCoverage(config: Config): SettlementCoverage {
  return config.odds.source.kind === 'embedded' ? BOX_SCORES : SCORES_ONLY;
}

function finals(events: readonly FinishedEvent[]) {
  return events.flatMap((event) => {
    const final = finalScore(event, event.scores);
    return final ? [{ event, final }] : [];
  });
}

/** The real source: final scores only. */
export function scoresOnly(): SettlementData {
  return {
    coverage: SCORES_ONLY,
    results: async (events) =>
      new Map(
        finals(events).map(({ event, final }) => [
          event.id,
          { final, periods: null, players: null, partial: false },
        ]),
      ),
  };
}

const boxScoreSchema = z.object({
  id: z.string(),
  periods: z.array(z.unknown()),
  players: z.array(z.unknown()),
});
const periodSchema = z.object({
  period: z.string().min(1),
  home: z.number().int().nonnegative(),
  away: z.number().int().nonnegative(),
});
const playerSchema = z.object({
  player: z.string().min(1),
  stats: z.record(z.string(), z.unknown()),
});

/** Box scores read piece by piece: a malformed period, player or stat is dropped and counted. */
export function readBoxScores(body: unknown): {
  byEvent: Map<string, { periods: Map<string, PeriodScore>; players: PlayerLine[] }>;
  dropped: number;
} {
  const byEvent = new Map<string, { periods: Map<string, PeriodScore>; players: PlayerLine[] }>();
  let dropped = 0;
  for (const entry of Array.isArray(body) ? body : []) {
    const box = boxScoreSchema.safeParse(entry);
    if (!box.success) {
      dropped++;
      continue;
    }
    const periods = new Map<string, PeriodScore>();
    for (const raw of box.data.periods) {
      const period = periodSchema.safeParse(raw);
      if (period.success) periods.set(period.data.period, period.data);
      else dropped++;
    }
    const players: PlayerLine[] = [];
    for (const raw of box.data.players) {
      const line = playerSchema.safeParse(raw);
      if (!line.success) {
        dropped++;
        continue;
      }
      const stats: Record<string, number> = {};
      for (const [key, value] of Object.entries(line.data.stats)) {
        if (typeof value === 'number' && Number.isFinite(value) && value >= 0) stats[key] = value;
        else dropped++;
      }
      players.push({ player: line.data.player, stats });
    }
    byEvent.set(box.data.id, { periods, players });
  }
  return { byEvent, dropped };
}

/** The embedded simulator: final scores from `/scores` as ever, the rest from its box scores. */
export function simulatorBoxScores(
  baseUrl: () => Promise<string>,
  log: FastifyBaseLogger,
): SettlementData {
  return {
    coverage: BOX_SCORES,
    results: async (events) => {
      const known = finals(events);
      const bySport = new Map<string, string[]>();
      for (const { event } of known) {
        bySport.set(event.sportKey, [...(bySport.get(event.sportKey) ?? []), event.id]);
      }
      const boxes = new Map<string, { periods: Map<string, PeriodScore>; players: PlayerLine[] }>();
      for (const [sport, ids] of bySport) {
        const url = new URL('/__sim/box-scores', await baseUrl());
        url.searchParams.set('sport', sport);
        url.searchParams.set('eventIds', ids.join(','));
        const response = await fetch(url);
        if (!response.ok) throw new Error(`simulator box scores: HTTP ${response.status}`);
        const { byEvent, dropped } = readBoxScores(await response.json());
        if (dropped > 0) log.warn({ sport, dropped }, 'box-score pieces dropped');
        for (const [id, box] of byEvent) boxes.set(id, box);
      }
      return new Map(
        known.map(({ event, final }) => {
          const box = boxes.get(event.id);
          return [
            event.id,
            box
              ? { final, periods: box.periods, players: box.players, partial: false }
              : { final, periods: new Map(), players: [], partial: true },
          ];
        }),
      );
    },
  };
}
