import type { FastifyBaseLogger } from 'fastify';
import { BetSettler } from '../account/bet-settler';
import { scoresOnly, simulatorBoxScores } from '../account/settlement-data';
import { PickGrader } from '../admin/pick-grades';
import type { AlertServices } from '../alerts/create-alerts';
import { purgeExpiredSessions } from '../auth/session-store';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { SignalGrader } from '../market/signal-grades';
import { CloseCalibration } from '../calibration/close-calibration';
import { simulatorTruth } from '../calibration/simulator-truth';
import type { SimulatorProcess } from '../odds/simulator-process';
import type { Job } from '../platform/jobs/job-runner';
import { purgeEndedCounters } from '../platform/limits/shared-counter';

/** Expired sessions and ended rate-limit windows are deleted this often. */
const PURGE_EVERY_MS = 60 * 60_000;

/**
 * The jobs role's work: settlement, pick and signal grading, every event's close kept and
 * scored, the purge (sessions, counters) and the alert senders, each a
 * job of the runner (one pass at a time; on PostgreSQL, on one jobs process at a time).
 */
export function backgroundJobs(
  config: Config,
  db: Database,
  log: FastifyBaseLogger,
  clock: () => Date,
  alerts: AlertServices,
  simulator: Promise<SimulatorProcess> | null = null,
): Job[] {
  // Scores arrive with the odds polls; bets settle (and close) within a poll interval of them.
  const scoresBeatMs = Math.min(60_000, config.odds.pollIntervalMs);
  // Props and periods settle from the simulator's box scores; a real source has final scores only.
  const settlementData =
    config.odds.source.kind === 'embedded' && simulator
      ? simulatorBoxScores(async () => (await simulator).url, log)
      : scoresOnly();
  const settler = new BetSettler(db, log, clock, settlementData);
  // The platform's published picks are graded on the same beat, from the same scores.
  const grader = new PickGrader(db, log, clock);
  // Market signals logged by the scanner's analysis are graded on the same beat.
  const signals = new SignalGrader(db, log, clock);
  // Closes the embedded simulator priced are simulated data, whichever process asks for its truth.
  const closes = new CloseCalibration(db, log, clock, async () =>
    config.odds.source.kind === 'embedded'
      ? { kind: 'simulator', known: simulator ? simulatorTruth((await simulator).url) : null }
      : { kind: 'feed' },
  );
  return [
    { name: 'bet-settlement', everyMs: scoresBeatMs, run: () => settler.runOnce() },
    { name: 'pick-grading', everyMs: scoresBeatMs, run: () => grader.runOnce() },
    { name: 'signal-grading', everyMs: scoresBeatMs, run: () => signals.runOnce() },
    { name: 'close-calibration', everyMs: scoresBeatMs, run: () => closes.runOnce() },
    {
      name: 'purge',
      everyMs: PURGE_EVERY_MS,
      run: async () => {
        await purgeExpiredSessions(db, clock());
        await purgeEndedCounters(db, clock());
      },
    },
    ...alerts.jobs,
  ];
}
