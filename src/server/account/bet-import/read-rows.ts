import {
  ARBITER_EXPORT_REQUIRED_COLUMNS,
  importedBetSchema,
  type DateOrder,
  type ImportedBet,
  type ImportField,
  type ImportMapping,
  type OddsFormat,
} from '../../../contracts/bet-import';
import { OVER, UNDER } from '../../../core/market';
import { marketTypeOf } from '../../../core/market-type';
import { betKinds, type BetKind } from '../../../core/portfolio/portfolio-bet';
import {
  CellError,
  dayMonthParts,
  neutraliseFormula,
  oddsStyleOf,
  readAmount,
  readMarket,
  readOdds,
  readStatus,
  readTime,
  type DayOrder,
  type OddsStyle,
} from '../../../core/portfolio/bet-import/read-cells';

export interface ReadOptions {
  /** null: the file is Arbiter's own export. */
  mapping: ImportMapping | null;
  oddsFormat: OddsFormat;
  dateOrder: DateOrder;
  timeZone: string;
  /** A bet placed after this (a day's grace for time zones) is a misread date, not a bet. */
  now: number;
}

const DAY_MS = 86_400_000;

/** One data row of the file, with the line it starts on (the header is line 1). */
export interface SourceRow {
  line: number;
  cells: readonly string[];
}

export type ReadRow = { line: number; bet: ImportedBet } | { line: number; error: string };

/** Arbiter's export: every column it writes is there, whatever else a spreadsheet added. */
export function isArbiterExport(headers: readonly string[]): boolean {
  const names = new Set(headers.map((h) => h.trim()));
  return ARBITER_EXPORT_REQUIRED_COLUMNS.every((column) => names.has(column));
}

/** What other trackers call each field, lower-case; the first header matching wins. */
const HEADER_NAMES: Record<ImportField, readonly string[]> = {
  placedAt: ['placed', 'placed at', 'placedat', 'date placed', 'bet date', 'date', 'time placed'],
  sport: ['sport', 'league', 'competition'],
  event: ['event', 'match', 'game', 'fixture', 'matchup'],
  homeTeam: ['home', 'home team', 'hometeam'],
  awayTeam: ['away', 'away team', 'awayteam'],
  commenceTime: ['start', 'event date', 'game date', 'kickoff', 'commence time', 'starts'],
  market: ['market', 'bet type', 'type', 'market type'],
  outcome: ['selection', 'pick', 'outcome', 'bet', 'side', 'team'],
  point: ['line', 'point', 'handicap', 'spread'],
  book: ['book', 'sportsbook', 'bookmaker', 'bookie', 'site'],
  odds: ['odds', 'price', 'decimal odds', 'american odds'],
  stake: ['stake', 'wager', 'risk', 'amount', 'bet amount'],
  status: ['status', 'result', 'outcome status', 'settled'],
};

export function suggestMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const [field, names] of Object.entries(HEADER_NAMES) as [ImportField, string[]][]) {
    const header = names
      .map((name) => headers.find((h) => h.trim().toLowerCase() === name && !taken.has(h)))
      .find((h) => h !== undefined);
    if (header !== undefined) {
      mapping[field] = header;
      taken.add(header);
    }
  }
  return mapping;
}

/** Why a mapping cannot be used for these headers; null when it can. */
export function mappingProblem(mapping: ImportMapping, headers: readonly string[]): string | null {
  const missing = Object.entries(mapping).filter(([, header]) => !headers.includes(header));
  if (missing.length > 0) {
    return `The file has no column ${missing.map(([, h]) => `"${h}"`).join(', ')}.`;
  }
  const needed: ImportField[] = ['placedAt', 'outcome', 'book', 'odds', 'stake'];
  const unmapped = needed.filter((field) => mapping[field] === undefined);
  if (mapping.event === undefined && (!mapping.homeTeam || !mapping.awayTeam)) {
    unmapped.push('event');
  }
  return unmapped.length === 0
    ? null
    : `Choose the column of: ${unmapped.join(', ')} (or home and away team for the event).`;
}

/** Arbiter's export names its columns by the fields themselves. */
const ARBITER_FIELDS: readonly ImportField[] = [
  'placedAt',
  'sport',
  'homeTeam',
  'awayTeam',
  'commenceTime',
  'market',
  'outcome',
  'point',
  'book',
  'odds',
  'stake',
  'status',
];

