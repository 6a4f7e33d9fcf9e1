import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSettings } from '../../../../contracts/settings';
import { useSaveSettings } from '../../../lib/use-user-settings';
import { currentPushEndpoint, subscribeThisBrowser, unsubscribeThisBrowser } from './browser-push';
import { pushEnvironment, pushSupport } from './push-support';

/** Not an API read: this browser's own push subscription, asked of its service worker. */
const DEVICE_KEY = ['push-subscription-of-this-browser'];

/**
 * Push on this device: what the browser supports, whether it is subscribed, and a toggle that
 * subscribes (or unsubscribes) and saves the member's push setting to match.
 */
export function usePushDevice(saved: UserSettings) {
  const queryClient = useQueryClient();
  const support = pushSupport(pushEnvironment());
  const capable = support === 'ready' || support === 'denied';
  const device = useQuery({
    queryKey: DEVICE_KEY,
    queryFn: currentPushEndpoint,
    enabled: capable,
  });
  const save = useSaveSettings();
  const toggle = useMutation({
    mutationFn: async (on: boolean) => {
      if (on) await subscribeThisBrowser();
      else await unsubscribeThisBrowser();
      return save.mutateAsync({ ...saved, pushNotifications: on });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DEVICE_KEY }),
  });
  return {
    support,
    /** This browser receives push: subscribed, and the member's push setting is on. */
    on: saved.pushNotifications && typeof device.data === 'string',
    checking: capable && device.isPending,
    toggle,
  };
}
