import type { FastifyReply } from 'fastify';
import { NoAnswer } from '../platform/bus/requests';

/**
 * Runs a read of the scanner's; when no scanner answers it (none elected yet, or its thread is
 * busy past the timeout), the reply is a 503 that says so instead of a 500.
 */
export async function replyNoAnswer<T>(
  reply: FastifyReply,
  read: () => Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    return reply.code(503).send({
      message:
        'The odds feed is not available right now: no scanner answered. Try again in a moment.',
    });
  }
}
