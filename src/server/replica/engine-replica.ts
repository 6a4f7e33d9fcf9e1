import type { Opportunity } from '../../contracts/opportunities';
import { toOpportunity } from '../engine/opportunity-dto';
import type { TrackedOpportunity } from '../engine/opportunity-tracker';
import type { LiveReplica } from './live-replica';

/** The replica of a process that runs the scanner: the tracker itself, read as members see it. */
export class EngineReplica implements LiveReplica {
  readonly refreshing = true;

  constructor(
    private readonly live: ReadonlyMap<string, TrackedOpportunity>,
    private readonly now: () => number = Date.now,
  ) {}

  list(): Opportunity[] {
    const now = this.now();
    return [...this.live.values()].map((tracked) => toOpportunity(tracked, now));
  }

  get(id: string): Opportunity | undefined {
    const tracked = this.live.get(id);
    return tracked ? toOpportunity(tracked, this.now()) : undefined;
  }

  has(id: string): boolean {
    return this.live.has(id);
  }

  ids(): string[] {
    return [...this.live.keys()];
  }
}
