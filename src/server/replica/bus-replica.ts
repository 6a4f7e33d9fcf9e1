import type { Opportunity, StreamEvent } from '../../contracts/opportunities';
import type { BusMessage, LiveBus } from '../platform/bus/live-bus';
import type { LiveReplica } from './live-replica';

/**
 * The replica of an API process that does not run the scanner: the live set read from the bus
 * when it starts, then every event after it. While the broker is away it keeps serving the last
 * set, each opportunity marked not refreshing (the flag the pages already show for a failing feed).
 */
export class BusReplica implements LiveReplica {
  private readonly live = new Map<string, Opportunity>();
  private changes = 0;
  private stopFollowing = () => {};

  private constructor(private readonly bus: LiveBus) {}

  /** Resolves once the live set is loaded; events arriving meanwhile are applied after it. */
  static async start(bus: LiveBus): Promise<BusReplica> {
    const replica = new BusReplica(bus);
    let held: BusMessage[] | null = [];
    replica.stopFollowing = bus.subscribe((message) =>
      held ? held.push(message) : replica.apply(message.event),
    );
    for (const event of await bus.liveSet()) replica.apply(event);
    for (const message of held) replica.apply(message.event);
    held = null;
    return replica;
  }

  stop() {
    this.stopFollowing();
  }

  private apply(event: StreamEvent) {
    if (event.type === 'opportunity.added' || event.type === 'opportunity.updated')
      this.live.set(event.opportunity.id, event.opportunity);
    else if (event.type === 'opportunity.removed') this.live.delete(event.id);
    else return;
    this.changes++;
  }

  get refreshing() {
    return this.bus.connected;
  }

  /** Also moves when the broker comes and goes: every opportunity's freshness changed then. */
  get version() {
    return this.changes * 2 + (this.refreshing ? 0 : 1);
  }

  private asServed(opportunity: Opportunity): Opportunity {
    return this.refreshing ? opportunity : { ...opportunity, feedFailing: true };
  }

  list(): Opportunity[] {
    return [...this.live.values()].map((o) => this.asServed(o));
  }

  get(id: string): Opportunity | undefined {
    const found = this.live.get(id);
    return found && this.asServed(found);
  }

  has(id: string): boolean {
    return this.live.has(id);
  }

  ids(): string[] {
    return [...this.live.keys()];
  }
}
