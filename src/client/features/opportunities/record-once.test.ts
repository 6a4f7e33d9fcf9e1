import { describe, expect, it } from 'vitest';
import { createOnceRegistry } from './record-once';

describe('createOnceRegistry', () => {
  it('lets each key through once', () => {
    const once = createOnceRegistry();
    expect(once.claim('arb-1')).toBe(true);
    expect(once.claim('arb-1')).toBe(false);
    expect(once.claim('arb-2')).toBe(true);
  });

  it('lets a released key through again, as after a failed attempt', () => {
    const once = createOnceRegistry();
    once.claim('arb-1');
    once.release('arb-1');
    expect(once.claim('arb-1')).toBe(true);
  });
});
