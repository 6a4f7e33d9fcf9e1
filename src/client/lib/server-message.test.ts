import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from './api-error';
import { errorMessage, serverMessage } from './server-message';

describe('serverMessage', () => {
  it('reads the message of a JSON error body', () => {
    const error = new ApiRequestError(409, '{"message":"Membership is closed."}', 'Conflict');
    expect(serverMessage(error)).toBe('Membership is closed.');
  });

  it('adds the request id of a server fault', () => {
    const error = new ApiRequestError(
      500,
      '{"message":"Internal server error","requestId":"req-7"}',
      'Internal Server Error',
    );
    expect(serverMessage(error)).toBe('Internal server error (request id req-7)');
  });

  it('gives null for a body that is not a JSON message, or another error', () => {
    expect(
      serverMessage(new ApiRequestError(502, '<html>Bad gateway</html>', 'Bad Gateway')),
    ).toBeNull();
    expect(serverMessage(new ApiRequestError(400, '{"error":"nope"}', 'Bad Request'))).toBeNull();
    expect(serverMessage(new Error('network'))).toBeNull();
  });
});

describe('errorMessage', () => {
  it('shows the server message, not the status and raw body', () => {
    const error = new ApiRequestError(403, '{"message":"Subscription required"}', 'Forbidden');
    expect(error.message).toBe('403: {"message":"Subscription required"}');
    expect(errorMessage(error)).toBe('Subscription required');
  });

  it('names the status when the body has no message', () => {
    expect(errorMessage(new ApiRequestError(502, '<html>down</html>', 'Bad Gateway'))).toBe(
      'The server answered 502 Bad Gateway. Please try again in a moment.',
    );
  });

  it('says plainly when the server was not reached or its answer could not be read', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(errorMessage(z.number().safeParse('x').error)).toMatch(/cannot read/);
    expect(errorMessage('boom')).toMatch(/Something went wrong/);
  });
});
