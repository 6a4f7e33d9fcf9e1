import { parse } from 'csv-parse/sync';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets, users } from '../db/schema/index';
import { buildInjectedApp, type InjectedApp } from '../test-support/injected-app';
import { testDatabaseKinds } from '../test-support/test-database';

const HEADER = 'Date,Event,Selection,Book,Odds,Stake,Result';
const MAPPING = {
  placedAt: 'Date',
  event: 'Event',
  outcome: 'Selection',
  book: 'Book',
  odds: 'Odds',
  stake: 'Stake',
  status: 'Result',
};

/** A tracker's file of n distinct bets, one a minute from 1 March 2026. */
function trackerFile(n: number, edit: (line: number, row: string) => string = (_, row) => row) {
  const rows = Array.from({ length: n }, (_, i) => {
    const placed = new Date(Date.UTC(2026, 2, 1) + i * 60_000)
      .toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    return edit(
      i + 2,
      `${placed},Celtics vs Heat,Celtics,DraftKings,-110,"$1,${String(i % 1000).padStart(3, '0')}.50",W`,
    );
  });
  return [HEADER, ...rows].join('\r\n');
}

describe.each(testDatabaseKinds)('importing bets from CSV (%s)', (kind) => {
  let harness: InjectedApp;
  let member: Record<string, string>;
  let other: Record<string, string>;
  let memberId: string;

  const importCsv = (headers: Record<string, string>, body: Record<string, unknown>) =>
    harness.app.inject({ method: 'POST', url: '/api/user/bets/import', headers, payload: body });
  const betsOf = async (userId: string) =>
    (await harness.database.db.select({ n: count() }).from(bets).where(eq(bets.userId, userId)))[0]!
      .n;

  beforeAll(async () => {
    harness = await buildInjectedApp({}, { database: kind });
    member = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('importer@arbiter.test', { subscriber: true }),
    };
    other = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('other@arbiter.test', { subscriber: true }),
    };
    const [row] = await harness.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'importer@arbiter.test'));
    memberId = row!.id;
  });
  afterAll(async () => {
    await harness.close();
  });

  it('asks for a mapping when the file is not Arbiter’s, showing the headers and a sample', async () => {
    const response = await importCsv(member, { csv: trackerFile(3), dryRun: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      format: 'mapped',
      needsMapping: true,
      headers: HEADER.split(','),
      rows: 3,
      suggestedMapping: {
        placedAt: 'Date',
        event: 'Event',
        outcome: 'Selection',
        odds: 'Odds',
        stake: 'Stake',
        status: 'Result',
        book: 'Book',
      },
    });
    expect(response.json().sample[0]).toEqual([
      '2026-03-01 00:00',
      'Celtics vs Heat',
      'Celtics',
      'DraftKings',
      '-110',
      '$1,000.50',
      'W',
    ]);
    const commit = await importCsv(member, { csv: trackerFile(3), dryRun: false });
    expect(commit.statusCode).toBe(400);
    expect(commit.json().message).toMatch(/not Arbiter's own export/);
  });

  it('imports nothing from a file with 3 bad rows, and names each row and the reason', async () => {
    const bad = new Map([
      [5, 'odds: "x" is not a decimal price'],
      [9, 'stake: "free" is not an amount'],
      [12, 'placedAt: "31/31/2026" is not a calendar date and time'],
    ]);
    const csv = trackerFile(20, (line, row) => {
      if (line === 5) return row.replace('-110', 'x');
      if (line === 9) return row.replace(/"\$[^"]+"/, 'free');
      if (line === 12) return row.replace(/^[^,]+/, '31/31/2026');
      return row;
    });
    const preview = await importCsv(member, { csv, mapping: MAPPING, dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ rows: 20, valid: 17, imported: 0 });
    expect(preview.json().errors).toEqual([...bad].map(([line, message]) => ({ line, message })));

    const commit = await importCsv(member, { csv, mapping: MAPPING, dryRun: false });
    expect(commit.statusCode).toBe(422);
    expect(commit.json().message).toBe(
      'Nothing was imported: 3 rows have errors (lines 5, 9, 12). Fix them and import the file again.',
    );
    expect(commit.json().imported).toBe(0);
    expect(await betsOf(memberId)).toBe(0);
  });

  it('imports 10,000 rows in one transaction, then skips them all as duplicates', async () => {
    const csv = trackerFile(10_000);
    const response = await importCsv(member, { csv, mapping: MAPPING, dryRun: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      rows: 10_000,
      valid: 10_000,
      duplicates: 0,
      imported: 10_000,
      errors: [],
    });
    expect(await betsOf(memberId)).toBe(10_000);

    const [first] = await harness.database.db
      .select()
      .from(bets)
      .where(and(eq(bets.userId, memberId), eq(bets.stakeCents, 100_050)));
    expect(first).toMatchObject({
      homeTeam: 'Celtics',
      awayTeam: 'Heat',
      market: 'h2h',
      status: 'won',
      kind: 'manual',
      settledBy: 'member',
      historyId: null,
      // Books pay whole cents, rounded down (settlementFromStatus).
      payoutCents: 191_004,
      profitCents: 90_954,
    });

    const again = await importCsv(member, { csv, mapping: MAPPING, dryRun: false });
    expect(again.json()).toMatchObject({ duplicates: 10_000, imported: 0 });
    expect(await betsOf(memberId)).toBe(10_000);
  }, 120_000);

  it('imports a file sent twice at once only once', async () => {
    const twice = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('twice@arbiter.test', { subscriber: true }),
    };
    const csv = trackerFile(300);
    const answers = await Promise.all(
      [0, 1].map(() => importCsv(twice, { csv, mapping: MAPPING, dryRun: false })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().imported).sort()).toEqual([0, 300]);
    const listed = await harness.app.inject({
      method: 'GET',
      url: '/api/user/bets',
      headers: twice,
    });
    expect(listed.json().total).toBe(300);
  });

  it('refuses a file past the row limit, saying the limit', async () => {
    const response = await importCsv(member, {
      csv: trackerFile(10_001),
      mapping: MAPPING,
      dryRun: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The file has 10,001 bets; one import takes at most 10,000. Split it into smaller files.',
    );
  });

  it('refuses a body past the size limit with a readable 413', async () => {
    const response = await importCsv(member, { csv: 'x'.repeat(11 * 1024 * 1024), dryRun: true });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/larger than this endpoint takes/);
  });

  it('skips rows repeated inside the file and rows already in the portfolio, counting them', async () => {
    const csv = [
      HEADER,
      '2026-04-01 12:00,Lakers vs Suns,Lakers,FanDuel,2.05,50,',
      '2026-04-01 12:00,Lakers vs Suns,Lakers,FanDuel,2.05,50,',
      '2026-04-01 12:00,lakers vs suns,LAKERS,fanduel,2.05,$50.00,',
      '2026-03-01 00:00,Celtics vs Heat,Celtics,DraftKings,-110,"$1,000.50",W',
    ].join('\n');
    const preview = await importCsv(member, { csv, mapping: MAPPING, dryRun: true });
    expect(
      preview.json().preview.map((row: { duplicateOf: string | null }) => row.duplicateOf),
    ).toEqual([null, 'file', 'file', 'portfolio']);
    const commit = await importCsv(member, { csv, mapping: MAPPING, dryRun: false });
    expect(commit.json()).toMatchObject({ duplicates: 3, imported: 1 });
    expect(await betsOf(memberId)).toBe(10_001);
  });

  it('stores formula cells neutralised, and the export keeps them neutralised', async () => {
    const csv = [
      HEADER,
      '2026-05-01 12:00,"=HYPERLINK(""http://evil"") vs @SUM(A1)",+cmd,"-2+3",1.9,10,',
    ].join('\n');
    const response = await importCsv(other, { csv, mapping: MAPPING, dryRun: false });
    expect(response.json()).toMatchObject({ imported: 1 });
    const list = await harness.app.inject({ method: 'GET', url: '/api/user/bets', headers: other });
    expect(list.json().data[0]).toMatchObject({
      homeTeam: `'=HYPERLINK("http://evil")`,
      awayTeam: "'@SUM(A1)",
      outcome: "'+cmd",
      book: "'-2+3",
    });
    const exported = await harness.app.inject({
      method: 'GET',
      url: '/api/user/bets.csv',
      headers: other,
    });
    const [row] = parse(exported.body, { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      homeTeam: `'=HYPERLINK("http://evil")`,
      outcome: "'+cmd",
      book: "'-2+3",
    });
    for (const cell of Object.values(row!)) expect(cell).not.toMatch(/^[=+@\t\r]/);
  });

  it('round-trips a member’s export into another account exactly, recognised as Arbiter’s', async () => {
    const exported = await harness.app.inject({
      method: 'GET',
      url: '/api/user/bets.csv',
      headers: other,
    });
    const third = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('third@arbiter.test', { subscriber: true }),
    };
    const preview = await importCsv(third, { csv: exported.body, dryRun: true });
    expect(preview.json()).toMatchObject({
      format: 'arbiter',
      needsMapping: false,
      valid: 1,
      errors: [],
    });
    expect((await importCsv(third, { csv: exported.body, dryRun: false })).json().imported).toBe(1);
    const mine = await harness.app.inject({ method: 'GET', url: '/api/user/bets', headers: third });
    const theirs = await harness.app.inject({
      method: 'GET',
      url: '/api/user/bets',
      headers: other,
    });
    const strip = ({ id: _id, ...bet }: Record<string, unknown>) => bet;
    expect(mine.json().data.map(strip)).toEqual(theirs.json().data.map(strip));
  });

  it('keeps each member’s imports to themselves', async () => {
    const mine = await harness.app.inject({
      method: 'GET',
      url: '/api/user/bets?limit=500',
      headers: other,
    });
    expect(mine.json().total).toBe(1);
    expect(await betsOf(memberId)).toBe(10_001);
  });

  it('refuses visitors and members without a membership', async () => {
    const visitor = await importCsv(harness.sameOrigin, { csv: trackerFile(1), dryRun: true });
    expect(visitor.statusCode).toBe(401);
    const free = {
      ...harness.sameOrigin,
      cookie: await harness.sessionCookie('free@arbiter.test'),
    };
    expect((await importCsv(free, { csv: trackerFile(1), dryRun: true })).statusCode).toBe(403);
  });

  it('answers a readable 400 for a mapping naming a column the file lacks, or a bad body', async () => {
    const missing = await importCsv(member, {
      csv: trackerFile(1),
      mapping: { ...MAPPING, book: 'Bookie' },
      dryRun: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('The file has no column "Bookie".');
    const partial = await importCsv(member, {
      csv: trackerFile(1),
      mapping: { placedAt: 'Date' },
      dryRun: true,
    });
    expect(partial.json().message).toMatch(
      /^Choose the column of: outcome, book, odds, stake, event/,
    );
    const zone = await importCsv(member, {
      csv: trackerFile(1),
      mapping: MAPPING,
      timeZone: 'Mars/Olympus',
      dryRun: true,
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toMatch(/IANA time zone/);
    const unreadable = await importCsv(member, { csv: 'a,b\n"unterminated,1\n', dryRun: true });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toMatch(/not readable as CSV/);
  });
});
