import type { HistoryRecord } from '../../../contracts/history';

/** Test data only: a history record with every field set, overridable. */
export function historyFixture(id: string, overrides: Partial<HistoryRecord> = {}): HistoryRecord {
  return {
    id,
    opportunityId: `opp-${id}`,
    kind: 'arbitrage',
    sport: 'basketball_nba',
    homeTeam: 'Boston Celtics',
    awayTeam: 'Los Angeles Lakers',
    commenceTime: '2030-01-02T00:00:00.000Z',
    arbitragePercentage: 2,
    status: 'active',
    detectedAt: '2030-01-01T10:00:00.000Z',
    executedAt: null,
    expiredAt: null,
    profitAmount: null,
    stakeAmount: 1000,
    roi: null,
    expectedRoi: null,
    betCount: 0,
    sportsbooks: ['DraftKings', 'FanDuel'],
    odds: [],
    confidence: 90,
    executionDifficulty: 'easy',
    ...overrides,
  };
}
