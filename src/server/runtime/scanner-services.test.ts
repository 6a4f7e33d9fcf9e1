import { beforeAll, describe, expect, it } from 'vitest';
import { reachable, TEST_NATS_URL } from '../platform/bus/test-support/nats-test-bus';
import { processesOnPostgres } from '../test-support/process-fixture';
import {
  scannerServicesThroughApi,
  type ScannerServicesFigures,
} from '../test-support/scanner-services-scenario';

const natsUp = await reachable(TEST_NATS_URL);
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl || !natsUp)
  console.warn(
    'The split-cluster services test skips: it needs PostgreSQL (TEST_DATABASE_URL) and NATS' +
      ` (${TEST_NATS_URL}${natsUp ? '' : ', not reachable'})`,
  );

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

/**
 * Real processes (decision 029): an API-only process answers the market-analysis routes and
 * members' re-checks as the scanner's own process does, by asking the elected scanner over the bus.
 */
describe.skipIf(!databaseUrl || !natsUp)('an API-only process and the scanner', () => {
  const { mainFile, databaseUrl: suiteDatabase } = processesOnPostgres();
  let figures: ScannerServicesFigures;

  beforeAll(async () => {
    figures = await scannerServicesThroughApi(mainFile, suiteDatabase());
  }, 120_000);

  it('serve the same market analysis and price history', () => {
    const { marketView, history, unknownHistory } = figures;
    expect(marketView.scanner.status).toBe(200);
    expect(marketView.api).toEqual(marketView.scanner);
    expect(json(marketView.api.body).views).toBeInstanceOf(Array);
    expect(history.scanner.status).toBe(200);
    expect(json(history.api.body)).toEqual(json(history.scanner.body));
    expect((json(history.api.body).series as unknown[]).length).toBeGreaterThan(0);
    expect(unknownHistory.scanner.status).toBe(404);
    expect(unknownHistory.api).toMatchObject({ status: 404, body: unknownHistory.scanner.body });
  });

  it('re-check through the elected scanner, sharing one check', () => {
    const { recheck, unknownRecheck } = figures;
    expect(recheck.api.status).toBe(200);
    expect(recheck.scanner.status).toBe(200);
    const [viaApi, viaScanner] = [json(recheck.api.body), json(recheck.scanner.body)];
    expect(['confirmed', 'changed']).toContain(viaApi.outcome);
    // One check at the source: the second tap shares it (same time, no credits).
    expect(viaScanner.checkedAt).toBe(viaApi.checkedAt);
    expect(viaApi.creditsSpent).toBeGreaterThan(0);
    expect(viaScanner.creditsSpent).toBe(0);
    expect(unknownRecheck.scanner.status).toBe(404);
    expect(unknownRecheck.api).toMatchObject({ status: 404, body: unknownRecheck.scanner.body });
  });

  it("serve the feed as the scanner reads it: sports, status, a game's odds", () => {
    const { sports, status, odds, unknownSport } = figures.feed;
    expect(sports.scanner.status).toBe(200);
    expect(json(sports.api.body)).toEqual(json(sports.scanner.body));
    expect((json(sports.api.body).sports as unknown[]).length).toBeGreaterThan(0);
    expect(status.api.status).toBe(200);
    const [apiStatus, scannerStatus] = [json(status.api.body), json(status.scanner.body)];
    expect(apiStatus.source).toBe(scannerStatus.source);
    expect(apiStatus.monthlyCredits).toBe(scannerStatus.monthlyCredits);
    const keys = (body: Record<string, unknown>) =>
      (body.sports as { key: string }[]).map((s) => s.key).sort();
    expect(keys(apiStatus)).toEqual(keys(scannerStatus));
    expect(keys(apiStatus).length).toBeGreaterThan(0);
    expect(odds.scanner.status).toBe(200);
    expect(odds.api.status).toBe(200);
    // The still game's prices never move: both processes list the same books at the same prices.
    const prices = (body: string) =>
      (json(body).events as { quotes: { book: string; outcome: string; price: number }[] }[])
        .flatMap((e) => e.quotes.map((q) => `${q.book}:${q.outcome}:${q.price}`))
        .sort();
    expect(prices(odds.api.body)).toEqual(prices(odds.scanner.body));
    expect(prices(odds.api.body).length).toBeGreaterThan(0);
    expect(unknownSport.scanner.status).toBe(404);
    expect(unknownSport.api).toMatchObject({ status: 404, body: unknownSport.scanner.body });
  });

  it('answer 503 with a reason when no scanner is left, and keep a held analysis', () => {
    const { withoutScanner, marketView } = figures;
    expect(withoutScanner.recheck.status).toBe(503);
    expect(json(withoutScanner.recheck.body).message).toMatch(/No scanner answered/);
    expect(withoutScanner.heldView).toEqual(marketView.api);
    expect(withoutScanner.newView.status).toBe(503);
    expect(json(withoutScanner.newView.body).message).toMatch(/no scanner answered/);
    expect(withoutScanner.feedStatus.status).toBe(503);
    expect(json(withoutScanner.feedStatus.body).message).toMatch(/no scanner answered/);
  });
});
