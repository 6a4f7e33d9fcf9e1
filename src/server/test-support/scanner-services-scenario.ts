import { ne } from 'drizzle-orm';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contracts/errors';
import type { Opportunity } from '../../contracts/opportunities';
import { openDatabase } from '../db/database';
import { events } from '../db/schema/index';
import { clusterBus } from './cluster-bus';
import { scannerEnv } from './cluster-scenarios';
import { MOVING_EVENT_ID, movingOddsSource } from './moving-odds-source';
import {
  launchRoleProcess,
  readiness,
  stopRoleProcess,
  waitUntil,
  type RoleProcess,
} from './role-process';
import { apiFleet, subscriber } from './stream-scenarios';

/** One answer as a member's browser sees it. */
export interface Answer {
  status: number;
  etag: string | null;
  body: string;
}

/** The same requests to a process that runs the scanner and to an API-only process. */
export interface ScannerServicesFigures {
  marketView: { scanner: Answer; api: Answer };
  history: { scanner: Answer; api: Answer };
  unknownHistory: { scanner: Answer; api: Answer };
  /** The API process re-checks first; the scanner's process then shares that check. */
  recheck: { api: Answer; scanner: Answer };
  unknownRecheck: { api: Answer; scanner: Answer };
  /** The feed's routes (decision 040): sports, the feed's status, one still game's odds. */
  feed: {
    sports: { scanner: Answer; api: Answer };
    status: { scanner: Answer; api: Answer };
    odds: { scanner: Answer; api: Answer };
    unknownSport: { scanner: Answer; api: Answer };
  };
  /** After the scanner's process has stopped (no scanner left to answer). */
  withoutScanner: { recheck: Answer; heldView: Answer; newView: Answer; feedStatus: Answer };
}

async function answer(url: string, cookie: string, method = 'GET'): Promise<Answer> {
  const response = await fetch(url, {
    method,
    headers: { cookie, ...(method === 'POST' ? { [CSRF_HEADER]: CSRF_HEADER_VALUE } : {}) },
  });
  return {
    status: response.status,
    etag: response.headers.get('etag'),
    body: await response.text(),
  };
}

/**
 * A process with the API and the scanner (the one-process answers) and an API-only process on
 * one PostgreSQL database and one bus: market analysis, price history and re-checks asked of
 * both, then of the API alone once the scanner has gone.
 */
export async function scannerServicesThroughApi(
  mainFile: string,
  databaseUrl: string,
): Promise<ScannerServicesFigures> {
  const moving = await movingOddsSource();
  const bus = clusterBus();
  const processes: RoleProcess[] = [];
  try {
    const cookie = await subscriber(databaseUrl, `services-${Date.now()}@cluster.test`);
    const scanner = await launchRoleProcess(mainFile, {
      ...scannerEnv(databaseUrl, moving.source.url, bus.env),
      ARBITER_ROLES: 'api,scanner',
      // Long, so the second re-check shares the first however slow the machine is.
      RECHECK_SHARE_S: '300',
      // Nor may a timed refresh change the analysis between the two processes' answers.
      MARKET_REFRESH_S: '3600',
    });
    processes.push(scanner);
    const api = await apiFleet(
      mainFile,
      { DATABASE_URL: databaseUrl, ...bus.env, MARKET_REFRESH_S: '3600' },
      processes,
    )();
    await waitUntil(
      async () => (await readiness(scanner))?.roles.scanner === 'polling',
      30_000,
      'the scanner polling',
      processes,
    );
    const liveArbitrage = async () => {
      const list = await answer(`${api.url}/api/opportunities`, cookie);
      if (list.status !== 200) throw new Error(`the list answered ${list.status}: ${list.body}`);
      const { opportunities } = JSON.parse(list.body) as { opportunities: Opportunity[] };
      return opportunities.find((o) => o.eventId === MOVING_EVENT_ID && o.type === 'arbitrage');
    };
    let target: Opportunity | undefined;
    await waitUntil(
      async () => (target = await liveArbitrage()) !== undefined,
      30_000,
      'the arbitrage',
      processes,
    );
    const still = await stillEventId(databaseUrl);

    const both = async (path: string) => ({
      scanner: await answer(`${scanner.url}${path}`, cookie),
      api: await answer(`${api.url}${path}`, cookie),
    });
    const view = '/api/market-intelligence?sport=all&range=live';
    const marketView = await both(view);
    const history = await both(`/api/market-intelligence/events/${still.id}/history`);
    const feed = {
      sports: await both('/api/sports'),
      status: await both('/api/feed/status'),
      odds: await both(`/api/odds?sport=${still.sportKey}&eventId=${still.id}`),
      unknownSport: await both('/api/odds?sport=no_such_sport'),
    };
    const unknownHistory = await both('/api/market-intelligence/events/no-such-event/history');
    const recheckPath = `/api/opportunities/${target!.id}/recheck`;
    const recheck = {
      api: await answer(`${api.url}${recheckPath}`, cookie, 'POST'),
      scanner: await answer(`${scanner.url}${recheckPath}`, cookie, 'POST'),
    };
    const unknownPath = '/api/opportunities/no-such-opportunity/recheck';
    const unknownRecheck = {
      api: await answer(`${api.url}${unknownPath}`, cookie, 'POST'),
      scanner: await answer(`${scanner.url}${unknownPath}`, cookie, 'POST'),
    };

    await stopRoleProcess(scanner);
    processes.splice(processes.indexOf(scanner), 1);
    const withoutScanner = {
      recheck: await answer(`${api.url}${recheckPath}`, cookie, 'POST'),
      heldView: await answer(`${api.url}${view}`, cookie),
      newView: await answer(`${api.url}/api/market-intelligence?sport=nba&range=48h`, cookie),
      feedStatus: await answer(`${api.url}/api/feed/status`, cookie),
    };
    return { marketView, history, unknownHistory, recheck, unknownRecheck, feed, withoutScanner };
  } finally {
    await Promise.all(processes.map((p) => stopRoleProcess(p)));
    await moving.source.stop();
    await bus.cleanUp();
  }
}

/** A game whose prices never move (its history reads the same whenever it is asked for). */
async function stillEventId(databaseUrl: string): Promise<{ id: string; sportKey: string }> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const [row] = await database.db
      .select({ id: events.id, sportKey: events.sportKey })
      .from(events)
      .where(ne(events.id, MOVING_EVENT_ID))
      .limit(1);
    if (!row) throw new Error('no still game polled');
    return row;
  } finally {
    await database.close();
  }
}
