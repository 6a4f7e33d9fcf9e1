import { describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../../contracts/history';
import { historyFixture } from '../../lib/test-support/history-fixture';
import { followUpPatch } from './record-history';

const record = (overrides: Partial<HistoryRecord> = {}) =>
  historyFixture('00000000-0000-4000-8000-000000000000', { opportunityId: 'opp', ...overrides });

describe('followUpPatch', () => {
  it('sends nothing when the new record already says it all', () => {
    expect(
      followUpPatch(record(), { opportunityId: 'opp', status: 'active', stakeAmount: 1000 }),
    ).toBeNull();
  });

  it('updates the stake of a record that existed with another stake', () => {
    expect(
      followUpPatch(record(), { opportunityId: 'opp', status: 'active', stakeAmount: 250 }),
    ).toEqual({
      stakeAmount: 250,
    });
  });

  it('leaves the stake of a record with placed bets alone: it is theirs', () => {
    expect(
      followUpPatch(record({ betCount: 2, stakeAmount: 693.08 }), {
        opportunityId: 'opp',
        status: 'active',
        stakeAmount: 1000,
      }),
    ).toBeNull();
  });
});
