import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SseEventCounter } from './sse-event-counter';

const STREAM =
  'retry: 3000\n\n' +
  'id: 7\nevent: ready\ndata: {}\n\n' +
  'id: 8\ndata: {"type":"feed.status","note":"a: b\\n"}\n\n' +
  ': heartbeat\n\n' +
  'id: 9\n\n' +
  'id: 10\ndata: {"type":"opportunity.removed","id":"dx"}\n\n' +
  'id: 10\nevent: reset\ndata: {}\n\n' +
  'event: end\ndata: {"reason":"shutdown"}\n\n';

describe('counting bus events from a stream’s bytes', () => {
  it('counts blocks with an id and data and no event name, and nothing else', () => {
    const counter = new SseEventCounter();
    counter.feed(Buffer.from(STREAM));
    expect(counter.events).toBe(2);
    expect(counter.bytes).toBe(Buffer.byteLength(STREAM));
  });

  it('counts the same however the bytes are cut into chunks', () => {
    const bytes = Buffer.from(STREAM.repeat(3));
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 })), (cuts) => {
        const counter = new SseEventCounter();
        const at = [0, ...cuts.sort((a, b) => a - b), bytes.length];
        for (let i = 1; i < at.length; i++) counter.feed(bytes.subarray(at[i - 1], at[i]));
        expect(counter.events).toBe(6);
      }),
    );
  });
});
