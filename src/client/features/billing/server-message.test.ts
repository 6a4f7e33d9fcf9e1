import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-error';
import { serverMessage } from './server-message';

describe('serverMessage', () => {
  it('reads the message of a JSON error body', () => {
    const error = new ApiRequestError(409, '{"message":"Membership is closed."}', 'Conflict');
    expect(serverMessage(error)).toBe('Membership is closed.');
  });

  it('gives null for a body that is not a JSON message, or another error', () => {
    expect(
      serverMessage(new ApiRequestError(502, '<html>Bad gateway</html>', 'Bad Gateway')),
    ).toBeNull();
    expect(serverMessage(new Error('network'))).toBeNull();
  });
});
