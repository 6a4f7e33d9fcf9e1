import { describe, expect, it } from 'vitest';
import { needsCsrfHeader } from './api-fetch';

describe('needsCsrfHeader', () => {
  it('sends the CSRF header on every state-changing method', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(needsCsrfHeader(method)).toBe(true);
    }
  });

  it('leaves reads alone', () => {
    expect(needsCsrfHeader('GET')).toBe(false);
    expect(needsCsrfHeader('head')).toBe(false);
  });
});
