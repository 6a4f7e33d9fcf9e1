import type { MarketKind } from '../../core/market';
import type { EventHistory } from '../../core/market-analysis/price-series';
import type { PriceTable, SideHistory } from '../../core/market-analysis/price-table';
import type { PartRequest } from './analysis-part';

/**
 * A share of the board as a handful of arrays for postMessage: cloning ≈ 26,000 small event and
 * side objects cost more than a tenth of the analysis; these arrays clone in a few milliseconds,
 * and the price table (SharedArrayBuffers) is not copied at all.
 */
export interface PackedShare {
  readonly now: number;
  readonly sport: string;
  readonly arbitrages: PartRequest['arbitrages'];
  readonly table: PriceTable;
  readonly eventIds: string[];
  readonly eventSports: string[];
  readonly homeTeams: string[];
  readonly awayTeams: string[];
  readonly commenceTimes: Float64Array;
  /** Per event, the end of its sides in the side arrays (the start is the previous end). */
  readonly sidesEnd: Int32Array;
  readonly sideMarkets: string[];
  readonly sideOutcomes: string[];
  readonly rowsStart: Int32Array;
  readonly rowsEnd: Int32Array;
}

/** The share packed, or null when its sides do not all read one price table. */
export function packShare(request: PartRequest): PackedShare | null {
  const table = request.events[0]?.sides[0]?.prices.table;
  if (!table) return null;
  const sideCount = request.events.reduce((sum, event) => sum + event.sides.length, 0);
  const packed: PackedShare = {
    now: request.now,
    sport: request.sport,
    arbitrages: request.arbitrages,
    table,
    eventIds: [],
    eventSports: [],
    homeTeams: [],
    awayTeams: [],
    commenceTimes: new Float64Array(request.events.length),
    sidesEnd: new Int32Array(request.events.length),
    sideMarkets: [],
    sideOutcomes: [],
    rowsStart: new Int32Array(sideCount),
    rowsEnd: new Int32Array(sideCount),
  };
  let side = 0;
  for (const [index, event] of request.events.entries()) {
    packed.eventIds.push(event.eventId);
    packed.eventSports.push(event.sport);
    packed.homeTeams.push(event.homeTeam);
    packed.awayTeams.push(event.awayTeam);
    packed.commenceTimes[index] = event.commenceTime;
    for (const own of event.sides) {
      if (own.prices.table !== table) return null;
      packed.sideMarkets.push(own.market);
      packed.sideOutcomes.push(own.outcome);
      packed.rowsStart[side] = own.prices.start;
      packed.rowsEnd[side++] = own.prices.end;
    }
    packed.sidesEnd[index] = side;
  }
  return packed;
}

export function unpackShare(packed: PackedShare): PartRequest {
  const events: EventHistory[] = [];
  let side = 0;
  for (let index = 0; index < packed.eventIds.length; index++) {
    const sides: SideHistory[] = [];
    for (; side < packed.sidesEnd[index]!; side++) {
      sides.push({
        market: packed.sideMarkets[side] as MarketKind,
        outcome: packed.sideOutcomes[side]!,
        prices: { table: packed.table, start: packed.rowsStart[side]!, end: packed.rowsEnd[side]! },
      });
    }
    events.push({
      eventId: packed.eventIds[index]!,
      sport: packed.eventSports[index]!,
      homeTeam: packed.homeTeams[index]!,
      awayTeam: packed.awayTeams[index]!,
      commenceTime: packed.commenceTimes[index]!,
      sides,
    });
  }
  return { now: packed.now, events, arbitrages: packed.arbitrages, sport: packed.sport };
}
