import { z } from 'zod';
import {
  wireErrorSchema,
  wireScoreEventSchema,
  wireSportSchema,
  type WireScoreEvent,
  type WireSport,
} from './wire-format';
import { BodyNotJsonError, inlineBodyReader, type OddsBodyReader } from './odds-body-reader';
import { ingestOddsBody, type IngestResult } from './wire-ingest';
import { readEventMarkets, type ListedMarkets } from './event-markets-ingest';

/** JSON.parse, saying apart a body that is not JSON from one of the wrong shape. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BodyNotJsonError((error as Error).message);
  }
}

export interface Quota {
  used: number | null;
  remaining: number | null;
  last: number | null;
}

export type OddsApiFailureKind =
  | 'unauthorized'
  | 'out-of-credits'
  | 'rate-limited'
  | 'invalid-request'
  | 'not-found'
  | 'server-error'
  | 'timeout'
  | 'network'
  | 'malformed';

/** A failed call, described without the API key. */
export class OddsApiError extends Error {
  constructor(
    readonly kind: OddsApiFailureKind,
    message: string,
    readonly status: number | null,
    readonly errorCode: string | null,
    readonly quota: Quota | null,
  ) {
    super(message);
    this.name = 'OddsApiError';
  }
}

export interface OddsApiResult<T> {
  data: T;
  quota: Quota;
}

export interface OddsRequest {
  regions: string[];
  markets: string[];
  bookmakers?: string[];
  eventIds?: string[];
  commenceTimeFrom?: Date;
  commenceTimeTo?: Date;
  includeBetLimits?: boolean;
}

