import type { z } from 'zod';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../contracts/errors';
import { ApiRequestError } from './api-error';

export type ApiFetchInit<S extends z.ZodType> = Omit<RequestInit, 'body' | 'credentials'> & {
  /** Parses the JSON answer; an empty body is parsed as `undefined`. */
  schema: S;
  /** Sent as a JSON body. */
  json?: unknown;
};

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function needsCsrfHeader(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

function buildHeaders(method: string, init: { headers?: HeadersInit; json?: unknown }): Headers {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (needsCsrfHeader(method)) headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
  return headers;
}

/** Calls the API with the session cookie; a non-2xx answer throws ApiRequestError. */
export async function apiFetch<S extends z.ZodType>(
  url: string,
  init: ApiFetchInit<S>,
): Promise<z.output<S>> {
  const { schema, json, headers, ...rest } = init;
  const method = (rest.method ?? 'GET').toUpperCase();
  const response = await fetch(url, {
    ...rest,
    method,
    credentials: 'include',
    headers: buildHeaders(method, { headers, json }),
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, text, response.statusText);
  return schema.parse(text === '' ? undefined : JSON.parse(text));
}
