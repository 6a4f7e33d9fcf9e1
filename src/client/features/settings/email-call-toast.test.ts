import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-error';
import { emailCallFailure, emailCallSuccess } from './email-call-toast';

const refused = (status: number, body: unknown) =>
  new ApiRequestError(status, JSON.stringify(body), 'Bad Gateway');

describe('emailCallSuccess', () => {
  it('uses the spec’s success titles with the server’s message', () => {
    expect(emailCallSuccess('test', { message: 'Test e-mail sent to a@b.test.' })).toEqual({
      variant: 'success',
      title: 'Email Test Successful',
      description: 'Test e-mail sent to a@b.test.',
    });
    expect(emailCallSuccess('demo', { message: 'Demo alert sent.' }).title).toBe(
      'Demo Alert Sent Successfully',
    );
  });
});

describe('emailCallFailure', () => {
  it('shows the mail server’s details under the spec’s failure title', () => {
    const error = refused(502, {
      message: 'Failed to send test email',
      error: 'Mail server unreachable',
      details: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(emailCallFailure('test', error)).toEqual({
      variant: 'error',
      title: 'Email Test Failed',
      description: 'Mail server unreachable: connect ECONNREFUSED 127.0.0.1:2525',
    });
    expect(
      emailCallFailure(
        'test',
        refused(502, { message: 'x', error: 'Email Test Failed', details: 'rejected' }),
      ).description,
    ).toBe('rejected');
  });

  it('gives credits exceeded and a configuration problem their own titles', () => {
    const credits = refused(502, {
      message: 'Failed to send test email',
      error: 'Email Credits Exceeded',
      details: 'The alert system works, but the mail provider needs more sending credits.',
    });
    expect(emailCallFailure('test', credits)).toEqual({
      variant: 'error',
      title: 'Email Credits Exceeded',
      description: 'The alert system works, but the mail provider needs more sending credits.',
    });
    const config = refused(502, {
      message: 'Failed to send test email',
      error: 'Email configuration issue',
      details: 'The mail server refused Arbiter’s credentials: check SMTP_URL.',
    });
    expect(emailCallFailure('test', config).title).toBe('Email configuration issue');
    // The demo keeps its own failure title and says why.
    expect(emailCallFailure('demo', credits)).toMatchObject({
      title: 'Demo Alert Failed',
      description:
        'Email Credits Exceeded: The alert system works, but the mail provider needs more sending credits.',
    });
  });

  it('shows the server’s message when no opportunity is live, or sign-in is needed', () => {
    const none = refused(409, {
      message: 'No opportunity is live right now: try the demo again in a minute.',
    });
    expect(emailCallFailure('demo', none)).toEqual({
      variant: 'error',
      title: 'Demo Alert Failed',
      description: 'No opportunity is live right now: try the demo again in a minute.',
    });
  });

  it('falls back to the spec’s default text', () => {
    expect(emailCallFailure('test', new Error('boom')).description).toBe(
      'Failed to send test email',
    );
    expect(
      emailCallFailure('demo', refused(502, { message: 'Failed to send demo alert' })),
    ).toEqual({
      variant: 'error',
      title: 'Demo Alert Failed',
      description: 'Failed to send demo alert',
    });
  });
});
