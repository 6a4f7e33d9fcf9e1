import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBody, FakeOddsApi, fixture, send } from './fixtures/fake-odds-api';
import { OddsApiClient, OddsApiError, oddsCallCost, type OddsRequest } from './odds-api-client';

const KEY = 'SECRET-KEY-123';
const nbaRequest: OddsRequest = { regions: ['us'], markets: ['h2h', 'spreads', 'totals'] };

let api: FakeOddsApi;
let client: OddsApiClient;
/** Gives up after 200 ms, for the tests of giving up; the others allow a loaded machine 10 s. */
let quick: OddsApiClient;
beforeAll(async () => {
  api = await new FakeOddsApi(KEY).start();
  client = new OddsApiClient(api.url, KEY, 10_000);
  quick = new OddsApiClient(api.url, KEY, 200);
});
afterAll(() => api.stop());
beforeEach(() => api.reset());

/** The rejection of `call`, which must be an OddsApiError that nowhere shows the key. */
async function failure(call: Promise<unknown>): Promise<OddsApiError> {
  const error = await call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OddsApiError);
  const apiError = error as OddsApiError;
  for (const shown of [apiError.message, String(apiError), JSON.stringify(apiError)]) {
    expect(shown).not.toContain(KEY);
    expect(shown).not.toContain(KEY.slice(0, 6)); // nor a cut-off piece of it
  }
  return apiError;
}

describe('successful calls', () => {
  it('parses the sports list and returns the quota from the headers', async () => {
    const { data, quota } = await client.sports();
    expect(data).toHaveLength(7);
    expect(data.find((s) => s.key === 'basketball_nba_championship_winner')).toMatchObject({
      active: true,
      has_outrights: true,
    });
    expect(quota).toEqual({ used: 0, remaining: 20_000, last: 0 });
  });

  it('parses an NBA odds answer of 2 events × 3 books × h2h/spreads/totals', async () => {
    api.used = 117;
    const { data: answer, quota } = await client.odds('basketball_nba', nbaRequest);
    const data = answer.events;
    expect(answer.dropped).toEqual({});
    expect(data).toHaveLength(2);
    for (const event of data) {
      expect(event.bookmakers.map((b) => b.key)).toEqual(['draftkings', 'fanduel', 'betmgm']);
      for (const book of event.bookmakers) {
        expect(book.markets.map((m) => m.key)).toEqual(['h2h', 'spreads', 'totals']);
      }
    }
    const spreads = data[0]?.bookmakers[0]?.markets[1]?.outcomes;
    expect(spreads?.map((o) => o.point)).toEqual([-6.5, 6.5]);
    expect(quota).toEqual({ used: 120, remaining: 19_880, last: 3 });
  });

  it('parses a three-way EPL h2h market including the Draw', async () => {
    const { data } = await client.odds('soccer_epl', { regions: ['uk'], markets: ['h2h'] });
    const outcomes = data.events[0]?.bookmakers[0]?.markets[0]?.outcomes.map((o) => o.name);
    expect(outcomes).toEqual(['Arsenal', 'Chelsea', 'Draw']);
  });

  it('parses scores of completed, in-progress and not-started events', async () => {
    const { data } = await client.scores('basketball_nba', 3);
    expect(data.map((e) => [e.completed, e.scores?.length ?? null])).toEqual([
      [true, 2],
      [false, 2],
      [false, null],
    ]);
    expect(api.requests[0]?.query.get('daysFrom')).toBe('3');
    expect(api.requests[0]?.query.get('dateFormat')).toBe('iso');
  });

  it('returns null quota fields when the quota headers are absent', async () => {
    api.answer = (_request, res) => send(res, 200, fixture('sports.json'));
    expect((await client.sports()).quota).toEqual({ used: null, remaining: null, last: null });
  });
});

