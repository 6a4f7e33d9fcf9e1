import { describe, expect, it } from 'vitest';
import type { FeedStatus } from '../../../contracts/feed';
import type { Opportunity, OpportunitiesResponse } from '../../../contracts/opportunities';
import { opportunityFixture as opportunity } from '../test-support/opportunity-fixture';
import { applyFeedStatusEvent, applyStreamEvent } from './apply-stream-event';

const list = (...opportunities: Opportunity[]): OpportunitiesResponse => ({
  opportunities,
  generatedAt: '2029-12-31T00:00:00.000Z',
});

const ids = (response: OpportunitiesResponse | undefined) =>
  response?.opportunities.map((o) => o.id);

describe('applyStreamEvent', () => {
  it('inserts an added opportunity in the server order (highest expected value first)', () => {
    const before = list(
      opportunity('a', { expectedValue: 0.03 }),
      opportunity('c', { expectedValue: 0.01 }),
    );
    const after = applyStreamEvent(
      before,
      { type: 'opportunity.added', opportunity: opportunity('b', { expectedValue: 0.02 }) },
      'all',
    );
    expect(ids(after)).toEqual(['a', 'b', 'c']);
  });

  it('replaces an updated opportunity instead of duplicating it', () => {
    const before = list(
      opportunity('a', { expectedValue: 0.03 }),
      opportunity('b', { expectedValue: 0.02 }),
    );
    const after = applyStreamEvent(
      before,
      {
        type: 'opportunity.updated',
        opportunity: opportunity('b', { expectedValue: 0.05, arbitragePercentage: 5 }),
      },
      'all',
    );
    expect(ids(after)).toEqual(['b', 'a']);
    expect(after?.opportunities[0]?.arbitragePercentage).toBe(5);
  });

  it('adds an update it had not seen (the list was loaded between the two events)', () => {
    const after = applyStreamEvent(
      list(),
      { type: 'opportunity.updated', opportunity: opportunity('x') },
      'all',
    );
    expect(ids(after)).toEqual(['x']);
  });

  it('removes a removed opportunity and leaves the list untouched for an unknown id', () => {
    const before = list(opportunity('a'), opportunity('b'));
    const removed = applyStreamEvent(
      before,
      { type: 'opportunity.removed', id: 'a', reason: 'edge_gone', lifespanSeconds: 42 },
      'all',
    );
    expect(ids(removed)).toEqual(['b']);
    const unknown = applyStreamEvent(
      before,
      { type: 'opportunity.removed', id: 'zzz', reason: 'event_started', lifespanSeconds: 1 },
      'all',
    );
    expect(unknown).toBe(before);
  });

  it('keeps value bets out of the arbitrage-only list', () => {
    const valueBet = opportunity('v', { type: 'value', isArbitrage: false });
    expect(
      ids(
        applyStreamEvent(list(), { type: 'opportunity.added', opportunity: valueBet }, 'arbitrage'),
      ),
    ).toEqual([]);
    expect(
      ids(applyStreamEvent(list(), { type: 'opportunity.added', opportunity: valueBet }, 'all')),
    ).toEqual(['v']);
  });

  it('leaves a list that was never loaded unloaded', () => {
    expect(
      applyStreamEvent(
        undefined,
        { type: 'opportunity.added', opportunity: opportunity('a') },
        'all',
      ),
    ).toBeUndefined();
  });
});

describe('applyFeedStatusEvent', () => {
  const status: FeedStatus = {
    source: 'simulator',
    halted: null,
    intervalSeconds: 15,
    booksReporting: 10,
    lastUpdated: '2029-12-31T00:00:00.000Z',
    creditsSpentThisMonth: 0,
    monthlyCredits: 0,
    sports: [],
  };

  it('takes the pushed freshness figures and keeps the rest', () => {
    const after = applyFeedStatusEvent(status, {
      type: 'feed.status',
      lastUpdated: '2029-12-31T00:00:15.000Z',
      booksReporting: 12,
      halted: null,
    });
    expect(after).toEqual({
      ...status,
      lastUpdated: '2029-12-31T00:00:15.000Z',
      booksReporting: 12,
    });
  });

  it('ignores other events', () => {
    expect(
      applyFeedStatusEvent(status, {
        type: 'opportunity.removed',
        id: 'a',
        reason: 'edge_gone',
        lifespanSeconds: 1,
      }),
    ).toBe(status);
  });
});
