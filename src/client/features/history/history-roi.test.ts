import { describe, expect, it } from 'vitest';
import { historyFixture } from '../../lib/test-support/history-fixture';
import { draftToEdit, parseProfit, recordRoi, startDraft } from './history-roi';

const legs = [
  { book: 'DraftKings', outcome: 'Boston Celtics', point: null, price: 2.5 },
  { book: 'FanDuel', outcome: 'Miami Heat', point: null, price: 1.5 },
];
const arbitrage = historyFixture('a', { odds: legs });
const value = historyFixture('v', { kind: 'value', odds: [legs[0]!] });

describe('a record’s ROI', () => {
  it('is the stored one, else its profit over its stake', () => {
    expect(recordRoi(historyFixture('a', { roi: 3 }))).toBe(3);
    expect(recordRoi(historyFixture('a', { profitAmount: 20, stakeAmount: 400 }))).toBe(5);
    expect(recordRoi(historyFixture('a'))).toBeNull();
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

  it('sends an arbitrage’s prices and shows the ROI they lock in, as the server works it out', () => {
    const draft = { ...startDraft(arbitrage), profitText: '57.69', stakeText: '1000' };
    expect(draftToEdit(arbitrage, { ...draft, oddsTexts: ['+150', '\u2212120'] })).toEqual({
      ok: true,
      edit: {
        status: 'executed',
        profitAmount: 57.69,
        stakeAmount: 1000,
        odds: [{ american: 150 }, { american: -120 }],
      },
      roi: 5.7692,
    });
    // +150 / −200 no longer cover the book: the ROI is the loss they lock in.
    expect(draftToEdit(arbitrage, draft)).toMatchObject({ ok: true, roi: -6.25 });
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
    });
  });

  it('sends the ROI itself for a record without legs', () => {
    const bare = historyFixture('b');
    const draft = { ...startDraft(bare), profitText: '20', stakeText: '400' };
    expect(draftToEdit(bare, draft)).toMatchObject({ edit: { roi: 5 }, roi: 5 });
  });

  it('saves an expired draft without profit, ROI or prices', () => {
    const draft = { ...startDraft(arbitrage), status: 'expired' as const, profitText: '21.40' };
    expect(draftToEdit(arbitrage, draft)).toEqual({
      ok: true,
      edit: { status: 'expired', profitAmount: null, stakeAmount: 1000, roi: null },
      roi: null,
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
