import type { Opportunity, OpportunityLeg } from '../../../contracts/opportunities';

/** Test data only: a leg with every field set, overridable. */
export function legFixture(overrides: Partial<OpportunityLeg> = {}): OpportunityLeg {
  return {
    book: 'draftkings',
    bookTitle: 'DraftKings',
    outcome: 'Home',
    point: null,
    price: 2.1,
    effectivePrice: 2.1,
    commission: 0,
    stakeRatio: 0.5,
    quoteAgeSeconds: 5,
    quotedAt: '2029-12-31T23:59:55.000Z',
    possiblyStale: false,
    limit: null,
    ...overrides,
  };
}

/** Test data only: an arbitrage opportunity with every field set, overridable. */
export function opportunityFixture(id: string, overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id,
    type: 'arbitrage',
    isArbitrage: true,
    eventId: `event-${id}`,
    sport: 'basketball_nba',
    sportGroup: 'nba',
    sportTitle: 'NBA',
    homeTeam: 'Home',
    awayTeam: 'Away',
    commenceTime: '2030-01-01T00:00:00.000Z',
    betType: 'h2h',
    line: null,
    arbitragePercentage: 1,
    profitMargin: 0.0099,
    expectedValue: 0.01,
    sportsbooks: [],
    bestOdds: [],
    riskLevel: 'low',
    legs: [],
    fair: null,
    evByMethod: null,
    evRange: null,
    middle: null,
    possiblyStale: false,
    trust: {
      level: 'fresh',
      reasons: [],
      checkedAt: null,
      booksQuoting: 8,
      freshWithinSeconds: 120,
      confirmedForSeconds: 60,
      outlierShare: 0.2,
      minBooks: 3,
    },
    oldestQuoteAgeSeconds: 5,
    feedFailing: false,
    capacity: { maxStake: null, profitAtMaxStake: null },
    pushPossible: false,
    firstSeen: '2029-12-31T00:00:00.000Z',
    lastSeen: '2029-12-31T00:00:00.000Z',
    peakReturn: 0.01,
    ...overrides,
  };
}
