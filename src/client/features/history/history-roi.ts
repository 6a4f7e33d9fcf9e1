import { americanOddsSchema, type HistoryRecord } from '../../../contracts/history';
import { expectedRoiPercent, obtainedPrice, resultRoiPercent } from '../../../core/history-roi';
import { formatAmerican, isValidDecimal } from '../../../core/odds-format';

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
 * The prices obtained go to the server; a record without legs (or an arbitrage with fewer than
 * two) has no prices to send.
 */
export function takesOdds(record: Legs): boolean {
  return record.kind === 'arbitrage' ? record.odds.length >= 2 : record.odds.length > 0;
}

/** Why a record's result cannot be edited by hand, or null when it can. */
export function lockedByBets(record: Pick<HistoryRecord, 'betCount'>): string | null {
  if (record.betCount === 0) return null;
  const bets = record.betCount === 1 ? 'the bet' : `the ${record.betCount} bets`;
  return `Status, stake, profit and odds come from ${bets} you placed: settle or edit them in Portfolio.`;
}

export type HistoryEdit = {
  status: 'executed' | 'expired';
  profitAmount: number | null;
  stakeAmount: number;
  odds?: { american: number }[];
};

type DraftResult =
  | {
      ok: true;
      edit: HistoryEdit;
      /** The ROI (profit ÷ stake) once saved, and what the prices promise without a result. */
      roi: number | null;
      expectedRoi: number | null;
    }
  | { ok: false; error: string };

/**
 * The PATCH body for a draft, and the figures it gives, worked out as the server does: ROI is
 * profit ÷ stake; an arbitrage's prices promise their equal-payout return (an untouched price
 * keeps its stored decimal). An expired record was never placed: no profit or prices. An error
 * message instead when the draft cannot be saved.
 */
export function draftToEdit(record: Legs, draft: EditDraft): DraftResult {
  const stake = Number(draft.stakeText.trim().replace(/,/g, ''));
  if (!Number.isFinite(stake) || stake < 0)
    return { ok: false, error: 'Enter the stake as an amount.' };
  if (draft.status === 'expired') {
    return {
      ok: true,
      edit: { status: 'expired', profitAmount: null, stakeAmount: stake },
      roi: null,
      expectedRoi: null,
    };
  }
  const profit = parseProfit(draft.profitText);
  if (!profit.ok)
    return { ok: false, error: 'Enter the profit as a number (negative for a loss).' };
  const edit = { status: 'executed' as const, profitAmount: profit.value, stakeAmount: stake };
  const roi = resultRoiPercent(profit.value, stake);
  if (!takesOdds(record)) return { ok: true, edit, roi, expectedRoi: null };

  const odds: { american: number }[] = [];
  for (const text of draft.oddsTexts) {
    const parsed = americanOddsSchema.safeParse(text);
    if (!parsed.success) {
      return { ok: false, error: 'Enter each price as American odds, such as +150 or −200.' };
    }
    odds.push({ american: parsed.data });
  }
  const prices = record.odds.map((leg, index) => obtainedPrice(leg.price, odds[index]!.american));
  return {
    ok: true,
    edit: { ...edit, odds },
    roi,
    expectedRoi: expectedRoiPercent(record.kind, prices),
  };
}
