import type { OutboxItem } from '../../../contracts/alerts';
import type { BadgeTone } from '../../components/tone-badge';

const KINDS: Record<OutboxItem['kind'], string> = {
  opportunity: 'Opportunity alert',
  digest: 'Digest',
  demo: 'Demo alert',
  test: 'Test e-mail',
  followup: 'Follow-up',
};

const CHANNELS: Record<OutboxItem['channel'], string> = {
  email: '',
  push: ' (push)',
  telegram: ' (Telegram)',
  discord: ' (Discord)',
};

export function alertKindLabel(item: Pick<OutboxItem, 'kind' | 'channel'>): string {
  return `${KINDS[item.kind]}${CHANNELS[item.channel]}`;
}

const HANDED_TO: Record<OutboxItem['channel'], string> = {
  email: 'Handed to the mail server for delivery.',
  push: 'Handed to your browser’s push service.',
  telegram: 'Delivered to your Telegram chat.',
  discord: 'Posted to your Discord webhook.',
};

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
        meaning: HANDED_TO[item.channel],
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
    case 'sending':
      return { label: 'Sending', tone: 'neutral', meaning: 'Being sent now.' };
    case 'skipped':
      return { label: 'Skipped', tone: 'warn', meaning: `Not sent: ${why}` };
    case 'failed':
      return { label: 'Failed', tone: 'loss', meaning: `Could not be sent: ${why}` };
  }
}
