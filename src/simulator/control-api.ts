import { boxScore } from './box-scores';
import { parseFaultSpec } from './faults';
import { knownProbabilities, parseKnownRequest } from './known-probabilities';
import type { SimulatorCore } from './simulator-core';

/**
 * Test controls under /__sim/ on the simulator's own port. They cost no credits and are not rate
 * limited; the simulator only listens on loopback, so they need no key.
 *   GET    /__sim/state            simulated time, credits, request counters, pending faults
 *   POST   /__sim/advance {ms}     move the simulated clock forward
 *   POST   /__sim/faults  {kind, count?, ms?, status?, match?}
 *   DELETE /__sim/faults
 *   POST   /__sim/credits {used?, monthlyCredits?}
 *   GET    /__sim/jumps[?sport=&since=]  injected jumps in fair values (steam ground truth), read-only
 *   POST   /__sim/known-probabilities {events: [{id, spreads?, totals?}]}  true probabilities of
 *          started events (calibration ground truth), read-only
 *   GET    /__sim/box-scores?sport=[&eventIds=]  finished events' player stats and period scores
 */

export interface ControlResult {
  readonly status: number;
  readonly body: unknown;
}

export function handleControl(
  core: SimulatorCore,
  method: string,
  path: string,
  body: unknown,
  query: URLSearchParams = new URLSearchParams(),
): ControlResult {
  const route = `${method} ${path.replace(/\/$/, '')}`;
  switch (route) {
    case 'GET /__sim/state':
      return ok(core.stats());
    case 'GET /__sim/jumps': {
      const since = query.get('since');
      const after = since === null || since === '' ? 0 : Number(since);
      if (!Number.isInteger(after) || after < 0) return bad('since must be a non-negative integer');
      core.sync();
      const log = core.market.jumps;
      return ok({
        now: core.market.now(),
        capacity: log.capacity,
        recorded: log.recorded,
        jumps: log.list({ sport: query.get('sport') ?? undefined, since: after }),
      });
    }
    case 'POST /__sim/known-probabilities': {
      const requests = parseKnownRequest(body);
      if (typeof requests === 'string') return bad(requests);
      core.sync();
      return ok({ events: knownProbabilities(core.market, requests) });
    }
    case 'GET /__sim/box-scores': {
      const board = core.market.board(query.get('sport') ?? '');
      if (!board) return bad('sport must be a sport key with events (e.g. basketball_nba)');
      core.sync();
      const ids = (query.get('eventIds') ?? '').split(',').filter((id) => id !== '');
      return ok(
        board.completed
          .filter((e) => ids.length === 0 || ids.includes(e.id))
          .map((e) => boxScore(core.market.seed, board.roster, e))
          .filter((b) => b !== null),
      );
    }
    case 'POST /__sim/advance': {
      const ms = field(body, 'ms');
      if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > 366 * 86_400_000) {
        return bad('ms must be a non-negative number of milliseconds (at most a year)');
      }
      core.advance(ms);
      return ok(core.stats());
    }
    case 'POST /__sim/faults': {
      const spec = parseFaultSpec(body);
      if (typeof spec === 'string') return bad(spec);
      core.faults.add(spec);
      return { status: 201, body: { faults: core.faults.list() } };
    }
    case 'DELETE /__sim/faults':
      core.faults.clear();
      return ok({ faults: [] });
    case 'POST /__sim/credits': {
      const used = field(body, 'used');
      const monthly = field(body, 'monthlyCredits');
      if (used !== undefined && (typeof used !== 'number' || used < 0))
        return bad('used must be a non-negative number');
      if (monthly !== undefined && (typeof monthly !== 'number' || monthly < 0))
        return bad('monthlyCredits must be a non-negative number');
      if (typeof monthly === 'number') core.credits.monthlyCredits = Math.floor(monthly);
      if (typeof used === 'number') core.credits.setUsed(used);
      return ok(core.stats().credits);
    }
    default:
      return { status: 404, body: { message: `No control route ${route}` } };
  }
}

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

function ok(body: unknown): ControlResult {
  return { status: 200, body };
}

function bad(message: string): ControlResult {
  return { status: 400, body: { message } };
}
