import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeedStatus } from '../../../contracts/feed';
import type {
  Opportunity,
  OpportunitiesResponse,
  StreamEvent,
} from '../../../contracts/opportunities';
import { opportunityFixture as opportunity } from '../test-support/opportunity-fixture';
import {
  applyFeedStatusEvent,
  applyStreamEvent,
  applyStreamEvents,
  compareOpportunities,
} from './apply-stream-event';

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

/** The list as taken one event at a time, written plainly: what a burst must come to. */
function oneByOne(start: OpportunitiesResponse, events: StreamEvent[], scope: 'all' | 'arbitrage') {
  let opportunities = start.opportunities;
  for (const event of events) {
    if (event.type === 'opportunity.removed') {
      opportunities = opportunities.filter((o) => o.id !== event.id);
    } else if (event.type === 'opportunity.added' || event.type === 'opportunity.updated') {
      opportunities = opportunities.filter((o) => o.id !== event.opportunity.id);
      if (scope === 'all' || event.opportunity.type === 'arbitrage') {
        opportunities = [...opportunities, event.opportunity].sort(compareOpportunities);
      }
    }
  }
  return opportunities;
}

describe('applyStreamEvents', () => {
  const anOpportunity = fc
    .record({
      id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      ev: fc.integer({ min: -5, max: 5 }),
      value: fc.boolean(),
    })
    .map(({ id, ev, value }) =>
      opportunity(id, { expectedValue: ev / 100, type: value ? 'value' : 'arbitrage' }),
    );
  const anEvent: fc.Arbitrary<StreamEvent> = fc.oneof(
    anOpportunity.map((o) => ({ type: 'opportunity.added' as const, opportunity: o })),
    anOpportunity.map((o) => ({ type: 'opportunity.updated' as const, opportunity: o })),
    fc.constantFrom('a', 'b', 'c', 'd', 'e', 'z').map((id) => ({
      type: 'opportunity.removed' as const,
      id,
      reason: 'edge_gone' as const,
      lifespanSeconds: 1,
    })),
  );

  it('comes to the same list as taking a burst one event at a time', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(anOpportunity, { selector: (o) => o.id }),
        fc.array(anEvent, { maxLength: 30 }),
        fc.constantFrom('all' as const, 'arbitrage' as const),
        (start, events, scope) => {
          const before = list(...[...start].sort(compareOpportunities));
          expect(ids(applyStreamEvents(before, events, scope))).toEqual(
            oneByOne(before, events, scope).map((o) => o.id),
          );
        },
      ),
    );
  });

  it('leaves the list itself untouched by a burst that changes nothing', () => {
    const before = list(opportunity('a'));
    const removedUnknown: StreamEvent = {
      type: 'opportunity.removed',
      id: 'zz',
      reason: 'edge_gone',
      lifespanSeconds: 1,
    };
    expect(applyStreamEvents(before, [removedUnknown, removedUnknown], 'all')).toBe(before);
  });
});