const headerNumber = (headers: Headers, name: string) => {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

const readQuota = (headers: Headers): Quota => ({
  used: headerNumber(headers, 'x-requests-used'),
  remaining: headerNumber(headers, 'x-requests-remaining'),
  last: headerNumber(headers, 'x-requests-last'),
});

/** The API's own documented price of an odds call: markets × regions, 10 books count as a region. */
export function oddsCallCost(
  request: Pick<OddsRequest, 'regions' | 'markets' | 'bookmakers'>,
): number {
  const regions = request.bookmakers?.length
    ? Math.ceil(request.bookmakers.length / 10)
    : request.regions.length;
  return request.markets.length * regions;
}

/** A whole-body schema for the small answers (sports, scores): any mismatch fails the call. */
function withSchema<T>(schema: z.ZodType<T>) {
  return (json: unknown): T => {
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
    const first = parsed.error.issues[0];
    throw new Error(
      `unexpected body shape at ${first?.path.join('.') || '(root)'}: ${first?.message ?? ''}`,
    );
  };
}

const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function oddsParams(request: OddsRequest): Record<string, string> {
  const params: Record<string, string> = {
    regions: request.regions.join(','),
    markets: request.markets.join(','),
    oddsFormat: 'decimal',
    dateFormat: 'iso',
  };
  if (request.bookmakers?.length) params.bookmakers = request.bookmakers.join(',');
  if (request.eventIds?.length) params.eventIds = request.eventIds.join(',');
  if (request.commenceTimeFrom) params.commenceTimeFrom = isoSeconds(request.commenceTimeFrom);
  if (request.commenceTimeTo) params.commenceTimeTo = isoSeconds(request.commenceTimeTo);
  if (request.includeBetLimits) params.includeBetLimits = 'true';
  return params;
}

/** The one place that talks to The Odds API v4 (or anything that speaks its wire format). */
export class OddsApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
    private readonly timeoutMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
    /** Reads a poll's body; the server's reads it on a thread of its own. */
    private readonly bodyReader: OddsBodyReader = inlineBodyReader,
  ) {}

  sports(): Promise<OddsApiResult<WireSport[]>> {
    const read = withSchema(z.array(wireSportSchema));
    return this.call('/v4/sports', {}, (text) => read(parseJson(text)));
  }

  /** The sport's events with every valid price; what was invalid is dropped and counted. */
  odds(sport: string, request: OddsRequest): Promise<OddsApiResult<IngestResult>> {
    return this.call(`/v4/sports/${encodeURIComponent(sport)}/odds`, oddsParams(request), (text) =>
      this.bodyReader.read(text),
    );
  }

  /**
   * One event's markets (`/events/{id}/odds`: the unique markets returned × regions; any key,
   * props, alternates and periods included). The answer
   * is one event object; it goes through the same piece-by-piece ingest as a poll's array.
   */
  eventOdds(
    sport: string,
    eventId: string,
    request: Omit<OddsRequest, 'eventIds' | 'commenceTimeFrom' | 'commenceTimeTo'>,
  ): Promise<OddsApiResult<IngestResult>> {
    return this.call(
      `/v4/sports/${encodeURIComponent(sport)}/events/${encodeURIComponent(eventId)}/odds`,
      oddsParams(request),
      (text) => {
        const json = parseJson(text);
        return ingestOddsBody(
          json !== null && typeof json === 'object' && !Array.isArray(json) ? [json] : json,
        );
      },
    );
  }

  /** Which market keys each book lists on one event (`/events/{id}/markets`, 1 credit). */
  eventMarkets(
    sport: string,
    eventId: string,
    request: Pick<OddsRequest, 'regions' | 'bookmakers'>,
  ): Promise<OddsApiResult<ListedMarkets>> {
    const params: Record<string, string> = {
      regions: request.regions.join(','),
      dateFormat: 'iso',
    };
    if (request.bookmakers?.length) params.bookmakers = request.bookmakers.join(',');
    return this.call(
      `/v4/sports/${encodeURIComponent(sport)}/events/${encodeURIComponent(eventId)}/markets`,
      params,
      (text) => readEventMarkets(parseJson(text)),
    );
  }

  scores(sport: string, daysFrom: number): Promise<OddsApiResult<WireScoreEvent[]>> {
    const read = withSchema(z.array(wireScoreEventSchema));
    return this.call(
      `/v4/sports/${encodeURIComponent(sport)}/scores`,
      { daysFrom: String(daysFrom), dateFormat: 'iso' },
      (text) => read(parseJson(text)),
    );
  }

  private async call<T>(
    path: string,
    params: Record<string, string>,
    read: (text: string) => T | Promise<T>,
  ): Promise<OddsApiResult<T>> {
    const url = new URL(path, this.baseUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    // Described in errors and logs without the key.
    const shown = `${url.pathname}?${url.searchParams.toString()}`;
    url.searchParams.set('apiKey', this.apiKey);

    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      const timedOut =
        (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      throw new OddsApiError(
        timedOut ? 'timeout' : 'network',
        timedOut
          ? `${shown} timed out after ${this.timeoutMs} ms`
          : `${shown} failed: ${(error as Error).message}`,
        null,
        null,
        null,
      );
    }
    const quota = readQuota(response.headers);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const timedOut =
        (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError';
      throw new OddsApiError(
        timedOut ? 'timeout' : 'malformed',
        `${shown}: the body could not be read`,
        response.status,
        null,
        quota,
      );
    }
    if (!response.ok) throw this.failure(shown, response.status, text, quota);

    try {
      return { data: await read(text), quota };
    } catch (error) {
      throw new OddsApiError(
        'malformed',
        error instanceof BodyNotJsonError
          ? `${shown}: the body is not valid JSON`
          : `${shown}: ${(error as Error).message}`,
        response.status,
        null,
        quota,
      );
    }
  }

  private failure(shown: string, status: number, text: string, quota: Quota): OddsApiError {
    let errorCode: string | null = null;
    // Redact before truncating: a key cut in two by the slice would escape the redaction below.
    let message = (this.apiKey ? text.split(this.apiKey).join('[redacted]') : text).slice(0, 200);
    try {
      const body = wireErrorSchema.parse(JSON.parse(text));
      errorCode = body.error_code ?? null;
      message = body.message;
    } catch {
      // not the documented error body; keep the text
    }
    // Never let an echoed key reach a log line.
    if (this.apiKey) message = message.split(this.apiKey).join('[redacted]');
    const kind: OddsApiFailureKind =
      errorCode === 'OUT_OF_USAGE_CREDITS'
        ? 'out-of-credits'
        : status === 401 || status === 403
          ? 'unauthorized'
          : status === 429
            ? 'rate-limited'
            : status === 404
              ? 'not-found'
              : status >= 500
                ? 'server-error'
                : 'invalid-request';
    return new OddsApiError(
      kind,
      `${shown} answered ${status}${errorCode ? ` ${errorCode}` : ''}: ${message}`,
      status,
      errorCode,
      quota,
    );
  }
}
