import type { Lease } from './lease';

/** One process: it is always the holder. */
export class MemoryLease implements Lease {
  readonly kind = 'memory';
  held = false;
  private readonly listeners: ((held: boolean) => void)[] = [];

  onChange(listener: (held: boolean) => void): void {
    this.listeners.push(listener);
  }

  async start(): Promise<void> {
    this.held = true;
    for (const listener of this.listeners) listener(true);
  }

  async stop(): Promise<void> {
    this.held = false;
  }
}
