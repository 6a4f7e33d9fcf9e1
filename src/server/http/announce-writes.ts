import type { FastifyInstance } from 'fastify';
import type { ControlEvent } from '../../contracts/control-events';
import type { ControlChannel } from '../platform/bus/live-bus';

/**
 * After every accepted write of the routes in this plugin, the named control events go to every
 * process: the plugin says what its writes may change, instead of one hook for any write.
 */
export function announceWrites(
  app: FastifyInstance,
  control: ControlChannel,
  events: readonly ControlEvent[],
): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    for (const event of events) control.publishControl(event);
  });
}
