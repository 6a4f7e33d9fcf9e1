import { describe, expect, it } from 'vitest';
import { EventSlots } from './event-slots';

const slot = (outcome: string, point: number | null, tag: string) => ({
  quote: { outcome, point },
  tag,
});

describe('EventSlots', () => {
  it('keeps the same outcome at two points apart, and replaces one at the same point', () => {
    const slots = new EventSlots<ReturnType<typeof slot>>();
    slots.set('pinnacle', 'totals', slot('Over', 220.5, 'a'));
    slots.set('pinnacle', 'totals', slot('Over', 221.5, 'b'));
    slots.set('pinnacle', 'h2h', slot('Home', null, 'c'));
    slots.set('pinnacle', 'h2h', slot('Home', null, 'd'));
    expect(slots.size).toBe(3);
    expect([...slots.values()].map((own) => own.tag).sort()).toEqual(['a', 'b', 'd']);
    const totals = slots.slotsOf('pinnacle', 'totals');
    // The hint is only where to look first: a wrong one still finds the slot.
    expect(EventSlots.find(totals, 'Over', 221.5, 0)?.tag).toBe('b');
    expect(EventSlots.find(totals, 'Over', 222.5, 1)).toBeUndefined();
    expect(EventSlots.find(totals, 'Under', 221.5, 1)).toBeUndefined();
  });

  it('sweeps out the refused slots and the levels they leave empty', () => {
    const slots = new EventSlots<ReturnType<typeof slot>>();
    slots.set('pinnacle', 'totals', slot('Over', 220.5, 'drop'));
    slots.set('fanduel', 'h2h', slot('Home', null, 'keep'));
    const removed: string[] = [];
    slots.sweep(
      (own) => own.tag === 'keep',
      (own) => removed.push(own.tag),
    );
    expect(removed).toEqual(['drop']);
    expect(slots.size).toBe(1);
    expect([...slots.values()].map((own) => own.tag)).toEqual(['keep']);
    slots.set('pinnacle', 'totals', slot('Over', 220.5, 'back'));
    expect(slots.size).toBe(2);
  });
});
