import type { Opportunity } from '../../contracts/opportunities';
import { toOpportunity } from '../engine/opportunity-dto';
import type { TrackedOpportunity } from '../engine/opportunity-tracker';
import { DEFAULT_TRUST_POLICY, type TrustPolicy } from '../../core/opportunity-trust';
import type { LiveReplica } from './live-replica';

/** The replica of a process that runs the scanner: the tracker itself, read as members see it. */
export class EngineReplica implements LiveReplica {
  readonly refreshing = true;
  version = 0;

  constructor(
    private readonly live: ReadonlyMap<string, TrackedOpportunity>,
    private readonly now: () => number = Date.now,
    /** Sports whose last poll failed: their prices are not refreshing. */
    private readonly feedFailing: (sportKey: string) => boolean = () => false,
    private readonly trust: TrustPolicy = DEFAULT_TRUST_POLICY,
  ) {}

  /** The engine applied a pass that changed the set. */
  changed() {
    this.version++;
  }

  private served(tracked: TrackedOpportunity, now: number): Opportunity {
    const failing = this.feedFailing(tracked.candidate.event.sportKey);
    return toOpportunity(tracked, now, failing, this.trust);
  }

  list(): Opportunity[] {
    const now = this.now();
    return [...this.live.values()].map((tracked) => this.served(tracked, now));
  }

  get(id: string): Opportunity | undefined {
    const tracked = this.live.get(id);
    return tracked ? this.served(tracked, this.now()) : undefined;
  }

  has(id: string): boolean {
    return this.live.has(id);
  }

  ids(): string[] {
    return [...this.live.keys()];
  }
}
