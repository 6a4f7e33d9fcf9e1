import type { HistoryPatchBody, HistoryRecord } from '../../contracts/history';
import { arbitrageRoiPercent, resultRoiPercent } from '../../core/history-roi';
import { americanToDecimal } from '../../core/odds-format';

type Stored = {
  kind: HistoryRecord['kind'];
  odds: HistoryRecord['odds'];
  profitCents: number | null;
  stakeCents: number;
};

export type ObtainedOdds =
  { ok: true; odds: HistoryRecord['odds']; roi: number | null } | { ok: false; message: string };

/**
 * The record's legs at the prices the member obtained (American, converted to decimal), and the
 * ROI they give: an arbitrage's is fixed by its prices at an equal payout (1 / Σ 1/d − 1, which
 * is negative when they no longer cover the book); a value bet's or a middle's return is not
 * guaranteed by any prices, so its ROI stays its result ÷ its stake, after this edit's changes.
 */
export function obtainedOdds(
  stored: Stored,
  patch: Pick<HistoryPatchBody, 'odds' | 'profitAmount' | 'stakeAmount'>,
): ObtainedOdds {
  const sent = patch.odds ?? [];
  if (stored.odds.length === 0) {
    return { ok: false, message: 'This record has no recorded legs to put odds on.' };
  }
  if (sent.length !== stored.odds.length) {
    const legs = stored.odds.map((leg) => `${leg.outcome} at ${leg.book}`).join(', ');
    return {
      ok: false,
      message: `Send one American price per leg, in order: this record has ${stored.odds.length} (${legs}), and ${sent.length} came.`,
    };
  }
  const odds = stored.odds.map((leg, index) => ({
    ...leg,
    price: americanToDecimal(sent[index]!.american),
  }));
  if (stored.kind === 'arbitrage') {
    if (odds.length < 2) {
      return { ok: false, message: 'An arbitrage record needs at least two legs for its ROI.' };
    }
    return { ok: true, odds, roi: arbitrageRoiPercent(odds.map((leg) => leg.price)) };
  }
  const profit =
    patch.profitAmount !== undefined
      ? patch.profitAmount
      : stored.profitCents === null
        ? null
        : stored.profitCents / 100;
  const stake = patch.stakeAmount ?? stored.stakeCents / 100;
  return { ok: true, odds, roi: resultRoiPercent(profit, stake) };
}
