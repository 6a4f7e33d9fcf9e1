import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  IMPORT_PREVIEW_ROWS,
  type ImportBody,
  type ImportedBet,
  type ImportPreviewRow,
  type ImportResult,
} from '../../../contracts/bet-import';
import { isThreeWaySport } from '../../../core/catalog/sports';
import type { Database } from '../../db/database';
import { bets, users } from '../../db/schema/index';
import { amountsAt } from '../bet-service';
import { betIdentity, stakeCentsOf } from './bet-identity';
import { CsvFileError, parseCsv } from './parse-csv';
import { isArbiterExport, mappingProblem, readRows, suggestMapping } from './read-rows';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A file or a mapping the import cannot start from: a 400 with this message. */
export class ImportInputError extends Error {}

/** Rows per insert statement: each batch is one JSON parameter, so the size only bounds memory. */
const INSERT_BATCH = 2_000;
const SAMPLE_ROWS = 5;
const MINUTE_MS = 60_000;

interface Readable {
  line: number;
  bet: ImportedBet;
}

/**
 * Reads a CSV of bets and, unless it is a dry run, imports them: every row, in one transaction,
 * or none when any row has an error. Rows equal to a bet already in the portfolio, or to an
 * earlier row of the file, are skipped and counted.
 */
export async function importBets(
  db: Database,
  userId: string,
  body: ImportBody,
  now: Date,
): Promise<ImportResult> {
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(body.csv);
  } catch (error) {
    if (error instanceof CsvFileError) throw new ImportInputError(error.message);
    throw error;
  }
  const { headers, rows } = parsed;
  const arbiter = body.mapping === undefined && isArbiterExport(headers);
  const base = {
    format: arbiter ? ('arbiter' as const) : ('mapped' as const),
    headers,
    sample: rows.slice(0, SAMPLE_ROWS).map((row) => [...row.cells]),
    suggestedMapping: arbiter ? {} : suggestMapping(headers),
    rows: rows.length,
  };
  if (!arbiter && body.mapping === undefined) {
    if (!body.dryRun) {
      throw new ImportInputError(
        "This file is not Arbiter's own export: choose which column holds each field first.",
      );
    }
    return {
      ...base,
      needsMapping: true,
      valid: 0,
      duplicates: 0,
      errors: [],
      preview: [],
      imported: 0,
    };
  }
  if (body.mapping !== undefined) {
    const problem = mappingProblem(body.mapping, headers);
    if (problem) throw new ImportInputError(problem);
  }

  const read = readRows(headers, rows, {
    mapping: arbiter ? null : (body.mapping ?? null),
    oddsFormat: body.oddsFormat,
    dateOrder: body.dateOrder,
    timeZone: body.timeZone,
    now: now.getTime(),
  });
  const errors = read.flatMap((row) =>
    'error' in row ? [{ line: row.line, message: row.error }] : [],
  );
  const readable = read.filter((row): row is Readable => 'bet' in row);

  const classify = async (executor: Database | Transaction) => {
    const known = await knownIdentities(executor, userId, readable);
    const seen = new Set<string>();
    return readable.map((row) => {
      const identity = betIdentity({ ...row.bet, stakeCents: stakeCentsOf(row.bet) });
      const duplicateOf = known.has(identity) ? 'portfolio' : seen.has(identity) ? 'file' : null;
      seen.add(identity);
      return { ...row, duplicateOf } satisfies ImportPreviewRow;
    });
  };
  const summary = (classified: ImportPreviewRow[], imported: number): ImportResult => ({
    ...base,
    needsMapping: false,
    valid: readable.length,
    duplicates: classified.filter((row) => row.duplicateOf !== null).length,
    errors,
    preview: classified.slice(0, IMPORT_PREVIEW_ROWS),
    imported,
  });

  if (body.dryRun || errors.length > 0) return summary(await classify(db), 0);

  return db.transaction(async (tx) => {
    // One import at a time per member, so two tabs importing one file cannot both find it new.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const classified = await classify(tx);
    const fresh = classified.filter((row) => row.duplicateOf === null);
    for (let start = 0; start < fresh.length; start += INSERT_BATCH) {
      await insertBatch(
        tx,
        fresh.slice(start, start + INSERT_BATCH).map((row) => toRow(userId, row.bet)),
      );
    }
    return summary(classified, fresh.length);
  });
}

