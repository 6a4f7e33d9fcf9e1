import {
  deletePushSubscription,
  fetchPushPublicKey,
  savePushSubscription,
} from '../api/push-subscriptions';
import { ApiRequestError } from '../../../lib/api-error';
import { base64UrlToBytes, PushPermissionError, sameBytes } from './push-support';

/** The service worker that shows pushed alerts; at the root so its scope is the whole app. */
const WORKER_URL = '/sw.js';

async function currentRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration('/');
}

/** This browser's push endpoint for Arbiter, or null when it has none. */
export async function currentPushEndpoint(): Promise<string | null> {
  const registration = await currentRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

async function subscribeWith(
  registration: ServiceWorkerRegistration,
  key: Uint8Array<ArrayBuffer>,
): Promise<PushSubscription> {
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

async function save(subscription: PushSubscription): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  if (endpoint === undefined || keys?.p256dh === undefined || keys.auth === undefined) {
    throw new Error('the browser gave a subscription without keys');
  }
  await savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

/**
 * Asks for permission, registers the worker, subscribes with the server's VAPID key (again if the
 * key changed) and sends the subscription to the server.
 */
export async function subscribeThisBrowser(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(await fetchPushPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription !== null && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await subscribeWith(registration, key);
  try {
    await save(subscription);
  } catch (error) {
    // 409: another Arbiter account signed in on this browser profile holds the endpoint, and the
    // server never moves it. This browser is now this member's: it takes a fresh endpoint.
    if (!(error instanceof ApiRequestError && error.status === 409)) throw error;
    await subscription.unsubscribe();
    await save(await subscribeWith(registration, key));
  }
}

/** Tells the server to forget this browser, then drops the subscription in the browser. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const registration = await currentRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
