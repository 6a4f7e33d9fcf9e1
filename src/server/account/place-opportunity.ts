import { eq } from 'drizzle-orm';
import type { HistoryRecord } from '../../contracts/history';
import type { Bet, OpportunityBetDraft, PlaceOpportunityBody } from '../../contracts/portfolio';
import { isThreeWaySport } from '../../core/catalog/sports';
import { marketTypeOf } from '../../core/market-type';
import { betMarketFields } from '../../core/portfolio/market-settlement';
import type { Database } from '../db/database';
import { bets } from '../db/schema/index';
import { recordOpportunity, toHistoryRecord, type RecordSource } from '../history/history-service';
import { BetInputError, toBet } from './bet-service';
import { syncRecordFromBets } from './record-from-bets';
import { recordAcceptedStakes } from './book-ledger-service';

export class AlreadyPlacedError extends Error {}

interface SourceLeg {
  book: string;
  /** The leg's own market: props, alternates and periods name theirs (see legMarket). */
  marketKey: string;
  player: string | null;
  outcome: string;
  point: number | null;
  /** The price net of exchange commission: what a winning stake really returns. */
  effectivePrice: number;
}

/**
 * A leg's own market: live opportunities and legs logged since issue 21 carry `marketKey` and the
 * outcomes' `description` (a prop's player, a team total's team: what a bet's `player` column
 * holds). Read by optional access so legs without them (records logged before) are on the
 * opportunity's featured market.
 */
function legMarket(
  leg: object,
  opportunity: object,
  featured: string,
): { marketKey: string; player: string | null } {
  const own = leg as { marketKey?: unknown; description?: unknown };
  const parent = opportunity as { marketKey?: unknown; description?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    marketKey: text(own.marketKey) ?? text(parent.marketKey) ?? featured,
    player: text(own.description) ?? text(parent.description) ?? null,
  };
}

function describe(source: RecordSource) {
  if (source.kind === 'live') {
    const o = source.opportunity;
    return {
      kind: o.type,
      eventId: o.eventId,
      sportKey: o.sport,
      homeTeam: o.homeTeam,
      awayTeam: o.awayTeam,
      commenceTime: new Date(o.commenceTime),
      market: o.betType,
      legs: o.legs.map<SourceLeg>((l) => ({
        ...l,
        ...legMarket(l, o, o.betType),
        effectivePrice: l.effectivePrice,
      })),
    };
  }
  const r = source.row;
  return {
    kind: r.kind,
    eventId: r.eventId,
    sportKey: r.sportKey,
    homeTeam: r.homeTeam,
    awayTeam: r.awayTeam,
    commenceTime: r.commenceTime,
    market: r.market,
    legs: r.legs.map<SourceLeg>((l) => ({
      ...l,
      ...legMarket(l, r, r.market),
      effectivePrice: l.effectivePrice,
    })),
  };
}

/** What "Log this bet" opens with: the opportunity's legs at their prices. */
export function opportunityBetDraft(id: string, source: RecordSource): OpportunityBetDraft {
  const o = describe(source);
  const ratios =
    source.kind === 'live'
      ? source.opportunity.legs.map((leg) => leg.stakeRatio)
      : source.row.legs.map((leg) => leg.stakeRatio);
  return {
    opportunityId: id,
    kind: o.kind,
    live: source.kind === 'live',
    sport: o.sportKey,
    homeTeam: o.homeTeam,
    awayTeam: o.awayTeam,
    commenceTime: o.commenceTime?.toISOString() ?? null,
    market: o.market,
    legs: o.legs.map((leg, index) => ({
      book: leg.book,
      marketKey: leg.marketKey,
      marketType: marketTypeOf(leg.marketKey),
      player: leg.player,
      outcome: leg.outcome,
      point: leg.point,
      odds: leg.effectivePrice,
      stakeRatio: ratios[index] ?? 0,
    })),
  };
}

const isBetMarket = (market: string): market is Bet['market'] =>
  market === 'h2h' || market === 'spreads' || market === 'totals';

/**
 * "I placed these bets": the opportunity goes into the member's history as executed and each leg
 * becomes a bet at the stake the member placed, all in one transaction; from then on the record's
 * stake, result and prices are the bets' (see syncRecordFromBets). A leg's odds default to the
 * price net of commission; the member may send the odds actually obtained. The member's book
 * ledger remembers the stake each book accepted.
 */
export async function placeOpportunity(
  db: Database,
  userId: string,
  source: RecordSource,
  body: PlaceOpportunityBody,
  maxAgeSeconds: number,
  now: Date,
): Promise<{ record: HistoryRecord; bets: Bet[] }> {
  const opportunity = describe(source);
  const featured = isBetMarket(opportunity.market) ? opportunity.market : undefined;
  const legMarkets = opportunity.legs.map((leg) => {
    const fields = betMarketFields(leg.marketKey, leg.outcome, featured);
    if (fields === null) {
      throw new BetInputError(`Bets on the ${leg.marketKey} market cannot be recorded.`);
    }
    return fields;
  });
  if (body.legs.length !== opportunity.legs.length) {
    throw new BetInputError(
      `This opportunity has ${opportunity.legs.length} bets; send one stake for each, in order.`,
    );
  }
  const total = body.legs.reduce((sum, leg) => sum + leg.stake, 0);
  return db.transaction(async (tx) => {
    const { record } = await recordOpportunity(
      tx,
      userId,
      source,
      { status: 'executed', stakeAmount: total },
      maxAgeSeconds,
      now,
    );
    const [existing] = await tx
      .select({ id: bets.id })
      .from(bets)
      .where(eq(bets.historyId, record.id))
      .limit(1);
    if (existing)
      throw new AlreadyPlacedError('You already recorded the bets of this opportunity.');
    const threeWay = opportunity.legs.length === 3 || isThreeWaySport(opportunity.sportKey);
    const rows = await tx
      .insert(bets)
      .values(
        opportunity.legs.map((leg, index) => {
          const placed = body.legs[index]!;
          const fields = legMarkets[index]!;
          return {
            userId,
            historyId: record.id,
            kind: opportunity.kind,
            eventId: opportunity.eventId,
            sportKey: opportunity.sportKey,
            homeTeam: opportunity.homeTeam,
            awayTeam: opportunity.awayTeam,
            commenceTime: opportunity.commenceTime,
            ...fields,
            player: leg.player,
            outcome: leg.outcome,
            point: leg.point,
            // A scorer's Yes/No has no draw; a match or period moneyline may.
            drawPossible:
              fields.market === 'h2h' && fields.marketType !== 'player_prop' && threeWay,
            odds: placed.odds ?? leg.effectivePrice,
            stakeCents: Math.round(placed.stake * 100),
            book: leg.book,
            placedAt: now,
          };
        }),
      )
      .returning();
    await recordAcceptedStakes(
      tx,
      userId,
      rows.map((row) => ({ book: row.book, stakeCents: row.stakeCents })),
      now,
    );
    const synced = await syncRecordFromBets(tx, record.id, now);
    return {
      record: synced ? toHistoryRecord(synced) : record,
      bets: rows.map((row) => toBet(row)),
    };
  });
}
