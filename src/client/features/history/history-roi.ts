import { americanOddsSchema, type HistoryRecord } from '../../../contracts/history';
import { arbitrageRoiPercent, resultRoiPercent } from '../../../core/history-roi';
import { americanToDecimal, formatAmerican, isValidDecimal } from '../../../core/odds-format';

/** A record's ROI: as recorded, else worked out from its recorded profit and stake. */
export function recordRoi(record: HistoryRecord): number | null {
  return record.roi ?? resultRoiPercent(record.profitAmount, record.stakeAmount);
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
  /** The American price obtained on each recorded leg, as typed. */
  oddsTexts: string[];
};

type Legs = Pick<HistoryRecord, 'kind' | 'odds'>;

export function startDraft(record: HistoryRecord): EditDraft {
  return {
    // Entering a result for an open record means it was executed; the toggle switches it back.
    status: record.status === 'expired' ? 'expired' : 'executed',
    profitText: record.profitAmount === null ? '' : record.profitAmount.toFixed(2),
    stakeText: record.stakeAmount.toFixed(2),
    oddsTexts: record.odds.map((leg) =>
      isValidDecimal(leg.price) ? formatAmerican(leg.price) : '',
    ),
  };
}

/**
 * The prices obtained go to the server, which works the ROI out from them; a record without legs
 * (or an arbitrage with fewer than two) has no prices to send.
 */
export function takesOdds(record: Legs): boolean {
  return record.kind === 'arbitrage' ? record.odds.length >= 2 : record.odds.length > 0;
}

export type HistoryEdit = {
  status: 'executed' | 'expired';
  profitAmount: number | null;
  stakeAmount: number;
  roi?: number | null;
  odds?: { american: number }[];
};

type DraftResult =
  | { ok: true; edit: HistoryEdit; /** What the ROI will be once saved. */ roi: number | null }
  | { ok: false; error: string };

/**
 * The PATCH body for a draft, and the ROI it gives, worked out as the server does: an
 * arbitrage's from the prices obtained (1 / Σ 1/d − 1, at an equal payout), any other record's
 * from its profit and stake. An expired record was never placed: no profit, ROI or prices. An
 * error message instead when the draft cannot be saved.
 */
export function draftToEdit(record: Legs, draft: EditDraft): DraftResult {
  const stake = Number(draft.stakeText.trim().replace(/,/g, ''));
  if (!Number.isFinite(stake) || stake < 0)
    return { ok: false, error: 'Enter the stake as an amount.' };
  if (draft.status === 'expired') {
    return {
      ok: true,
      edit: { status: 'expired', profitAmount: null, stakeAmount: stake, roi: null },
      roi: null,
    };
  }
  const profit = parseProfit(draft.profitText);
  if (!profit.ok)
    return { ok: false, error: 'Enter the profit as a number (negative for a loss).' };
  const base = { status: 'executed' as const, profitAmount: profit.value, stakeAmount: stake };
  const resultRoi = resultRoiPercent(profit.value, stake);
  if (!takesOdds(record)) return { ok: true, edit: { ...base, roi: resultRoi }, roi: resultRoi };

  const odds: { american: number }[] = [];
  for (const text of draft.oddsTexts) {
    const parsed = americanOddsSchema.safeParse(text);
    if (!parsed.success) {
      return { ok: false, error: 'Enter each price as American odds, such as +150 or −200.' };
    }
    odds.push({ american: parsed.data });
  }
  const roi =
    record.kind === 'arbitrage'
      ? arbitrageRoiPercent(odds.map((o) => americanToDecimal(o.american)))
      : resultRoi;
  return { ok: true, edit: { ...base, odds }, roi };
}
