import type { FaultSpec } from './faults';
import { serve } from './http-server';
import type { JumpFilter, JumpRecord } from './jump-log';
import type { SimulatorOptions, SimulatorStats } from './simulator-core';
import { SimulatorCore } from './simulator-core';

/**
 * Embedded market simulator speaking The Odds API v4 on loopback. The rest of Arbiter knows it only
 * as a base URL; nothing here imports from other src/ folders.
 */

export type { FaultKind, FaultSpec } from './faults';
export type { SimulatorOptions, SimulatorStats } from './simulator-core';
export type { MarketOptions } from './market';
export type { JumpFilter, JumpMarket, JumpOutcome, JumpRecord, SharpRead } from './jump-log';
export { Market } from './market';
export type { OddsQuery } from './wire-odds';
export { buildOdds, buildEventOdds } from './wire-odds';
export { buildScores, buildSports } from './wire-scores';
export type { WireOddsEvent, WireScoreEvent, WireSport } from './wire-types';

export interface SimulatorHandle {
  /** Base URL, e.g. http://127.0.0.1:41234 (append /v4/sports?apiKey=…). */
  readonly url: string;
  close(): Promise<void>;
  /** Move simulated time forward (manual clock; in real mode, a jump ahead). */
  advance(ms: number): void;
  injectFault(fault: FaultSpec): void;
  clearFaults(): void;
  /** Simulated time, epoch ms. */
  now(): number;
  stats(): SimulatorStats;
  /** The injected jumps the market still keeps (steam ground truth), oldest first. */
  jumps(filter?: JumpFilter): JumpRecord[];
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<SimulatorHandle> {
  const wallNow = (): number => performance.now();
  const core = new SimulatorCore(options, wallNow, Math.floor(Date.now() / 1000) * 1000);
  const server = await serve(core, options.host ?? '127.0.0.1', options.port ?? 0);
  return {
    url: server.url,
    close: () => server.close(),
    advance: (ms) => core.advance(ms),
    injectFault: (fault) => {
      core.faults.add(fault);
    },
    clearFaults: () => core.faults.clear(),
    now: () => core.now(),
    stats: () => core.stats(),
    jumps: (filter) => {
      core.sync();
      return core.market.jumps.list(filter);
    },
  };
}
