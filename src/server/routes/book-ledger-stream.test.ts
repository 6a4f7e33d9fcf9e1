import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity, StreamEvent } from '../../contracts/opportunities';
import { saveBookLedger } from '../account/book-ledger-service';
import { memberWithSession } from '../billing/test-support/member-session';
import type { DatabaseHandle } from '../db/database';
import { MemoryBus } from '../platform/bus/memory-bus';
import { grantMembership } from '../test-support/membership';
import { openSse } from '../test-support/sse-client';
import { openTestDatabase } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

/** Only what personalising reads: the stream itself sends the event as published. */
const opportunityAt = (id: string, books: string[]) =>
  ({
    id,
    type: 'arbitrage',
    expectedValue: 0.02,
    legs: books.map((book) => ({
      book,
      price: 2.04,
      effectivePrice: 2.04,
      commission: 0,
      stakeRatio: 1 / books.length,
      limit: null,
    })),
    capacity: { maxStake: null, profitAtMaxStake: null },
  }) as unknown as Opportunity;

describe('the stream honours each member’s book ledger', () => {
  let database: DatabaseHandle;
  let server: TestServer;
  const bus = new MemoryBus();
  const cookies: Record<'closed' | 'capped' | 'plain', string> = {
    closed: '',
    capped: '',
    plain: '',
  };

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startTestServer(database, {}, { services: { bus } });
    for (const persona of ['closed', 'capped', 'plain'] as const) {
      const email = `${persona}@arbiter.test`;
      const { user, cookie } = await memberWithSession(database.db, email);
      await grantMembership(database.db, email);
      cookies[persona] = cookie;
      if (persona === 'plain') continue;
      await saveBookLedger(
        database.db,
        user.id,
        {
          onlyMyBooks: persona === 'closed',
          books: [
            { book: 'draftkings', status: 'active', maxStake: null, commission: null },
            {
              book: 'fanduel',
              status: persona === 'closed' ? 'closed' : 'limited',
              maxStake: persona === 'capped' ? 30 : null,
              commission: null,
            },
          ],
        },
        new Date(),
      );
    }
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('leaves a closed book’s opportunity out of that member’s stream only, and caps another’s', async () => {
    const open = (persona: keyof typeof cookies) =>
      openSse(`${server.url}/api/stream`, { cookie: cookies[persona] });
    const streams = {
      closed: await open('closed'),
      capped: await open('capped'),
      plain: await open('plain'),
    };
    for (const stream of Object.values(streams)) {
      await stream.waitFor((m) => m.event === 'ready', 5_000);
    }
    const events: StreamEvent[] = [
      {
        type: 'opportunity.added',
        opportunity: opportunityAt('arb_fd', ['draftkings', 'fanduel']),
      },
      { type: 'opportunity.added', opportunity: opportunityAt('arb_dk', ['draftkings']) },
      { type: 'opportunity.removed', id: 'arb_fd', reason: 'edge_gone', lifespanSeconds: 1 },
    ];
    for (const event of events) bus.publish(event);

    const received = async (persona: keyof typeof streams) => {
      const stream = streams[persona];
      // The removal is published last: once it is here, everything before it has been sent.
      await stream.waitFor((m) => m.data.includes('opportunity.removed'), 5_000);
      return stream.messages
        .filter((m) => m.event === 'message')
        .map((m) => JSON.parse(m.data) as StreamEvent);
    };
    const ids = (list: StreamEvent[]) =>
      list.map((e) => (e.type === 'opportunity.added' ? e.opportunity.id : e.type));

    expect(ids(await received('closed'))).toEqual(['arb_dk', 'opportunity.removed']);
    expect(ids(await received('plain'))).toEqual(['arb_fd', 'arb_dk', 'opportunity.removed']);
    const capped = await received('capped');
    expect(ids(capped)).toEqual(['arb_fd', 'arb_dk', 'opportunity.removed']);
    const first = capped[0]!;
    if (first.type !== 'opportunity.added') throw new Error('expected an added event');
    expect(first.opportunity.capacity.maxStake).toBe(60);
    expect(first.opportunity.legs.map((leg) => leg.limit)).toEqual([null, 30]);
    await Promise.all(Object.values(streams).map((stream) => stream.close()));
  });
});