describe('the request', () => {
  it('carries regions, markets, decimal odds, ISO dates and the API key', async () => {
    await client.odds('basketball_nba', { regions: ['us', 'uk'], markets: ['h2h', 'totals'] });
    const request = api.requests[0];
    expect(request?.path).toBe('/v4/sports/basketball_nba/odds');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      regions: 'us,uk',
      markets: 'h2h,totals',
      oddsFormat: 'decimal',
      dateFormat: 'iso',
      apiKey: KEY,
    });
  });

  it('carries the optional bookmakers, eventIds, commence window and bet limits', async () => {
    await client.odds('soccer_epl', {
      ...nbaRequest,
      bookmakers: ['williamhill', 'betfair_ex_uk'],
      eventIds: ['a1', 'b2'],
      commenceTimeFrom: new Date('2026-11-22T00:00:00.000Z'),
      commenceTimeTo: new Date('2026-11-23T12:30:45.678Z'),
      includeBetLimits: true,
    });
    const query = api.requests[0]?.query;
    expect(query?.get('bookmakers')).toBe('williamhill,betfair_ex_uk');
    expect(query?.get('eventIds')).toBe('a1,b2');
    expect(query?.get('commenceTimeFrom')).toBe('2026-11-22T00:00:00Z');
    expect(query?.get('commenceTimeTo')).toBe('2026-11-23T12:30:45Z');
    expect(query?.get('includeBetLimits')).toBe('true');
  });
});

describe('documented error answers', () => {
  it.each([
    [401, 'MISSING_KEY', 'unauthorized'],
    [401, 'INVALID_KEY', 'unauthorized'],
    [401, 'DEACTIVATED_KEY', 'unauthorized'],
    [401, 'OUT_OF_USAGE_CREDITS', 'out-of-credits'],
    [422, 'INVALID_MARKET', 'invalid-request'],
    [422, 'INVALID_REGION', 'invalid-request'],
    [429, 'EXCEEDED_FREQ_LIMIT', 'rate-limited'],
    [404, 'EVENT_NOT_FOUND', 'not-found'],
    [404, 'UNKNOWN_SPORT', 'not-found'],
    [500, 'INTERNAL_ERROR', 'server-error'],
  ])('%i %s is kind %s, with status, error code and quota', async (status, code, kind) => {
    api.answer = (_request, res) =>
      send(res, status, errorBody(code, `The API says ${code}`), api.quotaHeaders(0));
    const error = await failure(client.odds('basketball_nba', nbaRequest));
    expect(error).toMatchObject({ kind, status, errorCode: code });
    expect(error.quota).toEqual({ used: 0, remaining: 20_000, last: 0 });
    expect(error.message).toContain(`answered ${status} ${code}: The API says ${code}`);
    expect(error.message).toContain('/v4/sports/basketball_nba/odds?regions=us');
  });

  it('maps an HTML 502 page from a proxy to server-error', async () => {
    api.answer = (_request, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>');
    };
    const error = await failure(client.sports());
    expect(error).toMatchObject({ kind: 'server-error', status: 502, errorCode: null });
    expect(error.message).toContain('502 Bad Gateway');
  });
});

describe('the API key never shows', () => {
  it('is redacted when the server echoes it in its error message', async () => {
    api.answer = (request, res) =>
      send(res, 401, errorBody('INVALID_KEY', `Key ${request.query.get('apiKey')} is unknown`));
    const error = await failure(client.odds('basketball_nba', nbaRequest));
    expect(error.message).toContain('Key [redacted] is unknown');
  });

  it('is redacted from a long non-JSON page even where the page is cut short', async () => {
    api.answer = (request, res) => {
      const page = `<html>${'x'.repeat(160)} GET /v4/sports?apiKey=${request.query.get('apiKey')}`;
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end(page);
    };
    expect((await failure(client.sports())).kind).toBe('server-error');
  });

  it('does not appear in a key-rejected error on any endpoint', async () => {
    const wrong = new OddsApiClient(api.url, 'SECRET-WRONG', 10_000);
    const error = await failure(wrong.scores('basketball_nba', 1));
    expect(error.message).not.toContain('SECRET-WRONG');
    expect(error).toMatchObject({ kind: 'unauthorized', errorCode: 'INVALID_KEY' });
  });
});

