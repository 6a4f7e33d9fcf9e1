import pino from 'pino';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookLedgerSchema, type BookLedgerUpdate } from '../../contracts/book-ledger';
import { opportunitiesResponseSchema } from '../../contracts/opportunities';
import { bookLedgerEntries, bookLedgers, users } from '../db/schema/index';
import { DetectionEngine } from '../engine/detection-engine';
import { MemoryBus } from '../platform/bus/memory-bus';
import { boardWithOneArbitrage } from '../test-support/arbitrage-board';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';
import { testDatabaseKinds } from '../test-support/test-database';

const NOW = Date.now();

describe.each(testDatabaseKinds)('the member’s book ledger (%s)', (kind) => {
  let harness: InjectedApp;
  let member: Record<string, string>;
  let other: Record<string, string>;

  const get = (url: string, headers: Record<string, string>) =>
    harness.app.inject({ url, headers });
  const put = (payload: unknown, headers: Record<string, string>) =>
    harness.app.inject({
      method: 'PUT',
      url: '/api/user/books',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const ledgerOf = async (headers: Record<string, string>) =>
    bookLedgerSchema.parse((await get('/api/user/books', headers)).json());
  const opportunitiesOf = async (headers: Record<string, string>) => {
    const response = await get('/api/opportunities', headers);
    expect(response.statusCode).toBe(200);
    return opportunitiesResponseSchema.parse(response.json()).opportunities;
  };
  const storedRows = async () =>
    (await harness.database.db.select({ n: count() }).from(bookLedgerEntries))[0]!.n +
    (await harness.database.db.select({ n: count() }).from(bookLedgers))[0]!.n;

  beforeAll(async () => {
    const engine = new DetectionEngine(
      boardWithOneArbitrage(NOW),
      { maxAgeMs: 600_000, staleGraceMs: 300_000, valueMinEv: 0.02 },
      new MemoryBus(),
      null,
      pino({ level: 'silent' }),
    );
    engine.sweep();
    harness = await buildInjectedApp({}, { engine, database: kind });
    const cookie = async (email: string) => ({
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie(email, { subscriber: true }),
    });
    member = await cookie('ledger@arbiter.test');
    other = await cookie('other-ledger@arbiter.test');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('starts empty, with "only my books" on, and refuses a visitor', async () => {
    expect(await ledgerOf(member)).toEqual({ onlyMyBooks: true, books: [] });
    expect((await harness.app.inject({ url: '/api/user/books' })).statusCode).toBe(401);
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a negative stake',
      {
        onlyMyBooks: true,
        books: [{ book: 'fanduel', status: 'active', maxStake: -5, commission: null }],
      },
      /maxStake/,
    ],
    [
      'an unknown book',
      {
        onlyMyBooks: true,
        books: [{ book: 'nobody_bet', status: 'active', maxStake: null, commission: null }],
      },
      /Unknown book "nobody_bet"/,
    ],
    [
      'a commission at a sportsbook',
      {
        onlyMyBooks: true,
        books: [{ book: 'fanduel', status: 'active', maxStake: null, commission: 0.02 }],
      },
      /not an exchange/,
    ],
    [
      'a book listed twice',
      {
        onlyMyBooks: true,
        books: [
          { book: 'fanduel', status: 'active', maxStake: null, commission: null },
          { book: 'fanduel', status: 'closed', maxStake: null, commission: null },
        ],
      },
      /once/,
    ],
    [
      'an unknown status',
      {
        onlyMyBooks: true,
        books: [{ book: 'fanduel', status: 'banned', maxStake: null, commission: null }],
      },
      /status/,
    ],
    ['a missing flag', { books: [] }, /onlyMyBooks/],
  ])('refuses %s with a readable 400 and stores nothing', async (_case, payload, message) => {
    const response = await put(payload, member);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await storedRows()).toBe(0);
  });

  it('refuses a 10 MB body and stores nothing', async () => {
    const huge = JSON.stringify({
      onlyMyBooks: true,
      books: [{ book: 'fanduel', status: 'active', maxStake: null, commission: null }],
      padding: 'x'.repeat(10 * 1024 * 1024),
    });
    const response = await put(huge, member);
    expect([400, 413]).toContain(response.statusCode);
    expect(await storedRows()).toBe(0);
  });

  it('saves the whole ledger, reads it back, and replaces it on the next save', async () => {
    const first: BookLedgerUpdate = {
      onlyMyBooks: false,
      books: [
        { book: 'draftkings', status: 'active', maxStake: 250.5, commission: null },
        { book: 'betfair_ex_uk', status: 'limited', maxStake: null, commission: 0.02 },
      ],
    };
    const saved = await put(first, member);
    expect(saved.statusCode).toBe(200);
    const expected = {
      onlyMyBooks: false,
      books: [
        { ...first.books[1], lastAcceptedStake: null, lastAcceptedAt: null },
        { ...first.books[0], lastAcceptedStake: null, lastAcceptedAt: null },
      ],
    };
    expect(saved.json()).toEqual(expected);
    expect(await ledgerOf(member)).toEqual(expected);

    const second = {
      onlyMyBooks: true,
      books: [{ book: 'fanduel', status: 'active', maxStake: null, commission: null }],
    };
    await put(second, member);
    expect((await ledgerOf(member)).books.map((b) => b.book)).toEqual(['fanduel']);
  });

  it('never shows one member’s ledger to another', async () => {
    expect(await ledgerOf(other)).toEqual({ onlyMyBooks: true, books: [] });
    const [otherUser] = await harness.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'other-ledger@arbiter.test'));
    const rows = await harness.database.db
      .select()
      .from(bookLedgerEntries)
      .where(eq(bookLedgerEntries.userId, otherUser!.id));
    expect(rows).toEqual([]);
  });

  it('hides a closed book’s opportunities from that member only', async () => {
    const before = await opportunitiesOf(other);
    const atFanduel = before.filter((o) => o.legs.some((leg) => leg.book === 'fanduel'));
    expect(atFanduel.length).toBeGreaterThan(0);

    await put(
      {
        onlyMyBooks: true,
        books: [
          { book: 'draftkings', status: 'active', maxStake: null, commission: null },
          { book: 'fanduel', status: 'closed', maxStake: null, commission: null },
        ],
      },
      member,
    );
    const after = await opportunitiesOf(member);
    expect(after.filter((o) => o.legs.some((leg) => leg.book === 'fanduel'))).toEqual([]);
    const arbitrage = await get('/api/live-arbitrage', member);
    expect(arbitrage.json().opportunities).toEqual([]);

    // The other member still sees them, from the shared snapshot.
    const others = await opportunitiesOf(other);
    expect(others.map((o) => o.id)).toEqual(before.map((o) => o.id));
  });

  it('shows them again when "only my books" is off', async () => {
    await put(
      {
        onlyMyBooks: false,
        books: [{ book: 'fanduel', status: 'closed', maxStake: null, commission: null }],
      },
      member,
    );
    expect((await opportunitiesOf(member)).length).toBe((await opportunitiesOf(other)).length);
  });

  it('caps the leg’s limit and the capacity at the member’s maximum', async () => {
    const [shared] = (await opportunitiesOf(other)).filter((o) => o.type === 'arbitrage');
    expect(shared!.capacity.maxStake).toBeNull();

    await put(
      {
        onlyMyBooks: true,
        books: [
          { book: 'draftkings', status: 'active', maxStake: null, commission: null },
          { book: 'fanduel', status: 'limited', maxStake: 50, commission: null },
        ],
      },
      member,
    );
    const [own] = (await opportunitiesOf(member)).filter((o) => o.id === shared!.id);
    const fanduel = own!.legs.find((leg) => leg.book === 'fanduel')!;
    expect(fanduel.limit).toBe(50);
    expect(own!.legs.find((leg) => leg.book === 'draftkings')!.limit).toBeNull();
    const expected = Math.floor((50 / fanduel.stakeRatio) * 100 + 1e-6) / 100;
    expect(own!.capacity.maxStake).toBe(expected);
    expect(own!.capacity.maxStake! * fanduel.stakeRatio).toBeLessThanOrEqual(50);
    expect(own!.capacity.profitAtMaxStake).toBeCloseTo(expected * own!.expectedValue, 1);

    // The other member's copy is untouched.
    const [theirs] = (await opportunitiesOf(other)).filter((o) => o.id === shared!.id);
    expect(theirs!.capacity.maxStake).toBeNull();
  });

  it('records the stake each book accepted when the member places the bets', async () => {
    const [arbitrage] = (await opportunitiesOf(member)).filter((o) => o.type === 'arbitrage');
    const placed = await harness.app.inject({
      method: 'POST',
      url: '/api/user/bets/from-opportunity',
      headers: { ...member, 'content-type': 'application/json' },
      payload: JSON.stringify({
        opportunityId: arbitrage!.id,
        legs: arbitrage!.legs.map((leg) => ({ stake: leg.book === 'fanduel' ? 45 : 40 })),
      }),
    });
    expect(placed.statusCode).toBe(201);
    const books = (await ledgerOf(member)).books;
    expect(books.find((b) => b.book === 'fanduel')).toMatchObject({
      status: 'limited',
      maxStake: 50,
      lastAcceptedStake: 45,
    });
    expect(books.find((b) => b.book === 'draftkings')?.lastAcceptedStake).toBe(40);
    // Saving the ledger again keeps what the books accepted.
    await put(
      {
        onlyMyBooks: true,
        books: [{ book: 'fanduel', status: 'limited', maxStake: 60, commission: null }],
      },
      member,
    );
    expect((await ledgerOf(member)).books).toEqual([
      expect.objectContaining({ book: 'fanduel', maxStake: 60, lastAcceptedStake: 45 }),
    ]);
  });

  it('leaves an empty ledger empty when a member without one places bets', async () => {
    const [arbitrage] = (await opportunitiesOf(other)).filter((o) => o.type === 'arbitrage');
    const placed = await harness.app.inject({
      method: 'POST',
      url: '/api/user/bets/from-opportunity',
      headers: { ...other, 'content-type': 'application/json' },
      payload: JSON.stringify({
        opportunityId: arbitrage!.id,
        legs: arbitrage!.legs.map(() => ({ stake: 10 })),
      }),
    });
    expect(placed.statusCode).toBe(201);
    expect(await ledgerOf(other)).toEqual({ onlyMyBooks: true, books: [] });
  });
});
