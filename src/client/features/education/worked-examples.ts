import {
  exchangeExample,
  limitedLegExample,
  movedLossExample,
  movedStillArbExample,
} from './examples/execution-examples';
import {
  bestRoundedStakesExample,
  drawTrapExample,
  roundedStakesExample,
  soccerExample,
} from './examples/soccer-examples';
import { nbaExample, tennisExample, totalsExample } from './examples/two-way-examples';
import type { ArbExample } from './types';

/*
 * Worked arbitrage examples. Inputs: odds, commission, sizing. Everything else is a displayed
 * result written in by hand and recomputed, to the cent, by education-examples.test.ts.
 * Prices are illustrative, not quotes from real bookmakers.
 */

export {
  bestRoundedStakesExample,
  drawTrapExample,
  exchangeExample,
  limitedLegExample,
  movedLossExample,
  movedStillArbExample,
  nbaExample,
  roundedStakesExample,
  soccerExample,
  tennisExample,
  totalsExample,
};

/** Every arbitrage example the course shows, in reading order. */
export const arbExamples: readonly ArbExample[] = [
  tennisExample,
  nbaExample,
  soccerExample,
  drawTrapExample,
  totalsExample,
  roundedStakesExample,
  bestRoundedStakesExample,
  limitedLegExample,
  movedStillArbExample,
  movedLossExample,
  exchangeExample,
];
