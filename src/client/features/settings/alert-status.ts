import type { OutboxItem } from '../../../contracts/alerts';
import type { BadgeTone } from '../../components/tone-badge';

const KINDS: Record<OutboxItem['kind'], string> = {
  opportunity: 'Opportunity alert',
  digest: 'Digest',
  demo: 'Demo alert',
  test: 'Test e-mail',
};

export function alertKindLabel(item: Pick<OutboxItem, 'kind' | 'channel'>): string {
  return item.channel === 'push' ? `${KINDS[item.kind]} (push)` : KINDS[item.kind];
}

export type AlertStatusView = { label: string; tone: BadgeTone; meaning: string };

/** A status in words: what happened to the message and, when it did not go out, why. */
export function alertStatusView(
  item: Pick<OutboxItem, 'status' | 'channel' | 'error' | 'attempts'>,
): AlertStatusView {
  const why = item.error ?? 'no reason was recorded';
  switch (item.status) {
    case 'sent':
      return {
        label: 'Sent',
        tone: 'profit',
        meaning:
          item.channel === 'push'
            ? 'Handed to your browser’s push service.'
            : 'Handed to the mail server for delivery.',
      };
    case 'stored':
      return {
        label: 'Stored',
        tone: 'info',
        meaning: 'Kept here: no mail server is configured, so nothing left Arbiter.',
      };
    case 'pending':
      return item.attempts > 0
        ? { label: 'Retrying', tone: 'warn', meaning: `Will be tried again: ${why}` }
        : { label: 'Waiting', tone: 'neutral', meaning: 'Goes out with the next batch.' };
    case 'skipped':
      return { label: 'Skipped', tone: 'warn', meaning: `Not sent: ${why}` };
    case 'failed':
      return { label: 'Failed', tone: 'loss', meaning: `Could not be sent: ${why}` };
  }
}
