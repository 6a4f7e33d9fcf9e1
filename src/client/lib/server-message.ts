import { ZodError } from 'zod';
import { apiErrorSchema } from '../../contracts/errors';
import { ApiRequestError } from './api-error';

/**
 * The message the server put in a 4xx/5xx JSON body, for a person to read, with the request id
 * of a server fault so it can be reported; null if the body carries none.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  let json: unknown;
  try {
    json = JSON.parse(error.bodyText);
  } catch {
    // Not JSON: a proxy's error page, say. Nothing worth showing.
    return null;
  }
  const body = apiErrorSchema.safeParse(json);
  if (!body.success) return null;
  const { message, requestId } = body.data;
  return requestId === undefined ? message : `${message} (request id ${requestId})`;
}

/**
 * What to tell a person about a failed call: the server's own message when it sent one, else a
 * plain sentence. Never the raw `403: {"message":…}` of the error itself.
 */
export function errorMessage(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer !== null) return fromServer;
  if (error instanceof ApiRequestError) {
    const status = `${error.status} ${error.statusText}`.trim();
    return `The server answered ${status}. Please try again in a moment.`;
  }
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) {
    return 'The server could not be reached. Check your connection and try again.';
  }
  if (error instanceof ZodError) return 'The server sent an answer this page cannot read.';
  return 'Something went wrong. Please try again in a moment.';
}
