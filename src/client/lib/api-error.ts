/** "status: body text", or the status text when the body is empty (spec section 8). */
export function formatApiErrorMessage(
  status: number,
  bodyText: string,
  statusText: string,
): string {
  const detail = bodyText.trim() === '' ? statusText : bodyText;
  return `${status}: ${detail}`;
}

/** A non-2xx answer from the API. */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly statusText: string,
  ) {
    super(formatApiErrorMessage(status, bodyText, statusText));
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}
