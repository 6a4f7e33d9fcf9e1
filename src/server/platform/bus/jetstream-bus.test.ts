import { afterEach, describe, expect, it } from 'vitest';
import type { ControlEvent } from '../../../contracts/control-events';
import { endStaleLiveSet } from '../../engine/end-stale-live-set';
import type { BusMessage } from './live-bus';
import {
  busesOn,
  opportunityEvent,
  reachable,
  removedEvent,
  TEST_NATS_URL,
  testLayout,
} from './test-support/nats-test-bus';

const natsUp = await reachable(TEST_NATS_URL);
if (!natsUp)
  console.warn(`NATS is not reachable at ${TEST_NATS_URL}: the JetStream bus tests skip`);

const collect = (messages: BusMessage[]) => (message: BusMessage) => messages.push(message);
const ids = (messages: readonly BusMessage[]) => messages.map((m) => m.seq);

describe.skipIf(!natsUp)('the JetStream bus between two processes', () => {
  let buses = busesOn(testLayout());
  afterEach(async () => {
    await buses.cleanUp();
    buses = busesOn(testLayout());
  });

  it('delivers what one instance publishes to the other, with the same sequence ids', async () => {
    const scanner = await buses.open();
    const api = await buses.open();
    const atScanner: BusMessage[] = [];
    const atApi: BusMessage[] = [];
    scanner.subscribe(collect(atScanner));
    api.subscribe(collect(atApi));
    for (let i = 1; i <= 20; i++) scanner.publish(opportunityEvent('opportunity.added', `o${i}`));
    await expect.poll(() => atApi.length, { timeout: 5_000 }).toBe(20);
    await expect.poll(() => atScanner.length, { timeout: 5_000 }).toBe(20);
    expect(ids(atApi)).toEqual(ids(atScanner));
    expect(ids(atApi)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(atApi.map((m) => m.json)).toEqual(atScanner.map((m) => m.json));
    expect(api.lastSeq).toBe(20);
  });

  it('replays exactly the missed events from a Last-Event-ID, on any instance', async () => {
    const scanner = await buses.open();
    const api = await buses.open();
    for (let i = 1; i <= 30; i++) scanner.publish(opportunityEvent('opportunity.updated', 'o1', i));
    await expect.poll(() => api.lastSeq, { timeout: 5_000 }).toBe(30);
    // A process started after the events holds none of them in memory: it reads the stream.
    const late = await buses.open({ recentMs: 0 });
    for (const bus of [api, late]) {
      const missed = await bus.since(12);
      expect(ids(missed!)).toEqual(Array.from({ length: 18 }, (_, i) => i + 13));
      expect(missed!.map((m) => m.event)).toEqual(
        Array.from({ length: 18 }, (_, i) => opportunityEvent('opportunity.updated', 'o1', i + 13)),
      );
      expect(await bus.since(30)).toEqual([]);
    }
  });

  it('tells a reader to reload when its Last-Event-ID is older than the stream keeps', async () => {
    const layout = { ...testLayout(), retainMs: 1_000 };
    buses = busesOn(layout);
    const scanner = await buses.open({ recentMs: 0 });
    for (let i = 1; i <= 3; i++) scanner.publish(opportunityEvent('opportunity.added', `o${i}`));
    await expect.poll(() => scanner.lastSeq, { timeout: 5_000 }).toBe(3);
    // Past the retention the stream has dropped them; a new event keeps the sequence going.
    await expect.poll(async () => scanner.since(1), { timeout: 10_000, interval: 250 }).toBeNull();
  });

  it('starts a new reader from the live set, then follows the stream', async () => {
    const scanner = await buses.open();
    scanner.publish(opportunityEvent('opportunity.added', 'gone'));
    scanner.publish(opportunityEvent('opportunity.added', 'kept', 0.02));
    scanner.publish(opportunityEvent('opportunity.updated', 'kept', 0.05));
    scanner.publish(removedEvent('gone'));
    scanner.publish({ type: 'feed.status', lastUpdated: null, booksReporting: 7, halted: null });
    await expect.poll(() => scanner.unsent, { timeout: 5_000 }).toBe(0);
    await expect.poll(() => scanner.lastSeq, { timeout: 5_000 }).toBe(5);

    const api = await buses.open();
    const set = await api.liveSet();
    expect(set).toHaveLength(2);
    expect(set).toContainEqual(opportunityEvent('opportunity.added', 'kept', 0.05));
    expect(set).toContainEqual({
      type: 'feed.status',
      lastUpdated: null,
      booksReporting: 7,
      halted: null,
    });
    const after: BusMessage[] = [];
    api.subscribe(collect(after));
    scanner.publish(removedEvent('kept'));
    await expect.poll(() => ids(after), { timeout: 5_000 }).toEqual([6]);
  });

  it('applies a control event on the instance that sent it once and on the other', async () => {
    const one = await buses.open();
    const two = await buses.open();
    const atOne: ControlEvent[] = [];
    const atTwo: ControlEvent[] = [];
    one.onControl((event) => atOne.push(event));
    two.onControl((event) => atTwo.push(event));
    one.publishControl({ type: 'session.ended', sessionHash: 'abc' });
    expect(atOne).toEqual([{ type: 'session.ended', sessionHash: 'abc' }]);
    await expect
      .poll(() => atTwo, { timeout: 5_000 })
      .toEqual([{ type: 'session.ended', sessionHash: 'abc' }]);
    // Its own event does not come back to the sender.
    two.publishControl({ type: 'plan.changed' });
    await expect.poll(() => atOne.length, { timeout: 5_000 }).toBe(2);
    expect(atTwo).toHaveLength(2);
  });

  it('ends what a stopped scanner left in the live set once the next one has swept', async () => {
    const gone = await buses.open();
    gone.publish(opportunityEvent('opportunity.added', 'left-open'));
    gone.publish(opportunityEvent('opportunity.added', 'still-there'));
    await expect.poll(() => gone.unsent, { timeout: 5_000 }).toBe(0);
    await expect.poll(() => gone.lastSeq, { timeout: 5_000 }).toBe(2);
    await gone.close();

    const next = await buses.open();
    const ended = await endStaleLiveSet(next, (id) => id === 'still-there', Date.now());
    expect(ended).toBe(1);
    await expect.poll(() => next.lastSeq, { timeout: 5_000 }).toBe(3);
    const reader = await buses.open();
    expect(await reader.liveSet()).toEqual([opportunityEvent('opportunity.added', 'still-there')]);
  });

  it('sends a request to the one instance answering it, and says when none does', async () => {
    const scanner = await buses.open();
    const api = await buses.open();
    const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    const ask = (body: string) => api.ask('echo', new TextEncoder().encode(body), 2_000);
    await expect(ask('before')).rejects.toMatchObject({ name: 'NoAnswer', why: 'nobody' });
    const stop = await scanner.answer('echo', async (bytes) =>
      new TextEncoder().encode(`echo ${text(bytes)}`),
    );
    await scanner.answer('broken', async () => {
      throw new Error('the answerer failed');
    });
    expect(text(await ask('hello'))).toBe('echo hello');
    await expect(api.ask('broken', new Uint8Array([1]), 2_000)).rejects.toMatchObject({
      why: 'failed',
    });
    // Eight times what one NATS message may carry (a whole sport's odds with its props): it
    // arrives whole and in order, in parts.
    const huge = new Uint8Array(8 * 1024 * 1024 + 12_345).map((_, i) => (i * 7919) % 251);
    await scanner.answer('huge', async () => huge);
    const answer = await api.ask('huge', new Uint8Array([1]), 5_000);
    expect(answer.length).toBe(huge.length);
    expect(Buffer.compare(Buffer.from(answer), Buffer.from(huge))).toBe(0);
    // An answer just under one message's limit arrives as it was sent.
    expect(text(await ask('x'.repeat(1_000_000)))).toHaveLength(1_000_005);
    await stop();
    await expect(ask('after')).rejects.toMatchObject({ name: 'NoAnswer', why: 'nobody' });
  });
});
