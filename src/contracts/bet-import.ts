import { z } from 'zod';
import {
  betKindSchema,
  betLineSchema,
  betMarketSchema,
  betStakeSchema,
  betMarketProblem,
  betStatusSchema,
  decimalOddsSchema,
  marketKeySchema,
  marketTypeSchema,
} from './portfolio';
import { storedTimeSchema } from './stored-values';

/** The columns of Arbiter's own bet export (GET /api/user/bets.csv), in order; new ones go last. */
export const BET_EXPORT_COLUMNS = [
  'id',
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
  'settledAt',
  'settledBy',
  'payout',
  'profit',
  'closingOdds',
  'fairClosingOdds',
  'clv',
  'kind',
  'marketKey',
  'marketType',
  'player',
] as const;

/**
 * The columns every export has had: a file with these is Arbiter's own. The market key, type and
 * player came later and are read when present (a file without them holds featured bets only).
 */
export const ARBITER_EXPORT_REQUIRED_COLUMNS = BET_EXPORT_COLUMNS.slice(
  0,
  BET_EXPORT_COLUMNS.indexOf('kind') + 1,
);

/** Limits of one import, stated in the errors that enforce them. */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_CHARS = 5 * 1024 * 1024;

/**
 * What a column of another tracker's file can be. `event` is one cell holding both teams
 * ("Celtics vs Heat", "Heat @ Celtics"); otherwise `homeTeam` and `awayTeam` are two columns.
 */
export const importFields = [
  'placedAt',
  'sport',
  'event',
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
] as const;
export type ImportField = (typeof importFields)[number];
export const importFieldSchema = z.enum(importFields);

/** Which column (by its header text) holds each field; unmapped fields are left out. */
export const importMappingSchema = z.partialRecord(importFieldSchema, z.string().min(1).max(200));
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const oddsFormatSchema = z.enum(['auto', 'decimal', 'american', 'fractional']);
export type OddsFormat = z.infer<typeof oddsFormatSchema>;
/** How a date like 03/04/2026 is read; `auto` decides from the file's unambiguous dates. */
export const dateOrderSchema = z.enum(['auto', 'mdy', 'dmy']);
export type DateOrder = z.infer<typeof dateOrderSchema>;

export const importBodySchema = z
  .object({
    csv: z
      .string()
      .min(1, { message: 'The file is empty.' })
      .max(IMPORT_MAX_CHARS, {
        message: `The file is larger than ${IMPORT_MAX_CHARS / 1024 / 1024} MB; split it into smaller files.`,
      }),
    /** Omitted for Arbiter's own export; required for any other file. */
    mapping: importMappingSchema.optional(),
    oddsFormat: oddsFormatSchema.default('auto'),
    dateOrder: dateOrderSchema.default('auto'),
    /** IANA zone for times written without one ("2026-03-04 19:30"); the browser's by default. */
    timeZone: z
      .string()
      .max(100)
      .refine(
        (zone) => {
          try {
            new Intl.DateTimeFormat('en-US', { timeZone: zone });
            return true;
          } catch {
            return false;
          }
        },
        { message: 'timeZone must be an IANA time zone such as Europe/London' },
      )
      .default('UTC'),
    /** true: parse and check only. false: import every row in one transaction, or none. */
    dryRun: z.boolean(),
  })
  .strict();
export type ImportBody = z.infer<typeof importBodySchema>;

export const importRowErrorSchema = z.object({
  /** Line of the file (the header is line 1). */
  line: z.number().int(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'is empty' })
    .max(max, { message: `is longer than ${max} characters` });

/**
 * One row of a file once its cells are read: what is stored. Text is already neutralised
 * (neutraliseFormula), odds are decimal, money is in dollars with cents.
 */
export const importedBetSchema = z
  .object({
    kind: betKindSchema,
    sport: text(100),
    homeTeam: text(200),
    awayTeam: text(200),
    commenceTime: storedTimeSchema.nullable(),
    market: betMarketSchema,
    /** The source's market key (= market for a featured bet), and its type. */
    marketKey: marketKeySchema,
    marketType: marketTypeSchema,
    /** A prop's player or a team total's team; null otherwise. */
    player: text(200).nullable(),
    outcome: text(200),
    point: betLineSchema.nullable(),
    book: text(100),
    odds: decimalOddsSchema,
    stake: betStakeSchema,
    status: betStatusSchema,
    placedAt: storedTimeSchema,
    settledAt: storedTimeSchema.nullable(),
    settledBy: z.enum(['score', 'member']).nullable(),
    closingOdds: decimalOddsSchema.nullable(),
    fairClosingOdds: decimalOddsSchema.nullable(),
  })
  .superRefine((bet, ctx) => {
    const problem = betMarketProblem(bet);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });
export type ImportedBet = z.infer<typeof importedBetSchema>;

/** A bet as it would be stored, for the preview table. */
export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  bet: importedBetSchema,
  /** Already in the portfolio, or repeated earlier in the file: skipped, not imported twice. */
  duplicateOf: z.enum(['portfolio', 'file']).nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const IMPORT_PREVIEW_ROWS = 200;

export const importResultSchema = z.object({
  format: z.enum(['arbiter', 'mapped']),
  headers: z.array(z.string()),
  /** The first rows as written, for the mapping screen. */
  sample: z.array(z.array(z.string())),
  /** Another tracker's file sent without a mapping: nothing was checked yet. */
  needsMapping: z.boolean(),
  /** A mapping guessed from the header names, for the mapping screen to start from. */
  suggestedMapping: importMappingSchema,
  rows: z.number().int(),
  valid: z.number().int(),
  duplicates: z.number().int(),
  /** Every row's error, in line order. */
  errors: z.array(importRowErrorSchema),
  /** The first IMPORT_PREVIEW_ROWS readable rows. */
  preview: z.array(importPreviewRowSchema),
  /** Bets written: 0 on a dry run or when any row has an error. */
  imported: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
