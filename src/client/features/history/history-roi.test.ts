import { describe, expect, it } from 'vitest';
import { historyFixture } from '../../lib/test-support/history-fixture';
import { autoRoi, draftToEdit, parseProfit, recordRoi, startDraft } from './history-roi';

describe('ROI auto-calculation', () => {
  it('is the profit as a percentage of the stake', () => {
    expect(autoRoi(25, 1000)).toBe(2.5);
    expect(autoRoi(-50, 500)).toBe(-10);
    expect(autoRoi(10, 0)).toBeNull();
  });

  it('falls back to profit and stake when a record has no ROI stored', () => {
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
  it('starts an open record as executed, with its stake and profit', () => {
    expect(startDraft(historyFixture('a', { stakeAmount: 250 }))).toEqual({
      status: 'executed',
      profitText: '',
      stakeText: '250.00',
    });
    expect(startDraft(historyFixture('a', { status: 'expired' })).status).toBe('expired');
  });

  it('saves an executed draft with the auto-calculated ROI', () => {
    expect(draftToEdit({ status: 'executed', profitText: '21.40', stakeText: '1000' })).toEqual({
      ok: true,
      edit: { status: 'executed', profitAmount: 21.4, stakeAmount: 1000, roi: 2.14 },
    });
  });

  it('saves an expired draft without profit or ROI', () => {
    expect(draftToEdit({ status: 'expired', profitText: '21.40', stakeText: '1000' })).toEqual({
      ok: true,
      edit: { status: 'expired', profitAmount: null, stakeAmount: 1000, roi: null },
    });
  });

  it('refuses a profit or a stake that is not a number', () => {
    expect(draftToEdit({ status: 'executed', profitText: 'lots', stakeText: '1000' }).ok).toBe(
      false,
    );
    expect(draftToEdit({ status: 'executed', profitText: '1', stakeText: 'x' }).ok).toBe(false);
  });
});
