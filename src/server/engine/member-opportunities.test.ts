import { describe, expect, it } from 'vitest';
import type { Opportunity, StreamEvent } from '../../contracts/opportunities';
import type { LedgerBook, MemberLedger } from '../../core/book-ledger';
import { SharedBody } from '../http/shared-body';
import type { MemberMethod } from '../account/member-methods';
import { forMember, messageForMember, snapshotForMember } from './member-opportunities';
import type { BusMessage } from '../platform/bus/live-bus';

const leg = (book: string, limit: number | null) => ({
  book,
  bookTitle: book,
  outcome: book === 'draftkings' ? 'Lakers' : 'Celtics',
  point: null,
  price: 2.2,
  effectivePrice: 2.2,
  commission: 0,
  stakeRatio: 0.5,
  quoteAgeSeconds: 5,
  possiblyStale: false,
  limit,
});

const opportunity = {
  id: 'arb_1',
  type: 'arbitrage',
  expectedValue: 0.1,
  legs: [leg('draftkings', 400), leg('fanduel', null)],
  capacity: { maxStake: 800, profitAtMaxStake: 80 },
} as unknown as Opportunity;

const POWER: MemberMethod = { choice: 'power', choices: [], minEv: 0.02 };

const ledger = (books: Record<string, LedgerBook>, onlyMyBooks = true): MemberLedger => ({
  onlyMyBooks,
  books: new Map(Object.entries(books)),
});

const message = (event: StreamEvent): BusMessage => ({
  seq: 7,
  at: 0,
  event,
  json: JSON.stringify(event),
});

describe('opportunities as one member sees them', () => {
  it('leaves out an opportunity at a closed book', () => {
    const member = ledger({
      draftkings: { status: 'active', maxStake: null },
      fanduel: { status: 'closed', maxStake: null },
    });
    expect(forMember(opportunity, member)).toBeNull();
    const snapshot = new SharedBody(
      JSON.stringify({ opportunities: [opportunity], generatedAt: 'x' }),
    );
    expect(JSON.parse(snapshotForMember(snapshot, member, POWER).json).opportunities).toEqual([]);
  });

  it('caps each leg’s limit and the capacity at the member’s maximum', () => {
    const member = ledger({
      draftkings: { status: 'active', maxStake: 1000 },
      fanduel: { status: 'limited', maxStake: 25 },
    });
    const own = forMember(opportunity, member)!;
    expect(own.legs.map((l) => l.limit)).toEqual([400, 25]);
    expect(own.capacity).toEqual({ maxStake: 50, profitAtMaxStake: 5 });
    expect(opportunity.capacity.maxStake).toBe(800);
  });

  it('returns the shared object untouched when the ledger changes nothing about it', () => {
    const member = ledger({
      draftkings: { status: 'active', maxStake: null },
      fanduel: { status: 'active', maxStake: null },
    });
    expect(forMember(opportunity, member)).toBe(opportunity);
  });

  it('drops a hidden opportunity from the stream, personalises a capped one and passes the rest', () => {
    const added = message({ type: 'opportunity.added', opportunity });
    const removed = message({
      type: 'opportunity.removed',
      id: 'arb_1',
      reason: 'edge_gone',
      lifespanSeconds: 3,
    });
    const closed = ledger({ draftkings: { status: 'active', maxStake: null } });
    expect(messageForMember(added, closed, POWER)).toBeNull();
    expect(messageForMember(removed, closed, POWER)).toBe(removed.json);
    const capped = ledger({ fanduel: { status: 'active', maxStake: 10 } }, false);
    const sent = JSON.parse(messageForMember(added, capped, POWER)!);
    expect(sent.opportunity.capacity.maxStake).toBe(20);
  });

  it('re-plans an arbitrage at the member’s exchange commission, and hides it when no edge is left', () => {
    const exchangeLeg = {
      ...leg('betfair_ex_uk', null),
      commission: 0.05,
      effectivePrice: 1 + 1.2 * 0.95,
    };
    const atExchange = {
      ...opportunity,
      legs: [leg('draftkings', null), exchangeLeg],
      arbitragePercentage: 5,
      expectedValue: 0.05,
    } as Opportunity;
    const lower = forMember(
      atExchange,
      ledger({ betfair_ex_uk: { status: 'active', maxStake: null, commission: 0.02 } }, false),
    )!;
    const net = 1 + 1.2 * 0.98;
    const sum = 1 / 2.2 + 1 / net;
    expect(lower.legs[1]).toMatchObject({ commission: 0.02, effectivePrice: net });
    expect(lower.expectedValue).toBeCloseTo(1 / sum - 1, 12);
    expect(lower.arbitragePercentage).toBeCloseTo((1 / sum - 1) * 100, 4);
    expect(lower.legs[0]!.stakeRatio * 2.2).toBeCloseTo(lower.legs[1]!.stakeRatio * net, 12);

    const dear = ledger(
      { betfair_ex_uk: { status: 'active', maxStake: null, commission: 0.5 } },
      false,
    );
    expect(forMember(atExchange, dear)).toBeNull();
  });

  it('prices a value bet’s every-method EVs again at the member’s exchange commission', () => {
    const served = 1 + 1.2 * 0.95;
    const fairProbabilities = {
      multiplicative: 0.5,
      additive: 0.49,
      power: 0.495,
      shin: 0.49,
      'odds-ratio': 0.497,
      logit: 0.497,
    };
    const evs = Object.fromEntries(
      Object.entries(fairProbabilities).map(([method, p]) => [method, p * served - 1]),
    ) as NonNullable<Opportunity['evByMethod']>;
    const value = {
      ...opportunity,
      type: 'value',
      legs: [{ ...leg('betfair_ex_uk', null), commission: 0.05, effectivePrice: served }],
      fair: { probability: 0.495, odds: 1 / 0.495, method: 'power' },
      expectedValue: evs.power,
      evByMethod: evs,
      evRange: {
        min: evs.additive,
        max: evs.multiplicative,
        lowest: 'additive',
        highest: 'multiplicative',
      },
    } as Opportunity;
    const own = forMember(
      value,
      ledger({ betfair_ex_uk: { status: 'active', maxStake: null, commission: 0.02 } }, false),
    )!;
    const net = 1 + 1.2 * 0.98;
    for (const [method, p] of Object.entries(fairProbabilities)) {
      expect(own.evByMethod![method as keyof typeof fairProbabilities]).toBeCloseTo(
        p * net - 1,
        12,
      );
    }
    expect(own.expectedValue).toBeCloseTo(own.evByMethod!.power, 12);
    expect(own.evRange).toMatchObject({ lowest: 'additive', highest: 'multiplicative' });
    expect(own.evRange!.min).toBeCloseTo(0.49 * net - 1, 12);
  });
});

