/**
 * Fault injection for tests of the consumer: queued faults are taken by the next matching /v4
 * requests, one fault per request, in the order they were added.
 */

export const FAULT_KINDS = [
  'latency',
  '429',
  '5xx',
  'malformed',
  'truncated',
  'wrong-shape',
  'quota-exhausted',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultSpec {
  readonly kind: FaultKind;
  /** How many requests it affects (default 1). */
  readonly count?: number;
  /** latency: delay in ms before answering normally (default 2000). */
  readonly ms?: number;
  /** 5xx: the status to answer with (default 500). */
  readonly status?: number;
  /** Only requests whose path contains this text (e.g. "/odds" or a sport key). */
  readonly match?: string;
}

export interface PendingFault {
  readonly kind: FaultKind;
  remaining: number;
  readonly ms: number;
  readonly status: number;
  readonly match: string | null;
}

export class FaultQueue {
  private readonly queue: PendingFault[] = [];

  add(spec: FaultSpec): PendingFault {
    const fault: PendingFault = {
      kind: spec.kind,
      remaining: spec.count ?? 1,
      ms: spec.ms ?? 2000,
      status: spec.status ?? 500,
      match: spec.match ?? null,
    };
    this.queue.push(fault);
    return fault;
  }

  clear(): void {
    this.queue.length = 0;
  }

  /** The fault that applies to this request, if any (consuming one use of it). */
  take(path: string): PendingFault | null {
    const index = this.queue.findIndex((f) => f.match === null || path.includes(f.match));
    const fault = this.queue[index];
    if (!fault) return null;
    fault.remaining--;
    if (fault.remaining <= 0) this.queue.splice(index, 1);
    return fault;
  }

  list(): readonly PendingFault[] {
    return this.queue;
  }
}

/** Validates a fault spec from the control API (untrusted JSON). */
export function parseFaultSpec(input: unknown): FaultSpec | string {
  if (typeof input !== 'object' || input === null) return 'body must be a JSON object';
  const o = input as Record<string, unknown>;
  if (typeof o.kind !== 'string' || !(FAULT_KINDS as readonly string[]).includes(o.kind)) {
    return `kind must be one of ${FAULT_KINDS.join(', ')}`;
  }
  const int = (v: unknown, lo: number, hi: number): boolean =>
    v === undefined || (Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi);
  if (!int(o.count, 1, 1_000_000)) return 'count must be an integer from 1 to 1000000';
  if (!int(o.ms, 0, 120_000)) return 'ms must be an integer from 0 to 120000';
  if (!int(o.status, 500, 599)) return 'status must be an integer from 500 to 599';
  if (o.match !== undefined && typeof o.match !== 'string') return 'match must be a string';
  return {
    kind: o.kind as FaultKind,
    count: o.count as number | undefined,
    ms: o.ms as number | undefined,
    status: o.status as number | undefined,
    match: o.match as string | undefined,
  };
}
