import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpportunitiesResponse, StreamEvent } from '../../../contracts/opportunities';
import { opportunityFixture } from '../test-support/opportunity-fixture';
import { LiveStreamConnection } from './live-stream-connection';
import { OPPORTUNITIES_URL } from './live-urls';

/** Just enough of EventSource for the connection: the handlers it sets, driven by the test. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onopen: (() => void) | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  deliver(event: StreamEvent, id: string) {
    this.onmessage?.({ data: JSON.stringify(event), lastEventId: id } as MessageEvent<string>);
  }
}

describe('LiveStreamConnection events', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands each event to its listeners after the cached lists have taken it in', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<OpportunitiesResponse>([OPPORTUNITIES_URL], {
      opportunities: [],
      generatedAt: '2029-12-31T00:00:00.000Z',
    });
    const connection = new LiveStreamConnection(queryClient);
    const seen: { type: string; listed: number }[] = [];
    const stop = connection.onEvent((event) =>
      seen.push({
        type: event.type,
        listed:
          queryClient.getQueryData<OpportunitiesResponse>([OPPORTUNITIES_URL])?.opportunities
            .length ?? -1,
      }),
    );
    const release = connection.acquire();
    const source = FakeEventSource.opened[0]!;

    source.deliver({ type: 'opportunity.added', opportunity: opportunityFixture('a') }, '1');
    source.onmessage?.({ data: 'not json', lastEventId: '2' } as MessageEvent<string>);
    vi.advanceTimersByTime(100);
    stop();
    source.deliver(
      { type: 'opportunity.removed', id: 'a', reason: 'edge_gone', lifespanSeconds: 3 },
      '3',
    );

    vi.advanceTimersByTime(100);
    expect(seen).toEqual([{ type: 'opportunity.added', listed: 1 }]);
    release();
  });

  it('takes a burst into the list at once, then tells the listeners each event in order', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<OpportunitiesResponse>([OPPORTUNITIES_URL], {
      opportunities: [],
      generatedAt: '2029-12-31T00:00:00.000Z',
    });
    const connection = new LiveStreamConnection(queryClient);
    const listed = () =>
      queryClient.getQueryData<OpportunitiesResponse>([OPPORTUNITIES_URL])?.opportunities.length;
    const seen: string[] = [];
    connection.onEvent((event) => seen.push(`${event.type}:${listed()}`));
    const release = connection.acquire();
    const source = FakeEventSource.opened[0]!;
    for (const id of ['a', 'b', 'c']) {
      source.deliver({ type: 'opportunity.added', opportunity: opportunityFixture(id) }, id);
    }
    source.deliver(
      { type: 'opportunity.removed', id: 'b', reason: 'edge_gone', lifespanSeconds: 1 },
      'd',
    );
    expect(listed()).toBe(0);
    vi.advanceTimersByTime(100);
    expect(
      queryClient
        .getQueryData<OpportunitiesResponse>([OPPORTUNITIES_URL])
        ?.opportunities.map((o) => o.id),
    ).toEqual(['a', 'c']);
    expect(seen).toEqual([
      'opportunity.added:2',
      'opportunity.added:2',
      'opportunity.added:2',
      'opportunity.removed:2',
    ]);
    release();
  });
});
