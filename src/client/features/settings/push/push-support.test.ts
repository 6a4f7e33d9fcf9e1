import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import {
  base64UrlToBytes,
  PUSH_SUPPORT_MESSAGES,
  PushPermissionError,
  pushErrorMessage,
  pushSupport,
  sameBytes,
} from './push-support';

const capable = {
  isSecureContext: true,
  serviceWorker: true,
  pushManager: true,
  notification: true,
  permission: 'default' as const,
};

describe('pushSupport', () => {
  it('is ready in a secure page with a service worker, push and notifications', () => {
    expect(pushSupport(capable)).toBe('ready');
    expect(pushSupport({ ...capable, permission: 'granted' })).toBe('ready');
  });

  it('names what is missing: https, the browser’s support, or the permission', () => {
    expect(pushSupport({ ...capable, isSecureContext: false })).toBe('insecure');
    expect(pushSupport({ ...capable, pushManager: false })).toBe('unsupported');
    expect(pushSupport({ ...capable, notification: false, permission: null })).toBe('unsupported');
    expect(pushSupport({ ...capable, permission: 'denied' })).toBe('denied');
  });
});

describe('base64UrlToBytes', () => {
  it('reads the unpadded base64url of a VAPID key', () => {
    const bytes = Uint8Array.from([4, 250, 251, 252, 253, 254, 255, 0, 1]);
    const text = Buffer.from(bytes).toString('base64url');
    expect(text).toMatch(/[-_]/);
    expect(base64UrlToBytes(text)).toEqual(bytes);
    expect(sameBytes(bytes.buffer, base64UrlToBytes(text))).toBe(true);
    expect(sameBytes(Uint8Array.from([4, 1]).buffer, bytes)).toBe(false);
    expect(sameBytes(null, bytes)).toBe(false);
  });
});

describe('pushErrorMessage', () => {
  it('tells a member who blocked or dismissed the prompt what to do', () => {
    expect(pushErrorMessage(new PushPermissionError('denied'))).toBe(PUSH_SUPPORT_MESSAGES.denied);
    expect(pushErrorMessage(new PushPermissionError('default'))).toBe(
      'Notifications were not allowed. Turn this on again and choose Allow.',
    );
    expect(pushErrorMessage(new DOMException('no', 'NotAllowedError'))).toBe(
      PUSH_SUPPORT_MESSAGES.denied,
    );
  });

  it('says when the browser’s push service refuses, in the browser’s words', () => {
    expect(
      pushErrorMessage(new DOMException('Registration failed - push service error', 'AbortError')),
    ).toBe(
      'The browser could not subscribe to push (Registration failed - push service error). Try again in a moment.',
    );
    expect(pushErrorMessage(new Error(''))).toBe(
      'Push notifications could not be set up in this browser.',
    );
  });

  it('shows the server’s message when Arbiter refused the subscription', () => {
    const refused = new ApiRequestError(400, '{"message":"endpoint: Invalid URL"}', 'Bad Request');
    expect(pushErrorMessage(refused)).toBe('endpoint: Invalid URL');
  });
});
