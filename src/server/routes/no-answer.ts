import type { FastifyReply } from 'fastify';
import { NoAnswer } from '../platform/bus/requests';

/**
 * A read of the scanner's, or undefined once a 503 is sent because no scanner answered it (none
 * elected yet, or its thread busy past the timeout): a reason, never a 500.
 */
export async function scannerAnswer<T>(
  reply: FastifyReply,
  read: () => Promise<T>,
  what = 'The odds feed',
): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    await reply.code(503).send({
      message: `${what} is not available right now: no scanner answered. Try again in a moment.`,
    });
    return undefined;
  }
}
