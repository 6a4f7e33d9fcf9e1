import type { HistoryRecord } from '../../../contracts/history';

/** ROI in percent of the stake, to 4 places (shown at 2); null without a stake to divide by. */
export function autoRoi(profit: number, stake: number): number | null {
  if (!(stake > 0) || !Number.isFinite(profit)) return null;
  return Math.round((profit / stake) * 1_000_000) / 10_000;
}

/** A record's ROI: as recorded, else worked out from its recorded profit and stake. */
export function recordRoi(record: HistoryRecord): number | null {
  if (record.roi !== null) return record.roi;
  return record.profitAmount === null ? null : autoRoi(record.profitAmount, record.stakeAmount);
}

/** Empty text is "no profit recorded"; anything else must be a number. */
export function parseProfit(text: string): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim().replace(/,/g, '').replace('\u2212', '-');
  if (trimmed === '') return { ok: true, value: null };
  const value = Number(trimmed);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

export type EditDraft = {
  status: 'executed' | 'expired';
  profitText: string;
  stakeText: string;
};

export function startDraft(record: HistoryRecord): EditDraft {
  return {
    // Entering a result for an open record means it was executed; the toggle switches it back.
    status: record.status === 'expired' ? 'expired' : 'executed',
    profitText: record.profitAmount === null ? '' : record.profitAmount.toFixed(2),
    stakeText: record.stakeAmount.toFixed(2),
  };
}

export type HistoryEdit = {
  status: 'executed' | 'expired';
  profitAmount: number | null;
  stakeAmount: number;
  roi: number | null;
};

/**
 * The PATCH body for a draft, with the ROI worked out from profit and stake; an expired record
 * was never placed, so it carries no profit or ROI. An error message instead when the draft
 * cannot be saved.
 */
export function draftToEdit(
  draft: EditDraft,
): { ok: true; edit: HistoryEdit } | { ok: false; error: string } {
  const stake = Number(draft.stakeText.trim().replace(/,/g, ''));
  if (!Number.isFinite(stake) || stake < 0)
    return { ok: false, error: 'Enter the stake as an amount.' };
  if (draft.status === 'expired') {
    return {
      ok: true,
      edit: { status: 'expired', profitAmount: null, stakeAmount: stake, roi: null },
    };
  }
  const profit = parseProfit(draft.profitText);
  if (!profit.ok)
    return { ok: false, error: 'Enter the profit as a number (negative for a loss).' };
  return {
    ok: true,
    edit: {
      status: 'executed',
      profitAmount: profit.value,
      stakeAmount: stake,
      roi: profit.value === null ? null : autoRoi(profit.value, stake),
    },
  };
}
