import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_EXPORT_COLUMNS } from '../../../contracts/bet-import';
import { betMarkets, betStatuses } from '../../../core/portfolio/bet-settlement';
import { neutraliseFormula } from '../../../core/portfolio/bet-import/read-cells';
import { marketTypeOf } from '../../../core/market-type';
import { betKinds } from '../../../core/portfolio/portfolio-bet';
import { toCsv } from '../../http/csv';
import { amountsAt, toBet, type BetRow } from '../bet-service';
import { parseCsv } from './parse-csv';
import { readRows, splitEvent, suggestMapping, type ReadOptions } from './read-rows';

const ARBITER: ReadOptions = {
  now: Date.UTC(2040, 0, 1),
  mapping: null,
  oddsFormat: 'auto',
  dateOrder: 'auto',
  timeZone: 'UTC',
};

// Any text a member could have typed, including commas, quotes, line breaks and formula starts.
const text = fc
  .string({ minLength: 1, maxLength: 24, unit: 'grapheme' })
  .filter((s) => s.trim() === s && s.length > 0);
const time = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((t) => new Date(t));

const side = fc.constantFrom('Over', 'Under');
// Featured markets, and the event markets a bet can be on: props and team totals name a player
// (or team) and take Over/Under; alternates, periods and an unknown key say how they pair.
const betMarket = fc.oneof(
  fc
    .record({ market: fc.constantFrom(...betMarkets), outcome: text })
    .map(({ market, outcome }) => ({ market, marketKey: market, player: null, outcome })),
  fc.record({ player: text, outcome: side }).map((prop) => ({
    ...prop,
    market: 'totals' as const,
    marketKey: 'player_points',
  })),
  fc.record({ player: text, outcome: side }).map((total) => ({
    ...total,
    market: 'totals' as const,
    marketKey: 'team_totals',
  })),
  fc
    .record({
      pair: fc.constantFrom(
        { marketKey: 'alternate_spreads', market: 'spreads' as const },
        { marketKey: 'alternate_totals', market: 'totals' as const },
        { marketKey: 'h2h_q1', market: 'h2h' as const },
        { marketKey: 'totals_h1', market: 'totals' as const },
        { marketKey: 'btts', market: 'h2h' as const },
      ),
      outcome: text,
    })
    .map(({ pair, outcome }) => ({ ...pair, player: null, outcome })),
);

const betRow = fc
  .record({
    kind: fc.constantFrom(...betKinds),
    sportKey: text,
    homeTeam: text,
    awayTeam: text,
    commenceTime: fc.option(time),
    betMarket,
    quarterPoint: fc.integer({ min: -400, max: 400 }),
    odds: fc.double({ min: 1.01, max: 1000, noNaN: true }),
    stakeCents: fc.integer({ min: 1, max: 1_000_000_000 }),
    book: text,
    status: fc.constantFrom(...betStatuses),
    placedAt: time,
    settledAt: fc.option(time),
    settledBy: fc.constantFrom('score' as const, 'member' as const),
    closingOdds: fc.option(fc.double({ min: 1.01, max: 1000, noNaN: true })),
    fairClosingOdds: fc.option(fc.double({ min: 1.01, max: 1000, noNaN: true })),
  })
  .map(({ quarterPoint, betMarket, ...bet }): BetRow => {
    const settled = bet.status !== 'open';
    return {
      ...bet,
      ...betMarket,
      id: '00000000-0000-4000-8000-000000000000',
      userId: '00000000-0000-4000-8000-000000000001',
      historyId: null,
      eventId: null,
      marketType: marketTypeOf(betMarket.marketKey),
      openReason: null,
      fairCloseByMethod: null,
      closeReference: null,
      point: betMarket.market === 'h2h' ? null : quarterPoint / 4,
      drawPossible: false,
      ...amountsAt(bet.status, bet.stakeCents, bet.odds),
      settledAt: settled ? bet.settledAt : null,
      settledBy: settled ? bet.settledBy : null,
      closeCheckedAt: null,
      createdAt: bet.placedAt,
      updatedAt: bet.placedAt,
    };
  });

const read = (csv: string, options: ReadOptions = ARBITER) => {
  const { headers, rows } = parseCsv(csv);
  return readRows(headers, rows, options);
};

