import type { ArbExample } from '../types';

/* Module 4 and 5: fixed-leg sizing, prices moving between legs, exchange commission. */
/* Inputs plus displayed results; education-examples.test.ts recomputes every result. */

/** Module 4: one leg is limited; the whole arb is sized from that limit. */
export const limitedLegExample: ArbExample = {
  id: 'tennis-limited',
  label: 'Example 4.1',
  title: 'Sizing around a $300 limit',
  event: 'Player A vs Player B',
  market: 'Match winner (2 outcomes)',
  sizing: {
    kind: 'fixed-leg',
    legIndex: 0,
    stake: 300,
    reason: 'Book A accepts at most $300.00 on Player A',
  },
  legs: [
    {
      outcome: 'Player A',
      book: 'Book A',
      odds: { format: 'decimal', value: 2.1 },
      decimal: 2.1,
      impliedPct: 47.62,
      stake: 300,
      payout: 630,
      profit: 15,
    },
    {
      outcome: 'Player B',
      book: 'Book B',
      odds: { format: 'decimal', value: 2.0 },
      decimal: 2.0,
      impliedPct: 50.0,
      stake: 315,
      payout: 630,
      profit: 15,
    },
  ],
  result: {
    impliedSum: 0.9762,
    arbitragePct: 2.44,
    marginPct: 2.38,
    total: 615,
    totalStaked: 615,
    equalPayout: 630,
    worstProfit: 15,
    worstReturnPct: 2.44,
  },
};

/** Module 4: Player A is already placed; Player B's price shortens before the second leg. */
export const movedStillArbExample: ArbExample = {
  id: 'moved-still-arb',
  label: 'Example 4.2',
  title: 'Second price shortens to 1.95: still an arb',
  event: 'Player A vs Player B',
  market: 'Match winner (2 outcomes)',
  sizing: {
    kind: 'fixed-leg',
    legIndex: 0,
    stake: 487.8,
    reason: 'Player A already placed at 2.10',
  },
  legs: [
    {
      outcome: 'Player A',
      book: 'Book A',
      odds: { format: 'decimal', value: 2.1 },
      decimal: 2.1,
      impliedPct: 47.62,
      stake: 487.8,
      payout: 1024.38,
      profit: 11.26,
    },
    {
      outcome: 'Player B',
      book: 'Book B',
      odds: { format: 'decimal', value: 1.95 },
      decimal: 1.95,
      impliedPct: 51.28,
      stake: 525.32,
      payout: 1024.37,
      profit: 11.25,
    },
  ],
  result: {
    impliedSum: 0.989,
    arbitragePct: 1.11,
    marginPct: 1.1,
    total: 1013.12,
    totalStaked: 1013.12,
    equalPayout: 1024.38,
    worstProfit: 11.25,
    worstReturnPct: 1.11,
  },
};

/** Module 4: the same, but the price shortens to 1.85 and the hedge locks in a loss. */
export const movedLossExample: ArbExample = {
  id: 'moved-loss',
  label: 'Example 4.3',
  title: 'Second price shortens to 1.85: hedging costs money',
  event: 'Player A vs Player B',
  market: 'Match winner (2 outcomes)',
  sizing: {
    kind: 'fixed-leg',
    legIndex: 0,
    stake: 487.8,
    reason: 'Player A already placed at 2.10',
  },
  legs: [
    {
      outcome: 'Player A',
      book: 'Book A',
      odds: { format: 'decimal', value: 2.1 },
      decimal: 2.1,
      impliedPct: 47.62,
      stake: 487.8,
      payout: 1024.38,
      profit: -17.14,
    },
    {
      outcome: 'Player B',
      book: 'Book B',
      odds: { format: 'decimal', value: 1.85 },
      decimal: 1.85,
      impliedPct: 54.05,
      stake: 553.72,
      payout: 1024.38,
      profit: -17.14,
    },
  ],
  result: {
    impliedSum: 1.0167,
    arbitragePct: -1.65,
    marginPct: -1.67,
    total: 1041.52,
    totalStaked: 1041.52,
    equalPayout: 1024.38,
    worstProfit: -17.14,
    worstReturnPct: -1.65,
  },
};

/** Module 5: one leg on an exchange that charges 5 % commission on net winnings. */
export const exchangeExample: ArbExample = {
  id: 'exchange-commission',
  label: 'Example 5.1',
  title: 'Sportsbook vs exchange with 5% commission',
  event: 'Player A vs Player B',
  market: 'Match winner (2 outcomes)',
  sizing: { kind: 'total', total: 1000, roundTo: 0.01 },
  legs: [
    {
      outcome: 'Player A',
      book: 'Book A',
      odds: { format: 'decimal', value: 2.12 },
      decimal: 2.12,
      impliedPct: 47.17,
      stake: 479.12,
      payout: 1015.73,
      profit: 15.73,
    },
    {
      outcome: 'Player B',
      book: 'Exchange (back, 5%)',
      odds: { format: 'decimal', value: 2.0 },
      commission: 0.05,
      decimal: 1.95,
      impliedPct: 51.28,
      stake: 520.88,
      commissionPaid: 26.05,
      payout: 1015.71,
      profit: 15.71,
    },
  ],
  result: {
    impliedSum: 0.9845,
    arbitragePct: 1.57,
    marginPct: 1.55,
    grossArbitragePct: 2.91,
    total: 1000,
    totalStaked: 1000,
    equalPayout: 1015.72,
    worstProfit: 15.71,
    worstReturnPct: 1.57,
  },
};
