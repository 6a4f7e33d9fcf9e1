import { describe, expect, it } from 'vitest';
import { ApiRequestError, formatApiErrorMessage, isUnauthorized } from './api-error';

describe('formatApiErrorMessage', () => {
  it('puts the status before the body text', () => {
    expect(formatApiErrorMessage(403, '{"message":"Subscription required"}', 'Forbidden')).toBe(
      '403: {"message":"Subscription required"}',
    );
  });

  it('falls back to the status text when the body is empty', () => {
    expect(formatApiErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
    expect(formatApiErrorMessage(502, '  \n', 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});

describe('ApiRequestError', () => {
  it('carries the status and the formatted message', () => {
    const error = new ApiRequestError(500, 'boom', 'Internal Server Error');
    expect(error.status).toBe(500);
    expect(error.message).toBe('500: boom');
    expect(error).toBeInstanceOf(Error);
  });

  it('recognises a 401 as signed out and nothing else', () => {
    expect(isUnauthorized(new ApiRequestError(401, '', 'Unauthorized'))).toBe(true);
    expect(isUnauthorized(new ApiRequestError(403, '', 'Forbidden'))).toBe(false);
    expect(isUnauthorized(new Error('401: nope'))).toBe(false);
  });
});
