import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../contracts/opportunities';
import type { Bet } from '../../../contracts/portfolio';
import { movesHedge, positionsToHedge } from './positions-to-hedge';

const NOW = Date.parse('2026-11-26T12:00:00Z');

function bet(id: string, historyId: string | null, overrides: Partial<Bet> = {}): Bet {
  return {
    id,
    kind: 'arbitrage',
    historyId,
    eventId: 'g1',
    sport: 'basketball_nba',
    homeTeam: 'Lakers',
    awayTeam: 'Celtics',
    commenceTime: '2026-11-26T15:00:00Z',
    market: 'h2h',
    marketKey: 'h2h',
    marketType: 'main',
    player: null,
    openReason: null,
    outcome: id.endsWith('h') ? 'Lakers' : 'Celtics',
    point: null,
    odds: 2.04,
    stake: 100,
    book: 'draftkings',
    status: 'open',
    placedAt: '2026-11-26T11:00:00Z',
    settledAt: null,
    settledBy: null,
    payout: null,
    profit: null,
    closingOdds: null,
    fairClosingOdds: null,
    clv: null,
    ...overrides,
  };
}

describe('positionsToHedge', () => {
  it('lists a position with a voided leg and one with a leg accepted short', () => {
    const bets = [
      bet('1h', 'void'),
      bet('1a', 'void', { status: 'void' }),
      bet('2h', 'short'),
      bet('2a', 'short', { stake: 40 }),
    ];
    expect(positionsToHedge(bets, NOW).map((p) => [p.historyId, p.title, p.bets.length])).toEqual([
      ['void', 'Lakers v Celtics', 2],
      ['short', 'Lakers v Celtics', 2],
    ]);
  });

  it('leaves out balanced, settled, started and stand-alone bets', () => {
    const bets = [
      bet('1h', 'balanced'),
      bet('1a', 'balanced'),
      bet('2h', 'settled', { status: 'won' }),
      bet('2a', 'settled', { status: 'void' }),
      bet('3h', 'started', { commenceTime: '2026-11-26T11:00:00Z' }),
      bet('3a', 'started', { status: 'void', commenceTime: '2026-11-26T11:00:00Z' }),
      bet('4h', null, { stake: 10 }),
    ];
    expect(positionsToHedge(bets, NOW)).toEqual([]);
  });
});

describe('movesHedge', () => {
  it('follows polls and arbitrages on the same event only', () => {
    const opportunity = (eventId: string) =>
      ({ type: 'opportunity.updated', opportunity: { eventId } }) as unknown as StreamEvent;
    const poll = {
      type: 'feed.status',
      lastUpdated: null,
      booksReporting: 3,
      halted: null,
    } satisfies StreamEvent;
    expect(movesHedge(poll, 'g1')).toBe(true);
    expect(movesHedge(opportunity('g1'), 'g1')).toBe(true);
    expect(movesHedge(opportunity('g2'), 'g1')).toBe(false);
    const removed = {
      type: 'opportunity.removed',
      id: 'o1',
      reason: 'edge_gone',
      lifespanSeconds: 3,
    } satisfies StreamEvent;
    expect(movesHedge(removed, 'g1')).toBe(false);
  });
});
