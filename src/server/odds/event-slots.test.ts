import { describe, expect, it } from 'vitest';
import { EventSlots } from './event-slots';

describe('EventSlots', () => {
  it('keeps the same outcome at two points apart, and h2h (no point) as its own place', () => {
    const slots = new EventSlots<string>();
    slots.set('pinnacle', 'totals', 'Over', 220.5, 'a');
    slots.set('pinnacle', 'totals', 'Over', 221.5, 'b');
    slots.set('pinnacle', 'h2h', 'Home', null, 'c');
    slots.set('pinnacle', 'h2h', 'Home', null, 'd');
    expect(slots.size).toBe(3);
    expect([...slots.values()].sort()).toEqual(['a', 'b', 'd']);
    expect(slots.outcomesOf('pinnacle', 'h2h').get('Home')?.get(Number.NaN)).toBe('d');
  });

  it('sweeps out the refused slots and the levels they leave empty', () => {
    const slots = new EventSlots<string>();
    slots.set('pinnacle', 'totals', 'Over', 220.5, 'drop');
    slots.set('fanduel', 'h2h', 'Home', null, 'keep');
    const removed: string[] = [];
    slots.sweep(
      (slot) => slot === 'keep',
      (slot) => removed.push(slot),
    );
    expect(removed).toEqual(['drop']);
    expect(slots.size).toBe(1);
    expect([...slots.values()]).toEqual(['keep']);
    slots.set('pinnacle', 'totals', 'Over', 220.5, 'back');
    expect(slots.size).toBe(2);
  });
});
