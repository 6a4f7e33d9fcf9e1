import type { FastifyBaseLogger } from 'fastify';
import type { Lease } from './lease';

/** Work that one process at a time may do (the Telegram bot's long polling). */
export interface LeasedWork {
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `work` while this process holds `lease`: started when the lease is gained (here, or on
 * another process's death), stopped the moment it is lost. Changes apply one after the other.
 */
export function whileHeld(lease: Lease, work: LeasedWork, log: FastifyBaseLogger) {
  let transitions: Promise<void> = Promise.resolve();
  let stopping = false;
  lease.onChange((held) => {
    transitions = transitions
      .then(() => (held && !stopping ? work.start() : work.stop()))
      .catch((error: unknown) => log.error({ err: error }, 'leased work could not change state'));
  });
  return {
    /** Asks for the lease; with a memory lease the work has started on return. */
    async start() {
      await lease.start();
      await transitions;
    },
    /** The work stops before the lease is let go: the next holder never overlaps it. */
    async stop() {
      stopping = true;
      await transitions;
      await work.stop();
      await lease.stop();
      await transitions;
    },
  };
}
