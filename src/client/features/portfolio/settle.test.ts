import { describe, expect, it } from 'vitest';
import { settlementPreview } from './settle';

describe('settlementPreview', () => {
  const open = { stake: 50, odds: 1.91, profit: null };

  it('moves the balance by exactly the profit of the status, in cents', () => {
    expect(settlementPreview(open, 'won')).toEqual({ profit: 45.5, balanceChange: 45.5 });
    expect(settlementPreview(open, 'lost')).toEqual({ profit: -50, balanceChange: -50 });
    expect(settlementPreview(open, 'push')).toEqual({ profit: 0, balanceChange: 0 });
    expect(settlementPreview(open, 'half-won')).toEqual({ profit: 22.75, balanceChange: 22.75 });
    expect(settlementPreview(open, 'half-lost')).toEqual({ profit: -25, balanceChange: -25 });
  });

  it('counts from where a settled bet stands, and reopening takes its profit back', () => {
    const won = { ...open, profit: 45.5 };
    expect(settlementPreview(won, 'lost')).toEqual({ profit: -50, balanceChange: -95.5 });
    expect(settlementPreview(won, 'open')).toEqual({ profit: null, balanceChange: -45.5 });
  });
});
