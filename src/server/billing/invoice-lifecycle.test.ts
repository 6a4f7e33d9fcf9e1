import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { supersedesInvoice, type InvoiceSnapshot } from './invoice-lifecycle';

const snapshot = (status: string, created: number, event: string): InvoiceSnapshot => ({
  status,
  version: { terminal: status === 'paid' || status === 'void' ? 1 : 0, created, event },
});

/** What the receiver keeps after hearing the snapshots in this order. */
const kept = (snapshots: InvoiceSnapshot[]) =>
  snapshots.reduce((stored, next) => (supersedesInvoice(next, stored) ? next : stored));

describe('invoice lifecycle', () => {
  it('never reopens a paid or void invoice, whatever the event times say', () => {
    for (const final of ['paid', 'void']) {
      for (const later of ['draft', 'open', 'uncollectible']) {
        expect(
          supersedesInvoice(snapshot(later, 200, 'evt_b'), snapshot(final, 100, 'evt_a')),
        ).toBe(false);
      }
    }
  });

  it('lets an uncollectible invoice still be paid or voided', () => {
    const uncollectible = snapshot('uncollectible', 300, 'evt_z');
    expect(supersedesInvoice(snapshot('paid', 100, 'evt_a'), uncollectible)).toBe(true);
    expect(supersedesInvoice(snapshot('void', 100, 'evt_a'), uncollectible)).toBe(true);
  });

  it('within one stage keeps the newer event, ties broken by event id', () => {
    const first = snapshot('open', 100, 'evt_a');
    expect(supersedesInvoice(snapshot('open', 101, 'evt_0'), first)).toBe(true);
    expect(supersedesInvoice(snapshot('open', 100, 'evt_b'), first)).toBe(true);
    expect(supersedesInvoice(snapshot('open', 99, 'evt_z'), first)).toBe(false);
    expect(supersedesInvoice(first, first)).toBe(false);
  });

  it('keeps the same snapshot from every order of the same events', () => {
    const snapshots = fc.uniqueArray(
      fc.record({
        status: fc.constantFrom('draft', 'open', 'uncollectible', 'paid', 'void', 'future_status'),
        created: fc.integer({ min: 0, max: 5 }),
        event: fc.stringMatching(/^evt_[a-c]{1,2}$/),
      }),
      { minLength: 1, maxLength: 8, selector: (s) => s.event },
    );
    fc.assert(
      fc.property(
        snapshots.chain((list) =>
          fc.tuple(
            fc.constant(list),
            fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }),
          ),
        ),
        ([inOrder, shuffled]) => {
          const toSnapshot = (s: (typeof inOrder)[number]) =>
            snapshot(s.status, s.created, s.event);
          expect(kept(shuffled.map(toSnapshot))).toEqual(kept(inOrder.map(toSnapshot)));
        },
      ),
      { numRuns: 500 },
    );
  });
});
