import { OutboundRefused } from '../outbound/outbound-guard';

/**
 * A push that did not go out, in words safe to show the member in their recent alerts. The
 * network's own words (`connect ECONNREFUSED 10.0.0.7:22`) stay in the server log: shown to the
 * member they would tell which hosts and ports answer inside Arbiter's network.
 */
export class PushDeliveryError extends Error {
  override readonly name = 'PushDeliveryError';
  constructor(
    readonly title: string,
    readonly detail: string,
    /** The push service's HTTP status, when it answered. */
    readonly statusCode: number | null,
    options: { cause: unknown },
  ) {
    super(`${title}: ${detail}`, options);
  }
}

export function toPushDeliveryError(error: unknown): PushDeliveryError {
  if (error instanceof PushDeliveryError) return error;
  if (error instanceof OutboundRefused) {
    return new PushDeliveryError(
      'Push endpoint refused',
      `This browser's push address is not one Arbiter sends to: ${error.message}.`,
      null,
      { cause: error },
    );
  }
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number') {
    return new PushDeliveryError(
      'Push service refused',
      `The push service answered HTTP ${status}.`,
      status,
      { cause: error },
    );
  }
  return new PushDeliveryError(
    'Push service unreachable',
    'Arbiter could not reach the push service; it will try again.',
    null,
    { cause: error },
  );
}
