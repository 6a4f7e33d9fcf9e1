/**
 * The hosts browsers' push services give out endpoints on (Chrome and other Chromium browsers:
 * FCM; Firefox: Mozilla's autopush; Edge: WNS; Safari: Apple). A push endpoint elsewhere is
 * refused unless PUSH_EXTRA_HOSTS adds its host.
 */
export const KNOWN_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;
