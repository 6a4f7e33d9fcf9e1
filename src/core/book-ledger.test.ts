import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOK_STATUSES,
  EMPTY_LEDGER,
  capacityOfLegs,
  isVisibleTo,
  memberCapacity,
  memberLimit,
  personalises,
  type LedgerBook,
  type LedgerLeg,
  type MemberLedger,
} from './book-ledger';

/** A fixed seed: a property run is the same every time, so it cannot fail by chance. */
const run = { seed: 18_03, numRuns: 500 };

const BOOKS = ['draftkings', 'fanduel', 'betmgm', 'pinnacle', 'betfair_ex_uk'] as const;

const money = fc.double({ min: 1, max: 100_000, noNaN: true });
const leg: fc.Arbitrary<LedgerLeg> = fc.record({
  book: fc.constantFrom(...BOOKS),
  stakeRatio: fc.double({ min: 0.01, max: 1, noNaN: true }),
  limit: fc.option(money, { nil: null }),
});
const legs = fc.array(leg, { minLength: 1, maxLength: 3 });
const entry: fc.Arbitrary<LedgerBook> = fc.record({
  status: fc.constantFrom(...BOOK_STATUSES),
  maxStake: fc.option(money, { nil: null }),
});
const ledger: fc.Arbitrary<MemberLedger> = fc.record({
  onlyMyBooks: fc.boolean(),
  books: fc
    .array(fc.tuple(fc.constantFrom(...BOOKS), entry), { maxLength: BOOKS.length })
    .map((entries) => new Map(entries)),
});

const ledgerOf = (onlyMyBooks: boolean, books: Record<string, LedgerBook>): MemberLedger => ({
  onlyMyBooks,
  books: new Map(Object.entries(books)),
});

describe('book ledger', () => {
  it('never lets the member capacity exceed the books’ capacity', () => {
    fc.assert(
      fc.property(ledger, legs, (member, planLegs) => {
        const books = capacityOfLegs(planLegs);
        const own = memberCapacity(member, planLegs);
        if (books !== null) expect(own).not.toBeNull();
        if (books !== null && own !== null) expect(own).toBeLessThanOrEqual(books);
      }),
      run,
    );
  });

  it('never puts more than the member maximum or the book limit on any leg at capacity', () => {
    fc.assert(
      fc.property(ledger, legs, (member, planLegs) => {
        const capacity = memberCapacity(member, planLegs);
        if (capacity === null) return;
        for (const planLeg of planLegs) {
          const stake = capacity * planLeg.stakeRatio;
          const max = member.books.get(planLeg.book)?.maxStake ?? null;
          if (max !== null) expect(stake).toBeLessThanOrEqual(max * (1 + 1e-12));
          if (planLeg.limit !== null)
            expect(stake).toBeLessThanOrEqual(planLeg.limit * (1 + 1e-12));
        }
      }),
      run,
    );
  });

  it('hides an opportunity with a closed or unused leg when the member asks for only their books', () => {
    fc.assert(
      fc.property(
        ledger,
        legs,
        fc.constantFrom('closed', 'none' as const),
        (member, planLegs, status) => {
          const books = new Map(member.books);
          books.set(planLegs[0]!.book, { status, maxStake: null });
          expect(isVisibleTo({ onlyMyBooks: true, books }, planLegs)).toBe(false);
        },
      ),
      run,
    );
  });

  it('shows every opportunity when "only my books" is off, or the ledger is empty', () => {
    fc.assert(
      fc.property(ledger, legs, (member, planLegs) => {
        expect(isVisibleTo({ ...member, onlyMyBooks: false }, planLegs)).toBe(true);
        expect(isVisibleTo(EMPTY_LEDGER, planLegs)).toBe(true);
        expect(memberCapacity(EMPTY_LEDGER, planLegs)).toBe(capacityOfLegs(planLegs));
      }),
      run,
    );
  });

  it('shows an opportunity whose every book is active or limited', () => {
    const member = ledgerOf(true, {
      draftkings: { status: 'active', maxStake: null },
      fanduel: { status: 'limited', maxStake: 50 },
      betmgm: { status: 'closed', maxStake: null },
    });
    const at = (...books: string[]) => books.map((book) => ({ book }));
    expect(isVisibleTo(member, at('draftkings', 'fanduel'))).toBe(true);
    expect(isVisibleTo(member, at('draftkings', 'betmgm'))).toBe(false);
    // A book the member did not list is not one of theirs.
    expect(isVisibleTo(member, at('draftkings', 'pinnacle'))).toBe(false);
  });

  it('caps the capacity at the member maximum over the stake share', () => {
    const member = ledgerOf(false, { fanduel: { status: 'limited', maxStake: 50 } });
    const plan = [
      { book: 'draftkings', stakeRatio: 0.5, limit: 1000 },
      { book: 'fanduel', stakeRatio: 0.5, limit: 1000 },
    ];
    expect(capacityOfLegs(plan)).toBe(2000);
    expect(memberCapacity(member, plan)).toBe(100);
    // No book states a limit: the member's own maximum is the only one known.
    expect(
      memberCapacity(
        member,
        plan.map((l) => ({ ...l, limit: null })),
      ),
    ).toBe(100);
    expect(memberLimit(member, 'fanduel', 20)).toBe(20);
    expect(memberLimit(member, 'draftkings', null)).toBeNull();
  });

  it('personalises only when it filters books or caps a stake', () => {
    expect(personalises(EMPTY_LEDGER)).toBe(false);
    expect(personalises(ledgerOf(false, { fanduel: { status: 'closed', maxStake: null } }))).toBe(
      false,
    );
    expect(personalises(ledgerOf(true, { fanduel: { status: 'active', maxStake: null } }))).toBe(
      true,
    );
    expect(personalises(ledgerOf(false, { fanduel: { status: 'active', maxStake: 10 } }))).toBe(
      true,
    );
  });
});
