import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../contracts/opportunities';
import type { BusMessage } from './live-bus';
import { threadPort } from './port-adapter';
import { NoAnswer } from './requests';
import { ScannerThreadBus, ServingThreadBus, type ToScanner, type ToServing } from './thread-bus';

const feedEvent = (n: number): StreamEvent =>
  ({ type: 'opportunity.removed', id: `opp-${n}`, reason: 'gone' }) as unknown as StreamEvent;

/** The two sides over a real MessageChannel, as between the serving and the scanner's thread. */
function pair() {
  const { port1, port2 } = new MessageChannel();
  const serving = new ServingThreadBus(threadPort<ToScanner, ToServing>(port1));
  const scanner = new ScannerThreadBus(threadPort<ToServing, ToScanner>(port2));
  return {
    serving,
    scanner,
    close() {
      port1.close();
      port2.close();
    },
  };
}

function heard(bus: ServingThreadBus, count: number): Promise<BusMessage[]> {
  const messages: BusMessage[] = [];
  return new Promise((resolve) => {
    bus.subscribe((message) => {
      messages.push(message);
      if (messages.length === count) resolve(messages);
    });
  });
}

let open: ReturnType<typeof pair> | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

describe('the thread bus', () => {
  it('hands the serving side every event in order, numbered by the scanner, over many turns', async () => {
    open = pair();
    const { serving, scanner } = open;
    // More than one turn's share on the serving side, published in three turns of the scanner's.
    const all = heard(serving, 1_700);
    const local: number[] = [];
    scanner.subscribe((m) => local.push(m.seq));
    for (const [turn, size] of [600, 600, 500].entries()) {
      for (let i = 0; i < size; i++) scanner.publish(feedEvent(turn * 1_000 + i));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const messages = await all;
    expect(messages.map((m) => m.seq)).toEqual(Array.from({ length: 1_700 }, (_, i) => i + 1));
    expect(local).toEqual(messages.map((m) => m.seq));
    expect(messages[0]!.event).toEqual(feedEvent(0));
    expect(messages[1_699]!.event).toEqual(feedEvent(2_499));
    expect(JSON.parse(messages[42]!.json)).toEqual(messages[42]!.event);
    expect(serving.lastSeq).toBe(1_700);
    // A stream resuming from an id is replayed from the serving side's memory.
    expect((await serving.since(1_650))!.map((m) => m.seq)).toEqual(
      Array.from({ length: 50 }, (_, i) => 1_651 + i),
    );
  });

  it('asks the scanner side and gets its answer, its failure or nobody', async () => {
    open = pair();
    const { serving, scanner } = open;
    await scanner.answer('echo', async (bytes) => new Uint8Array([...bytes, 9]));
    await scanner.answer('broken', async () => {
      throw new Error('broken');
    });
    expect([...(await serving.ask('echo', new Uint8Array([1, 2]), 1_000))]).toEqual([1, 2, 9]);
    await expect(serving.ask('broken', new Uint8Array(), 1_000)).rejects.toMatchObject({
      topic: 'broken',
      why: 'failed',
    });
    await expect(serving.ask('nobody-answers', new Uint8Array(), 1_000)).rejects.toMatchObject({
      topic: 'nobody-answers',
      why: 'nobody',
    });
  });

  it('holds a request made while the thread builds until it has registered its answerers', async () => {
    open = pair();
    const { serving, scanner } = open;
    let built!: () => void;
    serving.answersAfter(new Promise<void>((resolve) => (built = resolve)));
    const early = serving.ask('feed.status', new Uint8Array([7]), 5_000);
    await new Promise((resolve) => setImmediate(resolve));
    await scanner.answer('feed.status', async (bytes) => new Uint8Array([...bytes, 1]));
    built();
    expect([...(await early)]).toEqual([7, 1]);
  });

  it('gives up on a slow answer at the timeout, and on every pending one when the scanner goes', async () => {
    open = pair();
    const { serving, scanner } = open;
    await scanner.answer('slow', () => new Promise(() => {}));
    await expect(serving.ask('slow', new Uint8Array(), 50)).rejects.toMatchObject({
      why: 'timeout',
    });
    const pending = serving.ask('slow', new Uint8Array(), 60_000);
    const changes: boolean[] = [];
    serving.onConnectionChange((connected) => changes.push(connected));
    expect(serving.connected).toBe(true);
    serving.scannerGone();
    await expect(pending).rejects.toBeInstanceOf(NoAnswer);
    // What the replica holds is then served as not refreshing.
    expect(serving.connected).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('carries control events both ways, each applied at once on its own side', async () => {
    open = pair();
    const { serving, scanner } = open;
    const onScanner: unknown[] = [];
    const onServing: unknown[] = [];
    const next = (side: ScannerThreadBus | ServingThreadBus) =>
      new Promise<unknown>((resolve) => {
        const stop = side.onControl((e) => {
          stop();
          resolve(e);
        });
      });
    scanner.onControl((e) => onScanner.push(e));
    serving.onControl((e) => onServing.push(e));
    const signedOut = { type: 'session.ended', sessionHash: 'h1' } as const;
    const reachesScanner = next(scanner);
    serving.publishControl(signedOut as never);
    expect(onServing).toEqual([signedOut]);
    expect(await reachesScanner).toEqual(signedOut);
    const rules = { type: 'alert-rules.changed', userId: 'u1' } as const;
    const reachesServing = next(serving);
    scanner.publishControl(rules as never);
    expect(await reachesServing).toEqual(rules);
    expect(onServing).toEqual([signedOut, rules]);
    expect(onScanner).toEqual([signedOut, rules]);
  });

  it('refuses to publish on the serving side', () => {
    open = pair();
    expect(() => open!.serving.publish()).toThrow(/own thread/);
  });
});