/** Reads every row; each row is a bet or the reasons it is not one. */
export function readRows(
  headers: readonly string[],
  rows: readonly SourceRow[],
  options: ReadOptions,
): ReadRow[] {
  const mapping: ImportMapping =
    options.mapping ?? Object.fromEntries(ARBITER_FIELDS.map((field) => [field, field]));
  const column = (field: string) => headers.indexOf(field);
  const columns = Object.fromEntries(
    Object.entries(mapping).map(([field, header]) => [field, column(header)]),
  ) as Partial<Record<ImportField, number>>;
  const extra = options.mapping === null ? arbiterColumns(headers) : null;
  const styleOf = oddsStyles(options, rows, columns.odds);
  const order = dayOrder(options.dateOrder, rows, [columns.placedAt, columns.commenceTime]);

  return rows.map(({ line, cells }) => {
    const cell = (index: number | undefined) => (index === undefined ? '' : (cells[index] ?? ''));
    const problems: string[] = [];
    const read = <T>(field: string, index: number | undefined, reader: (raw: string) => T) => {
      try {
        return reader(cell(index));
      } catch (error) {
        if (!(error instanceof CellError)) throw error;
        problems.push(`${field}: ${error.message}`);
        return null;
      }
    };
    const optional = <T>(field: string, index: number | undefined, reader: (raw: string) => T) =>
      cell(index).trim() === '' ? null : read(field, index, reader);
    const time = (raw: string) => readTime(raw, order, options.timeZone);

    const teams =
      columns.event === undefined
        ? { home: cell(columns.homeTeam), away: cell(columns.awayTeam) }
        : read('event', columns.event, splitEvent);
    // Arbiter's export holds the outcome exactly as stored: never re-read.
    const selection =
      options.mapping === null
        ? { outcome: cell(columns.outcome).trim(), point: null }
        : splitSelection(cell(columns.outcome), columns.point !== undefined);
    const point =
      columns.point === undefined ? selection.point : optional('point', columns.point, readAmount);
    const market =
      columns.market === undefined || cell(columns.market).trim() === ''
        ? inferMarket(selection.outcome, point)
        : read('market', columns.market, readMarket);
    const status = read('status', columns.status, readStatus);
    // Only Arbiter's export names a market key and a player; another tracker's rows are featured.
    const marketKey = (extra && cell(extra.marketKey).trim()) || market;
    const player = extra ? text(cell(extra.player)) || null : null;
    const draft = {
      kind: extra ? read('kind', extra.kind, readKind) : ('manual' as const),
      sport: text(cell(columns.sport)) || 'unknown',
      homeTeam: text(teams?.home ?? ''),
      awayTeam: text(teams?.away ?? ''),
      commenceTime: optional('commenceTime', columns.commenceTime, time),
      market,
      marketKey,
      marketType: marketKey === null ? null : marketTypeOf(marketKey),
      player,
      outcome: text(selection.outcome),
      point: market === 'h2h' ? null : point,
      book: text(cell(columns.book)),
      odds: read('odds', columns.odds, (raw) => readOdds(raw, styleOf(raw))),
      stake: read('stake', columns.stake, readAmount),
      status,
      placedAt: read('placedAt', columns.placedAt, time),
      settledAt: extra ? optional('settledAt', extra.settledAt, time) : null,
      settledBy: extra
        ? optional('settledBy', extra.settledBy, readSettledBy)
        : status === 'open'
          ? null
          : ('member' as const),
      closingOdds: extra ? optional('closingOdds', extra.closingOdds, decimal) : null,
      fairClosingOdds: extra ? optional('fairClosingOdds', extra.fairClosingOdds, decimal) : null,
    };
    // A cell that could not be read is reported once, not again as a missing value.
    const parsed = importedBetSchema.safeParse(draft);
    const unread = new Set(problems.map((problem) => problem.split(':')[0]));
    if (unread.has('event')) unread.add('homeTeam').add('awayTeam');
    if (unread.has('market')) unread.add('marketKey').add('marketType');
    const invalid = parsed.success
      ? []
      : parsed.error.issues
          .filter((issue) => !unread.has(String(issue.path[0])))
          .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`);
    if (draft.placedAt !== null && Date.parse(draft.placedAt) > options.now + DAY_MS) {
      invalid.push('placedAt: is in the future (is the date order right?)');
    }
    if (!parsed.success || problems.length > 0 || invalid.length > 0) {
      return { line, error: [...problems, ...invalid].join('; ') };
    }
    return { line, bet: parsed.data };
  });
}

const text = (raw: string) => neutraliseFormula(raw.trim());
const decimal = (raw: string) => readOdds(raw, 'decimal');

function readKind(raw: string): BetKind {
  const kind = betKinds.find((k) => k === raw.trim());
  if (kind === undefined) throw new CellError(`"${raw}" is not one of ${betKinds.join(', ')}`);
  return kind;
}

function readSettledBy(raw: string): 'score' | 'member' {
  const by = raw.trim();
  if (by === 'score' || by === 'member') return by;
  throw new CellError(`"${raw}" is not score or member`);
}

function arbiterColumns(headers: readonly string[]) {
  const at = (name: string) => headers.indexOf(name);
  return {
    kind: at('kind'),
    settledAt: at('settledAt'),
    settledBy: at('settledBy'),
    closingOdds: at('closingOdds'),
    fairClosingOdds: at('fairClosingOdds'),
    marketKey: at('marketKey'),
    player: at('player'),
  };
}

/** "Celtics vs Heat" is home first; "Heat @ Celtics" and "Heat at Celtics" are away first. */
export function splitEvent(raw: string): { home: string; away: string } {
  const away = /^(.+?)\s+(?:@|at)\s+(.+)$/i.exec(raw.trim());
  if (away) return { home: away[2]!, away: away[1]! };
  const home = /^(.+?)\s+(?:vs\.?|v\.?|versus|-|–)\s+(.+)$/i.exec(raw.trim());
  if (home) return { home: home[1]!, away: home[2]! };
  throw new CellError(`"${raw}" does not name two teams ("Home vs Away" or "Away @ Home")`);
}

/** "Over 215.5" and "Celtics -2.5" carry the line in the selection when no column holds it. */
function splitSelection(raw: string, lineHasColumn: boolean) {
  const trimmed = raw.trim();
  const match = lineHasColumn ? null : /^(.*?)\s+([+\-\u2212]?\d+(?:\.\d+)?)$/.exec(trimmed);
  const outcome = match ? match[1]! : trimmed;
  const named = /^over$/i.test(outcome) ? OVER : /^under$/i.test(outcome) ? UNDER : outcome;
  return {
    outcome: named,
    point: match ? Number(match[2]!.replace('\u2212', '-')) : null,
  };
}

function inferMarket(outcome: string, point: number | null) {
  if (point === null) return 'h2h' as const;
  return outcome === OVER || outcome === UNDER ? ('totals' as const) : ('spreads' as const);
}

/**
 * The style of each price cell. A cell that says so ("5/2", "-110") is read that way; a bare
 * whole number of 100 or more is American in a column that holds signed American prices
 * elsewhere ("150" beside "-110"); any other number is decimal. A chosen format applies to every cell.
 */
function oddsStyles(
  options: ReadOptions,
  rows: readonly SourceRow[],
  index: number | undefined,
): (raw: string) => OddsStyle {
  if (options.mapping === null) return () => 'decimal';
  if (options.oddsFormat !== 'auto') {
    const chosen = options.oddsFormat;
    return () => chosen;
  }
  const american =
    index !== undefined && rows.some((row) => oddsStyleOf(row.cells[index] ?? '') === 'american');
  return (raw) =>
    oddsStyleOf(raw) ?? (american && /^\s*\d{3,}\s*$/.test(raw) ? 'american' : 'decimal');
}

/** A chosen order, or the one the file's unambiguous dates (13/02 or 02/13) show; null if none. */
function dayOrder(
  chosen: DateOrder,
  rows: readonly SourceRow[],
  indexes: readonly (number | undefined)[],
): DayOrder | null {
  if (chosen !== 'auto') return chosen;
  let dmy = false;
  let mdy = false;
  for (const row of rows) {
    for (const index of indexes) {
      if (index === undefined) continue;
      const parts = dayMonthParts(row.cells[index] ?? '');
      if (parts && parts[0] > 12) dmy = true;
      if (parts && parts[1] > 12) mdy = true;
    }
  }
  return dmy === mdy ? null : dmy ? 'dmy' : 'mdy';
}