describe('reading a file of bets', () => {
  it('reads back exactly the bets Arbiter exported (text a spreadsheet would run stays neutralised)', () => {
    fc.assert(
      fc.property(fc.array(betRow, { minLength: 1, maxLength: 20 }), (rows) => {
        const csv = toCsv(
          BET_EXPORT_COLUMNS,
          rows.map((row) => toBet(row)),
        );
        const back = read(csv);
        expect(back.map((row) => ('error' in row ? row.error : null))).toEqual(
          rows.map(() => null),
        );
        expect(back.map((row) => ('bet' in row ? row.bet : null))).toEqual(
          rows.map((row) => ({
            kind: row.kind,
            sport: neutraliseFormula(row.sportKey),
            homeTeam: neutraliseFormula(row.homeTeam),
            awayTeam: neutraliseFormula(row.awayTeam),
            commenceTime: row.commenceTime?.toISOString() ?? null,
            market: row.market,
            marketKey: row.marketKey,
            marketType: row.marketType,
            player: row.player === null ? null : neutraliseFormula(row.player),
            outcome: neutraliseFormula(row.outcome),
            point: row.point,
            book: neutraliseFormula(row.book),
            odds: row.odds,
            stake: row.stakeCents / 100,
            status: row.status,
            placedAt: row.placedAt.toISOString(),
            settledAt: row.settledAt?.toISOString() ?? null,
            settledBy: row.settledBy,
            closingOdds: row.closingOdds,
            fairClosingOdds: row.fairClosingOdds,
          })),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('exporting what an export imported gives the same file', () => {
    fc.assert(
      fc.property(fc.array(betRow, { minLength: 1, maxLength: 10 }), (rows) => {
        const first = toCsv(
          BET_EXPORT_COLUMNS,
          rows.map((row) => toBet(row)),
        );
        const again = read(first).map((row, i) => {
          if (!('bet' in row)) throw new Error(row.error);
          const b = row.bet;
          return { ...toBet(rows[i]!), ...b, commenceTime: b.commenceTime, sport: b.sport };
        });
        expect(toCsv(BET_EXPORT_COLUMNS, again)).toBe(first);
      }),
    );
  });

  it('names each bad row by its line and says why', () => {
    const csv = [
      'Date,Event,Selection,Book,Odds,Stake,Result',
      '2026-03-01 19:00,Celtics vs Heat,Celtics,DraftKings,-110,$110.00,W',
      '2026-03-01 19:00,Celtics vs Heat,Celtics,DraftKings,abc,$110.00,W',
      '2026-03-02,Lakers @ Suns,"Over 221.5",FanDuel,+105,"1,250",pending',
      'not a date,Knicks vs Nets,Knicks,BetMGM,2.1,0,W',
    ].join('\n');
    const mapping = {
      placedAt: 'Date',
      event: 'Event',
      outcome: 'Selection',
      book: 'Book',
      odds: 'Odds',
      stake: 'Stake',
      status: 'Result',
    };
    const rows = read(csv, { ...ARBITER, mapping });
    expect(rows[0]).toMatchObject({
      line: 2,
      bet: { homeTeam: 'Celtics', awayTeam: 'Heat', market: 'h2h', stake: 110, status: 'won' },
    });
    expect((rows[0] as { bet: { odds: number } }).bet.odds).toBeCloseTo(1.90909, 4);
    expect(rows[1]).toEqual({
      line: 3,
      error: 'odds: "abc" is not a decimal price',
    });
    expect(rows[2]).toMatchObject({
      line: 4,
      bet: {
        homeTeam: 'Suns',
        awayTeam: 'Lakers',
        market: 'totals',
        outcome: 'Over',
        point: 221.5,
        odds: 2.05,
        stake: 1250,
        status: 'open',
      },
    });
    expect(rows[3]).toMatchObject({ line: 5 });
    expect((rows[3] as { error: string }).error).toMatch(
      /placedAt: "not a date" is not a date.*stake/,
    );
  });

  it('counts lines, not records, when a quoted cell spans lines', () => {
    const csv =
      'Date,Event,Selection,Book,Odds,Stake\n2026-03-01,"Celtics\nvs Heat",Celtics,DK,1.9,10\n2026-03-01,Celtics vs Heat,Celtics,DK,x,10\n';
    const rows = read(csv, {
      ...ARBITER,
      mapping: {
        placedAt: 'Date',
        event: 'Event',
        outcome: 'Selection',
        book: 'Book',
        odds: 'Odds',
        stake: 'Stake',
      },
    });
    expect(rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('reads semicolon files with decimal commas', () => {
    const csv =
      'Datum;Home;Away;Selection;Bookmaker;Odds;Stake\n04.03.2026 19:30;Bayern;Dortmund;Bayern;Tipico;1,85;"1.000,50"\n';
    const { headers, rows } = parseCsv(csv);
    const mapping = { ...suggestMapping(headers), placedAt: 'Datum' };
    expect(mapping).toMatchObject({
      homeTeam: 'Home',
      awayTeam: 'Away',
      book: 'Bookmaker',
      odds: 'Odds',
    });
    expect(readRows(headers, rows, { ...ARBITER, mapping })).toMatchObject([
      { bet: { odds: 1.85, stake: 1000.5, placedAt: '2026-03-04T19:30:00.000Z' } },
    ]);
  });

  it('refuses a bet placed in the future (a misread date order) and names empty cells', () => {
    const csv =
      'Date,Home,Away,Selection,Book,Odds,Stake\n12/01/2026 10:00,Celtics,,Celtics,DK,1.9,10\n';
    const mapping = {
      placedAt: 'Date',
      homeTeam: 'Home',
      awayTeam: 'Away',
      outcome: 'Selection',
      book: 'Book',
      odds: 'Odds',
      stake: 'Stake',
    };
    const now = Date.UTC(2026, 1, 1);
    expect(read(csv, { ...ARBITER, mapping, dateOrder: 'dmy', now })).toEqual([
      { line: 2, error: 'awayTeam: is empty' },
    ]);
    expect(read(csv, { ...ARBITER, mapping, dateOrder: 'mdy', now })).toEqual([
      {
        line: 2,
        error: 'awayTeam: is empty; placedAt: is in the future (is the date order right?)',
      },
    ]);
  });

  it('splits an event into home and away teams', () => {
    expect(splitEvent('Celtics vs. Heat')).toEqual({ home: 'Celtics', away: 'Heat' });
    expect(splitEvent('Heat @ Celtics')).toEqual({ home: 'Celtics', away: 'Heat' });
    expect(() => splitEvent('Celtics')).toThrow('two teams');
  });
});
