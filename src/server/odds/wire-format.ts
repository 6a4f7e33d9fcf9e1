import { z } from 'zod';

/** The Odds API v4 wire format, as its public documentation describes it. */

export const wireSportSchema = z.object({
  key: z.string().min(1),
  group: z.string(),
  title: z.string(),
  description: z.string().default(''),
  active: z.boolean(),
  has_outrights: z.boolean(),
});
export type WireSport = z.infer<typeof wireSportSchema>;

export const wireOutcomeSchema = z.object({
  name: z.string(),
  price: z.number().gt(1),
  point: z.number().optional(),
  bet_limit: z.number().nonnegative().optional(),
  description: z.string().optional(),
});

export const wireMarketSchema = z.object({
  key: z.string(),
  last_update: z.iso.datetime({ offset: true }).optional(),
  outcomes: z.array(wireOutcomeSchema),
});

export const wireBookmakerSchema = z.object({
  key: z.string().min(1),
  title: z.string(),
  last_update: z.iso.datetime({ offset: true }),
  markets: z.array(wireMarketSchema),
});

export const wireEventOddsSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  sport_title: z.string().optional(),
  commence_time: z.iso.datetime({ offset: true }),
  home_team: z.string().nullable(),
  away_team: z.string().nullable(),
  bookmakers: z.array(wireBookmakerSchema),
});
export type WireEventOdds = z.infer<typeof wireEventOddsSchema>;

export const wireScoreEventSchema = z.object({
  id: z.string().min(1),
  sport_key: z.string(),
  sport_title: z.string().optional(),
  commence_time: z.iso.datetime({ offset: true }),
  completed: z.boolean(),
  home_team: z.string().nullable(),
  away_team: z.string().nullable(),
  scores: z.array(z.object({ name: z.string(), score: z.string() })).nullable(),
  last_update: z.iso.datetime({ offset: true }).nullable(),
});
export type WireScoreEvent = z.infer<typeof wireScoreEventSchema>;

export const wireErrorSchema = z.object({
  message: z.string(),
  error_code: z.string().optional(),
  details_url: z.string().optional(),
});
