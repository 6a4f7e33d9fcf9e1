import fc from 'fast-check';
import { betStatuses, settlementFromStatus } from '../bet-settlement';
import { betKinds } from '../portfolio-bet';
import type { PortfolioBet } from '../portfolio-bet';

export function makeBet(overrides: Partial<PortfolioBet> = {}): PortfolioBet {
  return {
    stake: 100,
    odds: 2,
    status: 'open',
    payout: null,
    profit: null,
    settledAt: null,
    placedAt: '2024-03-01T12:00:00Z',
    sport: 'basketball_nba',
    book: 'pinnacle',
    market: 'h2h',
    kind: 'manual',
    clv: null,
    ...overrides,
  };
}

/** A settled bet carrying the amounts its status pays, as the server stores it. */
export function settledBet(
  status: Exclude<PortfolioBet['status'], 'open'>,
  overrides: Partial<PortfolioBet> = {},
): PortfolioBet {
  const bet = makeBet({ settledAt: '2024-03-02T12:00:00Z', ...overrides, status });
  const settlement = settlementFromStatus(status, bet.stake, bet.odds);
  return { ...bet, payout: settlement?.payout ?? null, profit: settlement?.profit ?? null };
}

const DAY_MS = 86_400_000;
const START = Date.UTC(2024, 0, 1);

/** Bets as members hold them: any status, stored amounts or (rarely) none, a spread of dates. */
export const portfolioBetArb: fc.Arbitrary<PortfolioBet> = fc
  .record({
    stakeCents: fc.integer({ min: 0, max: 500_000 }),
    oddsHundredths: fc.integer({ min: 101, max: 1500 }),
    status: fc.constantFrom(...betStatuses),
    storeAmounts: fc.boolean(),
    placedOffset: fc.integer({ min: 0, max: 120 * DAY_MS }),
    settleDelay: fc.integer({ min: 0, max: 10 * DAY_MS }),
    dated: fc.boolean(),
    sport: fc.constantFrom('basketball_nba', 'soccer_epl', 'icehockey_nhl'),
    book: fc.constantFrom('pinnacle', 'draftkings', 'betfair_ex_eu', 'fanduel'),
    market: fc.constantFrom('h2h' as const, 'spreads' as const, 'totals' as const),
    kind: fc.constantFrom(...betKinds),
    clv: fc.option(fc.double({ min: -0.3, max: 0.3, noNaN: true }), { nil: null }),
  })
  .map((drawn) => {
    const stake = drawn.stakeCents / 100;
    const odds = drawn.oddsHundredths / 100;
    const placed = START + drawn.placedOffset;
    const settlement = settlementFromStatus(drawn.status, stake, odds);
    const stored = drawn.storeAmounts || drawn.status === 'open';
    return {
      stake,
      odds,
      status: drawn.status,
      payout: stored ? (settlement?.payout ?? null) : null,
      profit: stored ? (settlement?.profit ?? null) : null,
      settledAt:
        drawn.status === 'open' || !drawn.dated
          ? null
          : new Date(placed + drawn.settleDelay).toISOString(),
      placedAt: new Date(placed),
      sport: drawn.sport,
      book: drawn.book,
      market: drawn.market,
      kind: drawn.kind,
      clv: drawn.clv,
    };
  });
