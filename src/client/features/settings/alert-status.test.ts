import { describe, expect, it } from 'vitest';
import { alertKindLabel, alertStatusView } from './alert-status';

const item = { channel: 'email' as const, error: null, attempts: 1 };

describe('alertStatusView', () => {
  it('says a stored message was kept here for want of a mail server', () => {
    expect(alertStatusView({ ...item, status: 'stored' })).toEqual({
      label: 'Stored',
      tone: 'info',
      meaning: 'Kept here: no mail server is configured, so nothing left Arbiter.',
    });
  });

  it('says where a sent message went', () => {
    expect(alertStatusView({ ...item, status: 'sent' }).meaning).toBe(
      'Handed to the mail server for delivery.',
    );
    expect(alertStatusView({ ...item, channel: 'push', status: 'sent' }).meaning).toBe(
      'Handed to your browser’s push service.',
    );
    expect(alertStatusView({ ...item, channel: 'telegram', status: 'sent' }).meaning).toBe(
      'Delivered to your Telegram chat.',
    );
    expect(alertStatusView({ ...item, channel: 'discord', status: 'sent' }).meaning).toBe(
      'Posted to your Discord webhook.',
    );
  });

  it('gives the reason a message was skipped, failed or is being retried', () => {
    expect(
      alertStatusView({ ...item, status: 'skipped', error: 'daily cap of 50 alerts reached' }),
    ).toMatchObject({
      label: 'Skipped',
      tone: 'warn',
      meaning: 'Not sent: daily cap of 50 alerts reached',
    });
    expect(
      alertStatusView({ ...item, status: 'failed', error: 'Mail server unreachable: refused' }),
    ).toMatchObject({
      label: 'Failed',
      tone: 'loss',
      meaning: 'Could not be sent: Mail server unreachable: refused',
    });
    expect(alertStatusView({ ...item, status: 'failed' }).meaning).toBe(
      'Could not be sent: no reason was recorded',
    );
    expect(alertStatusView({ ...item, status: 'pending', error: 'timeout' }).label).toBe(
      'Retrying',
    );
    expect(alertStatusView({ ...item, status: 'pending', attempts: 0 }).label).toBe('Waiting');
  });
});

describe('alertKindLabel', () => {
  it('names the kind and marks push', () => {
    expect(alertKindLabel({ kind: 'test', channel: 'email' })).toBe('Test e-mail');
    expect(alertKindLabel({ kind: 'opportunity', channel: 'push' })).toBe(
      'Opportunity alert (push)',
    );
  });
});

describe('alertKindLabel', () => {
  it('names the chat service and the follow-up', () => {
    expect(alertKindLabel({ kind: 'opportunity', channel: 'telegram' })).toBe(
      'Opportunity alert (Telegram)',
    );
    expect(alertKindLabel({ kind: 'followup', channel: 'discord' })).toBe('Follow-up (Discord)');
    expect(alertKindLabel({ kind: 'test', channel: 'email' })).toBe('Test e-mail');
  });
});
