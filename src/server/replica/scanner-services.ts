import { z } from 'zod';
import type {
  EventPriceHistory,
  MarketRange,
  MarketSport,
} from '../../contracts/market-intelligence';
import {
  eventPriceHistorySchema,
  marketRangeSchema,
  marketSportSchema,
} from '../../contracts/market-intelligence';
import { recheckResponseSchema } from '../../contracts/opportunities';
import type { RecheckResult } from '../engine/opportunity-recheck';
import type { SharedBody } from '../http/shared-body';
import { NoAnswer } from '../platform/bus/requests';

/**
 * What the market-intelligence routes read: the scanner's analysis itself where it runs, or its
 * answers over the bus in an API process (decision 029).
 */
export interface MarketViews {
  get(sport: MarketSport, range: MarketRange): Promise<{ body: SharedBody }>;
  history(eventId: string): Promise<EventPriceHistory | null>;
}

/** What the re-check route calls: the scanner's re-checks here, or the elected scanner's. */
export interface Rechecker {
  /** `memberId` null: the alert path asks (the budget applies, no member's daily count). */
  recheck(opportunityId: string, memberId: string | null): Promise<RecheckResult>;
}

/** The topics the elected scanner answers on the bus. */
export const SCANNER_TOPICS = {
  recheck: 'recheck',
  marketView: 'market.view',
  marketHistory: 'market.history',
} as const;

export const recheckAskSchema = z.object({
  opportunityId: z.string().min(1).max(100),
  memberId: z.string().min(1).max(100).nullable(),
});

/** A re-check's answer carries the scanner's refusals and source failures, for the same replies. */
export const recheckAnswerSchema = z.union([
  z.object({ result: recheckResponseSchema }),
  z.object({
    refused: z.object({
      reason: z.enum(['not-live', 'member-cap', 'budget-cap']),
      message: z.string(),
    }),
  }),
  z.object({ sourceFailed: z.object({ kind: z.string(), message: z.string() }) }),
]);
export type RecheckAnswer = z.infer<typeof recheckAnswerSchema>;

export const marketViewAskSchema = z.object({ sport: marketSportSchema, range: marketRangeSchema });

export const historyAskSchema = z.object({ eventId: z.string().min(1).max(200) });
export const historyAnswerSchema = z.object({ history: eventPriceHistorySchema.nullable() });

const encoder = new TextEncoder();
const decoder = new TextDecoder();
export const encodeJson = (value: unknown) => encoder.encode(JSON.stringify(value));
/** Parses bytes against a schema; a foreign or broken message is refused like a bad request. */
export function decodeJson<T>(schema: z.ZodType<T>, bytes: Uint8Array): T {
  return schema.parse(JSON.parse(decoder.decode(bytes)));
}

/** An answer this process cannot read counts as no answer (a scanner of another version). */
export function parsed<T>(topic: string, read: () => T): T {
  try {
    return read();
  } catch {
    throw new NoAnswer(topic, 'failed');
  }
}
