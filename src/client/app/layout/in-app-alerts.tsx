import { useInAppAlerts } from '../../lib/in-app-alerts/use-in-app-alerts';

/** Renders nothing: announces matching opportunities as toasts on every member page. */
export function InAppAlerts() {
  useInAppAlerts();
  return null;
}
