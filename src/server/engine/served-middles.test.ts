import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { opportunitySchema } from '../../contracts/opportunities';
import { PriceBoard } from '../odds/price-board';
import { DetectionEngine } from './detection-engine';
import { MemoryBus } from '../platform/bus/memory-bus';
import { toOpportunity } from './opportunity-dto';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const SETTINGS = { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.01 };

/**
 * An NFL game: home −2.5 at 2.00 (book a), away +3.5 at 2.00 (book b), the main line −3 / +3 at
 * 1.95 (book c). Σ = 1.00, so one side winning returns 0; a 3-point home win pays both (+100 %).
 */
function nflBoard(sportKey = 'americanfootball_nfl'): PriceBoard {
  const stamp = new Date(NOW - 5_000).toISOString();
  const board = new PriceBoard();
  const spreads = (home: [number, number], away: [number, number]) => [
    {
      key: 'spreads',
      last_update: stamp,
      outcomes: [
        { name: 'Chiefs', price: home[0], point: home[1] },
        { name: 'Bills', price: away[0], point: away[1] },
      ],
    },
  ];
  board.applySnapshot(
    sportKey,
    [
      {
        id: 'nfl-1',
        sport_key: sportKey,
        sport_title: 'NFL',
        commence_time: new Date(NOW + 3_600_000).toISOString(),
        home_team: 'Chiefs',
        away_team: 'Bills',
        bookmakers: [
          { key: 'draftkings', markets: spreads([2.0, -2.5], [1.8, 2.5]) },
          { key: 'fanduel', markets: spreads([1.8, -3.5], [2.0, 3.5]) },
          { key: 'betmgm', markets: spreads([1.95, -3], [1.95, 3]) },
        ].map((book) => ({ ...book, title: book.key, last_update: stamp })),
      },
    ],
    NOW,
  );
  return board;
}

describe('middles served by the engine', () => {
  it('serves the −2.5 / +3.5 middle with its window, model and equal-payout stakes', () => {
    const engine = new DetectionEngine(
      nflBoard(),
      SETTINGS,
      new MemoryBus(),
      null,
      pino({ level: 'silent' }),
      () => NOW,
    );
    engine.sweep();
    const middles = [...engine.tracker.live.values()].filter(
      (tracked) => tracked.candidate.kind === 'middle',
    );
    expect(middles).toHaveLength(1);
    const dto = opportunitySchema.parse(toOpportunity(middles[0]!, NOW));
    expect(dto.type).toBe('middle');
    expect(dto.isArbitrage).toBe(false);
    expect(dto.arbitragePercentage).toBe(0);
    expect(dto.legs.map((leg) => [leg.book, leg.outcome, leg.point, leg.stakeRatio])).toEqual([
      ['draftkings', 'Chiefs', -2.5, 0.5],
      ['fanduel', 'Bills', 3.5, 0.5],
    ]);
    // Implied margins 2.5, 2.5 (dk both sides), 3.5, 3.5 (fd), 3, 3 (mgm): median 3, NFL sd 13.5.
    // P(margin = 3) = Φ(0.5/13.5) − Φ(−0.5/13.5) ≈ 0.029545; one side: 0; both: +100 %.
    expect(dto.middle?.window).toEqual({ low: 2.5, high: 3.5 });
    expect(dto.middle?.hitResults).toEqual([3]);
    expect(dto.middle?.model.mean).toBe(3);
    expect(dto.middle?.model.basis).toMatch(/^Estimate/);
    expect(dto.middle?.hitProbability).toBeCloseTo(0.029545, 5);
    expect(dto.middle?.oneSideReturn).toBeCloseTo(0, 12);
    expect(dto.middle?.bestCaseReturn).toBeCloseTo(1, 12);
    expect(dto.expectedValue).toBeCloseTo(0.029545, 5);
    expect(dto.riskLevel).toBe('high');
  });

  it('serves none on the same board for a sport without a result model', () => {
    const board = nflBoard('tennis_atp_paris_masters');
    const engine = new DetectionEngine(
      board,
      SETTINGS,
      new MemoryBus(),
      null,
      pino({ level: 'silent' }),
      () => NOW,
    );
    engine.sweep();
    const kinds = [...engine.tracker.live.values()].map((tracked) => tracked.candidate.kind);
    expect(kinds).not.toContain('middle');
  });
});
