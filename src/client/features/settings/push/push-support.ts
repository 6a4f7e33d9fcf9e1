import { ApiRequestError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/server-message';

/** What this browser can do about push, before anything is asked of the member. */
export type PushSupport = 'ready' | 'insecure' | 'unsupported' | 'denied';

export interface PushEnvironment {
  isSecureContext: boolean;
  serviceWorker: boolean;
  pushManager: boolean;
  notification: boolean;
  permission: NotificationPermission | null;
}

export function pushEnvironment(): PushEnvironment {
  const hasNotification = typeof Notification !== 'undefined';
  return {
    isSecureContext: globalThis.isSecureContext === true,
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    pushManager: typeof PushManager !== 'undefined',
    notification: hasNotification,
    permission: hasNotification ? Notification.permission : null,
  };
}

export function pushSupport(env: PushEnvironment): PushSupport {
  if (!env.isSecureContext) return 'insecure';
  if (!env.serviceWorker || !env.pushManager || !env.notification) return 'unsupported';
  return env.permission === 'denied' ? 'denied' : 'ready';
}

export const PUSH_SUPPORT_MESSAGES: Record<Exclude<PushSupport, 'ready'>, string> = {
  insecure: 'Push notifications need a secure (https) connection to Arbiter.',
  unsupported:
    'This browser cannot receive push notifications. In-app and e-mail alerts still reach you.',
  denied:
    'Notifications are blocked for Arbiter in this browser. Allow them in the site settings (the icon beside the address), then turn this on.',
};

/** The key from GET /api/push/public-key (base64url) as the bytes `subscribe` wants. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (a === null || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** The member did not allow notifications when asked. */
export class PushPermissionError extends Error {
  override readonly name = 'PushPermissionError';

  constructor(readonly permission: NotificationPermission) {
    super(`notification permission: ${permission}`);
  }
}

/** Why turning push on or off did not work, in words a member can act on. */
export function pushErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError || error instanceof TypeError) return errorMessage(error);
  if (error instanceof PushPermissionError) {
    return error.permission === 'denied'
      ? PUSH_SUPPORT_MESSAGES.denied
      : 'Notifications were not allowed. Turn this on again and choose Allow.';
  }
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  if (name === 'NotAllowedError') return PUSH_SUPPORT_MESSAGES.denied;
  // The browser's push service refused or did not answer; its own words say which.
  const detail = typeof message === 'string' && message !== '' ? ` (${message})` : '';
  if (name === 'AbortError' || name === 'InvalidStateError') {
    return `The browser could not subscribe to push${detail}. Try again in a moment.`;
  }
  return `Push notifications could not be set up in this browser${detail}.`;
}
