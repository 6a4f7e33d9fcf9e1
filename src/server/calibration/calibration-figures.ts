import { chooseMethods, MIN_CHOICE_SAMPLE } from '../../core/calibration/default-method';
import { knownScorecard, resultsScorecard } from '../../core/calibration/scorecard';
import type { ScorecardDto, TrackRecordResponse } from '../../contracts/track-record';
import type { Database } from '../db/database';
import { readScoredCloses, type CloseRows } from './scored-closes';

const iso = (time: number) => new Date(time).toISOString();

function span(rows: CloseRows) {
  if (rows.times.length === 0) return { dataFrom: null, dataTo: null };
  let low = Infinity;
  let high = -Infinity;
  for (const time of rows.times) {
    low = Math.min(low, time);
    high = Math.max(high, time);
  }
  return { dataFrom: iso(low), dataTo: iso(high) };
}

/** The method each market's 'auto' setting uses: chosen from every real close ever scored. */
export async function methodChoices(db: Database) {
  const all = await readScoredCloses(db, 'feed', new Date(0));
  return chooseMethods(resultsScorecard(all.closes));
}

/**
 * The scorecards of the closes whose events started since `since`: real data against results,
 * simulated data against the simulator's truth; and the choice of 'auto', which always rests on
 * all real data whatever the range shown.
 */
export async function calibrationFigures(
  db: Database,
  since: Date,
): Promise<{ calibration: TrackRecordResponse['calibration']; dropped: number }> {
  const real = await readScoredCloses(db, 'feed', since);
  const simulated = await readScoredCloses(db, 'simulator', since);
  const realCard: ScorecardDto = {
    against: 'results',
    groups: real.closes.length ? resultsScorecard(real.closes) : [],
    ...span(real),
  };
  // Over all time the closes just read are all the real data: no second read.
  const defaults =
    since.getTime() === 0 ? chooseMethods(resultsScorecard(real.closes)) : await methodChoices(db);
  return {
    calibration: {
      real: realCard,
      simulated: {
        against: 'known-probabilities',
        groups: simulated.closes.length ? knownScorecard(simulated.closes) : [],
        ...span(simulated),
      },
      defaults,
      minSample: MIN_CHOICE_SAMPLE,
    },
    dropped: real.dropped + simulated.dropped,
  };
}