describe('value bets as each member’s devig method judges them', () => {
  const evByMethod = {
    multiplicative: 0.048,
    additive: 0.025,
    power: 0.013,
    shin: 0.025,
    'odds-ratio': 0.024,
    logit: 0.024,
  };
  const value = {
    id: 'val_1',
    type: 'value',
    sport: 'basketball_nba',
    betType: 'h2h',
    expectedValue: evByMethod.power,
    legs: [leg('fanduel', null)],
    fair: { probability: 0.3, odds: 1 / 0.3, method: 'power' },
    evByMethod,
    firstSeen: '2026-11-27T06:00:00.000Z',
    lastSeen: '2026-11-27T06:00:04.000Z',
  } as unknown as Opportunity;
  const SHIN: MemberMethod = { choice: 'shin', choices: [], minEv: 0.02 };
  const anyone = ledger({}, false);

  it('lists a bet only for members whose method calls it value, one shared body per method', () => {
    const snapshot = new SharedBody(
      JSON.stringify({ opportunities: [opportunity, value], generatedAt: 'x' }),
    );
    const ids = (body: SharedBody) =>
      (JSON.parse(body.json) as { opportunities: Opportunity[] }).opportunities.map((o) => o.id);
    expect(ids(snapshotForMember(snapshot, anyone, POWER))).toEqual(['arb_1']);
    expect(snapshotForMember(snapshot, anyone, SHIN)).toBe(snapshot);
    expect(snapshotForMember(snapshot, anyone, POWER)).toBe(
      snapshotForMember(snapshot, anyone, POWER),
    );
  });

  it('streams an update a member is not shown as a removal, and nothing of an addition', () => {
    const added = message({ type: 'opportunity.added', opportunity: value });
    const updated = message({ type: 'opportunity.updated', opportunity: value });
    expect(messageForMember(added, anyone, POWER)).toBeNull();
    expect(JSON.parse(messageForMember(updated, anyone, POWER)!)).toEqual({
      type: 'opportunity.removed',
      id: 'val_1',
      reason: 'edge_gone',
      lifespanSeconds: 4,
    });
    expect(messageForMember(updated, anyone, SHIN)).toBe(updated.json);
  });
});
