import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useToast } from '../../components/toast/use-toast';
import { useLiveStreamEvents } from '../live-stream/use-live-stream';
import { useAuth } from '../use-auth';
import { userSettingsQuery } from '../use-user-settings';
import { useMethodChoices } from '../track-record-query';
import { inAppAlertText, opportunityLink, wantsInAppAlert } from './in-app-alert';

const tagOf = (id: string) => `opportunity:${id}`;

/**
 * A toast on this page when the live stream brings a new opportunity that meets the member's
 * alert rule (subscribers with real-time alerts on). Toasts wait their turn, one at a time; one
 * that ends before its turn is dropped, and no opportunity is announced twice in a tab.
 */
export function useInAppAlerts() {
  const { isSubscriber } = useAuth();
  const settings = useQuery({ ...userSettingsQuery, enabled: isSubscriber }).data;
  const choices = useMethodChoices(settings?.devigMethod ?? 'power');
  const { enqueue, withdraw } = useToast();
  const [, navigate] = useLocation();
  const announced = useRef(new Set<string>());

  useLiveStreamEvents(isSubscriber && settings?.notifications === true, (event) => {
    if (event.type === 'opportunity.removed') {
      withdraw(tagOf(event.id));
      return;
    }
    if (event.type !== 'opportunity.added' || settings === undefined) return;
    const opportunity = event.opportunity;
    if (announced.current.has(opportunity.id)) return;
    if (!wantsInAppAlert(settings, opportunity, Date.now(), choices)) return;
    announced.current.add(opportunity.id);
    enqueue({
      ...inAppAlertText(opportunity),
      tag: tagOf(opportunity.id),
      action: {
        label: 'View',
        altText: 'Open the opportunity from the opportunities page',
        onSelect: () => navigate(opportunityLink(opportunity.id)),
      },
    });
  });
}