/** Identities of the member's bets placed in the minutes the file covers. */
async function knownIdentities(
  executor: Database | Transaction,
  userId: string,
  rows: readonly Readable[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const times = rows.map((row) => Date.parse(row.bet.placedAt));
  const from = Math.floor(Math.min(...times) / MINUTE_MS) * MINUTE_MS;
  const to = Math.floor(Math.max(...times) / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const existing = await executor
    .select({
      homeTeam: bets.homeTeam,
      awayTeam: bets.awayTeam,
      market: bets.market,
      marketKey: bets.marketKey,
      player: bets.player,
      outcome: bets.outcome,
      point: bets.point,
      book: bets.book,
      odds: bets.odds,
      stakeCents: bets.stakeCents,
      placedAt: bets.placedAt,
    })
    .from(bets)
    .where(
      and(
        eq(bets.userId, userId),
        gte(bets.placedAt, new Date(from)),
        lt(bets.placedAt, new Date(to)),
      ),
    );
  return new Set(existing.map(betIdentity));
}

/**
 * An imported bet is the member's record of the past: it carries no history link (a record id of
 * another account means nothing here) and leaves the book ledger alone (decision 019).
 */
function toRow(userId: string, bet: ImportedBet) {
  const stakeCents = stakeCentsOf(bet);
  const settled = bet.status !== 'open';
  const amounts = amountsAt(bet.status, stakeCents, bet.odds);
  return {
    user_id: userId,
    kind: bet.kind,
    sport_key: bet.sport,
    home_team: bet.homeTeam,
    away_team: bet.awayTeam,
    commence_time: bet.commenceTime,
    market: bet.market,
    market_key: bet.marketKey,
    market_type: bet.marketType,
    player: bet.player,
    outcome: bet.outcome,
    point: bet.market === 'h2h' ? null : bet.point,
    draw_possible: bet.market === 'h2h' && isThreeWaySport(bet.sport),
    odds: bet.odds,
    stake_cents: stakeCents,
    book: bet.book,
    status: bet.status,
    placed_at: bet.placedAt,
    payout_cents: amounts.payoutCents,
    profit_cents: amounts.profitCents,
    settled_at: settled ? bet.settledAt : null,
    settled_by: settled ? (bet.settledBy ?? 'member') : null,
    closing_odds: bet.closingOdds,
    fair_closing_odds: bet.fairClosingOdds,
  } satisfies Record<string, unknown>;
}

/**
 * One statement per batch with the rows as one JSON parameter: building and binding 20 parameters
 * a row cost seconds for 10,000 rows (drizzle's builder and PGlite's binding alike), where
 * PostgreSQL reads the same JSON in milliseconds. JSON numbers keep every double exactly.
 */
async function insertBatch(tx: Transaction, rows: ReturnType<typeof toRow>[]) {
  await tx.execute(sql`
    insert into ${bets} (user_id, kind, sport_key, home_team, away_team, commence_time, market,
      market_key, market_type, player, outcome, point, draw_possible, odds, stake_cents, book, status, placed_at, payout_cents,
      profit_cents, settled_at, settled_by, closing_odds, fair_closing_odds)
    select user_id, kind, sport_key, home_team, away_team, commence_time, market,
      market_key, market_type, player, outcome, point, draw_possible, odds, stake_cents, book, status, placed_at, payout_cents,
      profit_cents, settled_at, settled_by, closing_odds, fair_closing_odds
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(user_id uuid, kind text,
      sport_key text, home_team text, away_team text, commence_time timestamptz, market text,
      market_key text, market_type text, player text, outcome text, point double precision, draw_possible boolean, odds double precision,
      stake_cents bigint, book text, status text, placed_at timestamptz, payout_cents bigint,
      profit_cents bigint, settled_at timestamptz, settled_by text, closing_odds double precision,
      fair_closing_odds double precision)`);
}
