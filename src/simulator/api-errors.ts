/** The Odds API error answers: JSON {message, error_code, details_url} with the documented status. */

export type ErrorCode =
  | 'MISSING_KEY'
  | 'INVALID_KEY'
  | 'DEACTIVATED_KEY'
  | 'OUT_OF_USAGE_CREDITS'
  | 'EXCEEDED_FREQ_LIMIT'
  | 'UNKNOWN_SPORT'
  | 'EVENT_NOT_FOUND'
  | 'NOT_FOUND'
  | 'INVALID_MARKET'
  | 'INVALID_REGION'
  | 'MISSING_REGION'
  | 'INVALID_ODDS_FORMAT'
  | 'INVALID_DATE_FORMAT'
  | 'INVALID_COMMENCE_TIME_FROM'
  | 'INVALID_COMMENCE_TIME_TO'
  | 'INVALID_SCORES_DAYS_FROM'
  | 'INTERNAL_ERROR';

const STATUS: Record<ErrorCode, number> = {
  MISSING_KEY: 401,
  INVALID_KEY: 401,
  DEACTIVATED_KEY: 401,
  OUT_OF_USAGE_CREDITS: 401,
  EXCEEDED_FREQ_LIMIT: 429,
  UNKNOWN_SPORT: 404,
  EVENT_NOT_FOUND: 404,
  NOT_FOUND: 404,
  INVALID_MARKET: 422,
  INVALID_REGION: 422,
  MISSING_REGION: 422,
  INVALID_ODDS_FORMAT: 422,
  INVALID_DATE_FORMAT: 422,
  INVALID_COMMENCE_TIME_FROM: 422,
  INVALID_COMMENCE_TIME_TO: 422,
  INVALID_SCORES_DAYS_FROM: 422,
  INTERNAL_ERROR: 500,
};

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  MISSING_KEY: 'API key is missing. Pass it in the apiKey query parameter.',
  INVALID_KEY: 'API key is not valid or is not associated with a subscription.',
  DEACTIVATED_KEY: 'API key has been deactivated.',
  OUT_OF_USAGE_CREDITS: 'Usage quota has been reached.',
  EXCEEDED_FREQ_LIMIT:
    'Requests are being sent too frequently. Space out requests (limit: 30 per second).',
  UNKNOWN_SPORT: 'Unknown sport. Get the list of sport keys from the /v4/sports endpoint.',
  EVENT_NOT_FOUND: 'Event not found. The event may have started or the id is wrong.',
  NOT_FOUND: 'Not found.',
  INTERNAL_ERROR: 'Internal server error.',
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message?: string) {
    super(message ?? MESSAGES[code] ?? code);
    this.code = code;
    this.status = STATUS[code];
  }

  body(): { message: string; error_code: ErrorCode; details_url: string } {
    return {
      message: this.message,
      error_code: this.code,
      details_url: `https://the-odds-api.com/liveapi/guides/v4/api-error-codes.html#${this.code.toLowerCase()}`,
    };
  }
}
