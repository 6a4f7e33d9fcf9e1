import { ApiRequestError } from '../../lib/api-error';

/** The message the server put in a 4xx/5xx JSON body, for a person to read; null if none. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: a proxy's error page, say. Nothing worth showing.
  }
  return null;
}
