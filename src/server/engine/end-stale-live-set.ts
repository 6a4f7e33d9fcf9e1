import type { LiveBus } from '../platform/bus/live-bus';

/**
 * After the scanner's first pass: what the bus's live set still holds that this scanner does not
 * (left by a scanner that stopped without ending it) has ended, and every reader hears so.
 * Returns how many were ended.
 */
export async function endStaleLiveSet(
  bus: LiveBus,
  isLive: (id: string) => boolean,
  now: number,
): Promise<number> {
  let ended = 0;
  for (const event of await bus.liveSet()) {
    if (event.type !== 'opportunity.added' || isLive(event.opportunity.id)) continue;
    const firstSeen = Date.parse(event.opportunity.firstSeen);
    bus.publish({
      type: 'opportunity.removed',
      id: event.opportunity.id,
      reason: 'edge_gone',
      lifespanSeconds: Number.isFinite(firstSeen) ? Math.max(0, (now - firstSeen) / 1000) : 0,
    });
    ended++;
  }
  return ended;
}
