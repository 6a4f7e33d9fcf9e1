import { toCents } from '../../../core/stakes';
import type { HistoryRecord } from '../../../contracts/history';

export type RecordInput = {
  opportunityId: string;
  status: 'active' | 'executed';
  stakeAmount: number;
};

export type HistoryPatch = { stakeAmount: number };

/**
 * The server builds the record from its own data and keeps an existing record's stake; this is
 * what still has to be sent for the record to say what the member staked. Null when nothing is
 * left to change, and for a record with placed bets: its stake is theirs. (An arbitrage or a
 * middle the member placed is recorded with its bets by "I placed these bets" instead.)
 */
export function followUpPatch(record: HistoryRecord, input: RecordInput): HistoryPatch | null {
  return record.betCount > 0 || toCents(record.stakeAmount) === toCents(input.stakeAmount)
    ? null
    : { stakeAmount: input.stakeAmount };
}
