import { parentPort } from 'node:worker_threads';
import { analysePart } from './analysis-part';
import type { PartRequest } from './analysis-part';
import { unpackShare } from './packed-share';
import type { PackedShare } from './packed-share';

/** Thread entry of the analysis pool: answers each request with its part, or the error. */
parentPort?.on(
  'message',
  (message: { id: number; request?: PartRequest; packed?: PackedShare }) => {
    try {
      const request = message.packed ? unpackShare(message.packed) : message.request!;
      parentPort!.postMessage({ id: message.id, part: analysePart(request) });
    } catch (error) {
      parentPort!.postMessage({
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  },
);
