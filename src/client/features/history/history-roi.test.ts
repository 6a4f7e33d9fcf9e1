import { describe, expect, it } from 'vitest';
import { historyFixture } from '../../lib/test-support/history-fixture';
import { draftToEdit, lockedByBets, parseProfit, startDraft } from './history-roi';

const legs = [
  { book: 'DraftKings', outcome: 'Boston Celtics', point: null, price: 2.5 },
  { book: 'FanDuel', outcome: 'Miami Heat', point: null, price: 1.5 },
];
const arbitrage = historyFixture('a', { odds: legs });
const value = historyFixture('v', { kind: 'value', odds: [legs[0]!] });

describe('a record’s edit', () => {
  it('is locked by placed bets, saying why', () => {
    expect(lockedByBets(historyFixture('a'))).toBeNull();
    expect(lockedByBets(historyFixture('a', { betCount: 2 }))).toBe(
      'Status, stake, profit and odds come from the 2 bets you placed: settle or edit them in Portfolio.',
    );
  });

  it('reads a profit: empty is none, text is refused, a typographic minus is a loss', () => {
    expect(parseProfit('')).toEqual({ ok: true, value: null });
    expect(parseProfit('12.5')).toEqual({ ok: true, value: 12.5 });
    expect(parseProfit('\u22124')).toEqual({ ok: true, value: -4 });
    expect(parseProfit('abc')).toEqual({ ok: false });
  });
});

describe('editing a record', () => {
  it('starts an open record as executed, with its stake, profit and American prices', () => {
    expect(startDraft({ ...arbitrage, stakeAmount: 250 })).toEqual({
      status: 'executed',
      profitText: '',
      stakeText: '250.00',
      oddsTexts: ['+150', '-200'],
    });
    expect(startDraft(historyFixture('a', { status: 'expired' })).status).toBe('expired');
  });

  it('sends an arbitrage’s prices; ROI is profit ÷ stake, whatever the prices', () => {
    const draft = { ...startDraft(arbitrage), profitText: '21.40', stakeText: '1000' };
    expect(draftToEdit(arbitrage, { ...draft, oddsTexts: ['+150', '\u2212120'] })).toEqual({
      ok: true,
      edit: {
        status: 'executed',
        profitAmount: 21.4,
        stakeAmount: 1000,
        odds: [{ american: 150 }, { american: -120 }],
      },
      roi: 2.14,
      expectedRoi: 5.7692,
    });
  });

  it('shows what an arbitrage’s prices promise until there is a profit', () => {
    const draft = { ...startDraft(arbitrage), stakeText: '1000' };
    // +150 / −200 no longer cover the book: the loss they lock in.
    expect(draftToEdit(arbitrage, draft)).toMatchObject({
      ok: true,
      roi: null,
      expectedRoi: -6.25,
    });
  });

  it('previews an untouched price at its stored decimal, as the server stores it', () => {
    const stored = historyFixture('s', {
      odds: [
        { ...legs[0]!, price: 1.98 },
        { ...legs[1]!, price: 2.07 },
      ],
    });
    // −102 and +107 are how 1.98 and 2.07 show: 1 / (1/1.98 + 1/2.07) − 1 = 1.2 %.
    expect(draftToEdit(stored, startDraft(stored))).toMatchObject({ expectedRoi: 1.2 });
  });

  it('keeps a value bet’s ROI as its profit over its stake', () => {
    const draft = { ...startDraft(value), profitText: '21.40', stakeText: '1000' };
    expect(draftToEdit(value, draft)).toEqual({
      ok: true,
      edit: {
        status: 'executed',
        profitAmount: 21.4,
        stakeAmount: 1000,
        odds: [{ american: 150 }],
      },
      roi: 2.14,
      expectedRoi: null,
    });
  });

  it('sends no prices for a record without legs', () => {
    const bare = historyFixture('b');
    const draft = { ...startDraft(bare), profitText: '20', stakeText: '400' };
    expect(draftToEdit(bare, draft)).toEqual({
      ok: true,
      edit: { status: 'executed', profitAmount: 20, stakeAmount: 400 },
      roi: 5,
      expectedRoi: null,
    });
  });

  it('saves an expired draft without profit or prices', () => {
    const draft = { ...startDraft(arbitrage), status: 'expired' as const, profitText: '21.40' };
    expect(draftToEdit(arbitrage, draft)).toEqual({
      ok: true,
      edit: { status: 'expired', profitAmount: null, stakeAmount: 1000 },
      roi: null,
      expectedRoi: null,
    });
  });

  it.each([
    ['a profit that is not a number', { profitText: 'lots' }, /profit/],
    ['a stake that is not an amount', { stakeText: 'x' }, /stake/],
    ['a price of 0', { oddsTexts: ['0', '+110'] }, /American odds/],
    ['a price between −100 and +100', { oddsTexts: ['+150', '-50'] }, /American odds/],
    ['a decimal price', { oddsTexts: ['2.5', '+110'] }, /American odds/],
  ])('refuses %s', (_case, change, message) => {
    const result = draftToEdit(arbitrage, { ...startDraft(arbitrage), ...change });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });
});