describe('broken transport and bodies', () => {
  it('gives up with kind timeout after timeoutMs when the server never answers', async () => {
    api.answer = () => undefined; // hold the request open
    const started = performance.now();
    const error = await failure(quick.sports());
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ kind: 'timeout', status: null });
    expect(error.message).toContain('timed out after 200 ms');
    expect(elapsed).toBeGreaterThanOrEqual(180);
  });

  it('gives up with kind timeout when the headers arrive but the body stalls', async () => {
    api.answer = (_request, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
      res.write('[{"key":');
    };
    expect((await failure(quick.sports())).kind).toBe('timeout');
  });

  it('reports a connection cut mid-body as malformed, without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      api.answer = (_request, res) => {
        const body = fixture('odds-basketball_nba.json');
        res.writeHead(200, { 'content-length': String(body.length) });
        res.write(body.slice(0, body.length / 2), () => res.destroy());
      };
      const error = await failure(client.odds('basketball_nba', nbaRequest));
      expect(['malformed', 'network', 'timeout']).toContain(error.kind);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('reports half a JSON body as malformed', async () => {
    const body = fixture('sports.json');
    api.answer = (_request, res) => send(res, 200, body.slice(0, body.length / 2));
    const error = await failure(client.sports());
    expect(error).toMatchObject({ kind: 'malformed', status: 200 });
    expect(error.message).toContain('not valid JSON');
  });

  it('reports a refused connection as kind network', async () => {
    const gone = await new FakeOddsApi(KEY).start();
    const url = gone.url;
    await gone.stop();
    const error = await failure(new OddsApiClient(url, KEY, 200).sports());
    expect(error).toMatchObject({ kind: 'network', status: null });
  });
});

describe('odds bodies: only a body that is not an array fails the call', () => {
  const nba = () => JSON.parse(fixture('odds-basketball_nba.json')) as Record<string, unknown>[];
  const serve = (body: unknown) => {
    api.answer = (_request, res) => send(res, 200, JSON.stringify(body), api.quotaHeaders(3));
  };

  it('rejects an object where the list belongs', async () => {
    serve({ data: [] });
    const error = await failure(client.odds('basketball_nba', nbaRequest));
    expect(error).toMatchObject({ kind: 'malformed', status: 200 });
    expect(error.message).toContain('not a JSON array of events');
    expect(error.quota?.last).toBe(3);
  });

  it('drops an event without commence_time and keeps the other', async () => {
    const events = nba();
    delete events[1]?.commence_time;
    serve(events);
    const { data } = await client.odds('basketball_nba', nbaRequest);
    expect(data.events.map((e) => e.id)).toEqual([events[0]?.id]);
    expect(data.dropped).toEqual({ 'event-bad-commence-time': 1 });
  });

  it('drops a decimal price of 0.5 and keeps the rest of the market', async () => {
    const events = nba() as unknown as {
      bookmakers: { markets: { outcomes: { price: number }[] }[] }[];
    }[];
    const outcome = events[0]?.bookmakers[2]?.markets[1]?.outcomes[0];
    if (outcome) outcome.price = 0.5;
    serve(events);
    const { data } = await client.odds('basketball_nba', nbaRequest);
    expect(data.events[0]?.bookmakers[2]?.markets[1]?.outcomes).toHaveLength(1);
    expect(data.events[0]?.bookmakers[2]?.markets[0]?.outcomes).toHaveLength(2);
    expect(data.dropped).toEqual({ 'outcome-price-not-above-1': 1 });
  });
});

describe('oddsCallCost', () => {
  it('is markets × regions', () => {
    expect(oddsCallCost({ regions: ['us'], markets: ['h2h'] })).toBe(1);
    expect(oddsCallCost({ regions: ['us', 'uk', 'eu'], markets: ['h2h', 'spreads'] })).toBe(6);
  });

  it('counts a bookmakers list as one region per 10 books, rounded up', () => {
    const books = (n: number) => Array.from({ length: n }, (_, i) => `book${i}`);
    const cost = (n: number) =>
      oddsCallCost({ regions: ['us', 'uk'], markets: ['h2h', 'totals'], bookmakers: books(n) });
    expect([cost(1), cost(10), cost(11), cost(20), cost(25)]).toEqual([2, 2, 4, 4, 6]);
    expect(cost(0)).toBe(4); // an empty list falls back to the regions
  });
});
