import { DEFAULT_PARAMETERS } from './parameters';
import type { AnalysisParameters } from './parameters';
import { durationText, percentText, pointsText } from './wording';

/**
 * How each figure is made, one paragraph each, for "How is this computed", with the values of
 * the parameters in use.
 */
export function describeMethods(p: AnalysisParameters = DEFAULT_PARAMETERS) {
  return {
    lineMovement:
      'Opening is the median of each book’s first recorded price, current the median of the prices quoted now; ' +
      'changes are in implied probability (1 / decimal price), so −102 → +102 is a one-point move. Spread and ' +
      'total quotes are moved onto the opening line with the sport’s normal result model before they are ' +
      `compared. A side that moved less than ${pointsText(p.stableBand)} is stable.`,
    velocity:
      `The average book’s change in implied probability over the last ${durationText(p.velocityWindowMs)}, per hour; ` +
      'positive means the price shortened.',
    reversal:
      `The average book’s path turned after a move of at least ${pointsText(p.reversalMinMove)} and came back at ` +
      `least ${pointsText(p.reversalRetrace)}.`,
    steam:
      `At least ${p.steamMinBooks} books each moved the same side the same way by at least ` +
      `${pointsText(p.steamMinMove)} within ${durationText(p.steamWindowMs)}, the first ${p.steamMinBooks} starting ` +
      `within ${durationText(p.steamWindowMs)} of each other by their own quote times; books following within ` +
      `${durationText(p.steamWindowMs)} of the last join it, until one of its books moves again (new steam). ` +
      'A book’s move is dated by its largest step that way, not by drift before it. ' +
      'The first book to move leads: a sharp leader makes it sharp-led, otherwise market-wide.',
    steamConfidence:
      `confidence = 100 × (${p.steamBooksWeight} × min(1, books / ${2 * p.steamMinBooks}) + ` +
      `${p.steamSizeWeight} × min(1, median move / ${pointsText(2 * p.steamMinMove)}) + ` +
      `${p.steamTightnessWeight} × (1 − time for ${p.steamMinBooks} books to move / ${durationText(p.steamWindowMs)})).`,
    sharpAction:
      `strength = 100 × (${p.sharpMoveWeight} × min(1, sharp books’ median move since opening / ` +
      `${pointsText(2 * p.sharpMoveMin)}) + ${p.sharpReverseWeight} × [reverse line move] + ` +
      `${p.sharpSteamWeight} × min(1, sharp-led steam moves / 2)). Sharp action: the sharp books moved a side ` +
      `${pointsText(p.sharpMoveMin)} or more, or led steam towards it.`,
    sharpVsPublic: SHARP_VS_PUBLIC_METHOD,
    efficiency:
      `efficiency = 100 − ${p.efficiencyMarginWeight} × median book margin (%) − ${p.efficiencyDispersionWeight} × ` +
      'mean standard deviation of the books’ implied probabilities (points), kept within 0–100; an event ' +
      'scores the mean of its markets.',
    volatility:
      'volatility = 100 × min(1, distance the average book moved a side, up and down, in the last ' +
      `${durationText(p.volatilityWindowMs)} / ${pointsText(p.volatilityFullScale)}), on the event’s most volatile side; ` +
      `high from ${p.volatilityHigh}, medium from ${p.volatilityMedium}.`,
    steamPotential:
      'steamPotential = 100 × min(1, how far the sharp books have moved a side beyond the recreational books ' +
      `since opening / ${pointsText(p.steamMinMove)}).`,
    valueRating:
      'valueRating = 100 × min(1, best moneyline expected value against the fair price (Pinnacle, else an ' +
      `exchange, else the consensus, margin removed) / ${percentText(p.valueFullScale)}); events under way are not rated.`,
    timing:
      'Bet now when an arbitrage is open, or when steam that ended in the last ' +
      `${durationText(p.timingSteamRecencyMs)} shortened the side and some books have not followed; wait 30 minutes ` +
      `when such steam lengthened it, or when it has lengthened at ${pointsText(p.waitVelocityMin)} an hour or more. ` +
      'No recommendation when the price is stable.',
    bookmakers:
      `Per book: the share of the market moves it joined (${p.marketMoveMinBooks} or more books the same way within ` +
      `${durationText(p.steamWindowMs)}) in which it moved first; the median time it moved after the first sharp book ` +
      `in the same move; the share of its current prices more than ${pointsText(p.outlierMove)} from the median of ` +
      `the books quoting the side (sides with ${p.outlierMinBooks} or more books).`,
    arbitrageLifespan:
      'Median and 90th percentile (nearest rank) of the time from first seen to gone, over the arbitrages ' +
      'that have ended: the event’s own, else its sport’s.',
  };
}

export type MethodDescriptions = ReturnType<typeof describeMethods>;

/** Needs no parameter: the sharp-action strength carries them. */
export const SHARP_VS_PUBLIC_METHOD =
  'ESTIMATE: the feed has no betting percentages. Sharp % = 50 + sharp strength / 2, on the side the sharp ' +
  'books moved towards; public % = 50 + the recreational books’ move scored like the sharp one, on the side ' +
  'they shortened most (books shorten what their customers back).';
