import { toCents } from '../../../core/stakes';
import type { HistoryRecord } from '../../../contracts/history';

export type RecordInput = {
  opportunityId: string;
  status: 'active' | 'executed';
  stakeAmount: number;
  /** An executed arbitrage's guaranteed result at the displayed stakes (worst outcome). */
  guaranteed?: { profitAmount: number; roi: number };
};

export type HistoryPatch = {
  stakeAmount?: number;
  profitAmount?: number;
  roi?: number;
};

/**
 * The server builds the record from its own data and keeps an existing record's stake; this is
 * what still has to be sent for the record to say what the member staked and (for an executed
 * arbitrage) what those stakes are guaranteed to return. Null when nothing is left to change.
 */
export function followUpPatch(record: HistoryRecord, input: RecordInput): HistoryPatch | null {
  const patch: HistoryPatch = {};
  if (toCents(record.stakeAmount) !== toCents(input.stakeAmount)) {
    patch.stakeAmount = input.stakeAmount;
  }
  if (
    input.status === 'executed' &&
    input.guaranteed !== undefined &&
    record.profitAmount === null
  ) {
    patch.stakeAmount = input.stakeAmount;
    patch.profitAmount = input.guaranteed.profitAmount;
    patch.roi = input.guaranteed.roi;
  }
  return Object.keys(patch).length === 0 ? null : patch;
}
