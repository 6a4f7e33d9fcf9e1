import type { HistoryPatchBody, HistoryRecord } from '../../contracts/history';
import { obtainedPrice } from '../../core/history-roi';

export type ObtainedOdds =
  { ok: true; odds: HistoryRecord['odds'] } | { ok: false; message: string };

/**
 * The record's legs at the prices the member obtained, sent as American odds. A leg sent back as
 * the American it already shows as keeps its stored decimal (see obtainedPrice), so saving the
 * form without touching a price changes nothing.
 */
export function obtainedOdds(
  stored: Pick<HistoryRecord, 'odds'>,
  patch: Pick<HistoryPatchBody, 'odds'>,
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
  return {
    ok: true,
    odds: stored.odds.map((leg, index) => ({
      ...leg,
      price: obtainedPrice(leg.price, sent[index]!.american),
    })),
  };
}
