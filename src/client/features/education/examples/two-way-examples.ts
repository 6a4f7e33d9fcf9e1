import type { ArbExample } from '../types';

/* Two-outcome arbs: tennis, NBA moneyline, NFL total. */
/* Inputs plus displayed results; education-examples.test.ts recomputes every result. */

/** Module 1 and 2: the textbook two-way arb. */
export const tennisExample: ArbExample = {
  id: 'tennis-2way',
  label: 'Example 2.1',
  title: 'Tennis match winner, two books',
  event: 'Player A vs Player B',
  market: 'Match winner (2 outcomes)',
  sizing: { kind: 'total', total: 1000, roundTo: 0.01 },
  legs: [
    {
      outcome: 'Player A',
      book: 'Book A',
      odds: { format: 'decimal', value: 2.1 },
      decimal: 2.1,
      impliedPct: 47.62,
      stake: 487.8,
      payout: 1024.38,
      profit: 24.38,
    },
    {
      outcome: 'Player B',
      book: 'Book B',
      odds: { format: 'decimal', value: 2.0 },
      decimal: 2.0,
      impliedPct: 50.0,
      stake: 512.2,
      payout: 1024.4,
      profit: 24.4,
    },
  ],
  result: {
    impliedSum: 0.9762,
    arbitragePct: 2.44,
    marginPct: 2.38,
    total: 1000,
    totalStaked: 1000,
    equalPayout: 1024.39,
    worstProfit: 24.38,
    worstReturnPct: 2.44,
  },
};

/** Module 3: American moneyline odds. */
export const nbaExample: ArbExample = {
  id: 'nba-moneyline',
  label: 'Example 3.1',
  title: 'NBA moneyline in American odds',
  event: 'Away team at Home team',
  market: 'Moneyline, overtime included (2 outcomes)',
  sizing: { kind: 'total', total: 1000, roundTo: 0.01 },
  legs: [
    {
      outcome: 'Away team',
      book: 'Book A',
      odds: { format: 'american', value: 115 },
      decimal: 2.15,
      impliedPct: 46.51,
      stake: 475.91,
      payout: 1023.2,
      profit: 23.2,
    },
    {
      outcome: 'Home team',
      book: 'Book B',
      odds: { format: 'american', value: -105 },
      decimal: 1.9524,
      impliedPct: 51.22,
      stake: 524.09,
      payout: 1023.22,
      profit: 23.22,
    },
  ],
  result: {
    impliedSum: 0.9773,
    arbitragePct: 2.32,
    marginPct: 2.27,
    total: 1000,
    totalStaked: 1000,
    equalPayout: 1023.22,
    worstProfit: 23.2,
    worstReturnPct: 2.32,
  },
};

/** Module 3: over/under at the same half-point line. */
export const totalsExample: ArbExample = {
  id: 'nfl-total',
  label: 'Example 3.4',
  title: 'NFL game total at the same line',
  event: 'Away team at Home team',
  market: 'Total points 47.5, overtime included (2 outcomes)',
  sizing: { kind: 'total', total: 500, roundTo: 0.01 },
  legs: [
    {
      outcome: 'Over 47.5',
      book: 'Book A',
      odds: { format: 'american', value: 105 },
      decimal: 2.05,
      impliedPct: 48.78,
      stake: 248.16,
      payout: 508.72,
      profit: 8.72,
    },
    {
      outcome: 'Under 47.5',
      book: 'Book B',
      odds: { format: 'american', value: 102 },
      decimal: 2.02,
      impliedPct: 49.5,
      stake: 251.84,
      payout: 508.71,
      profit: 8.71,
    },
  ],
  result: {
    impliedSum: 0.9829,
    arbitragePct: 1.74,
    marginPct: 1.71,
    total: 500,
    totalStaked: 500,
    equalPayout: 508.72,
    worstProfit: 8.71,
    worstReturnPct: 1.74,
  },
};
