import { parentPort } from 'node:worker_threads';
import { analysePart } from './analysis-part';
import type { PartRequest } from './analysis-part';

/** Thread entry of the analysis pool: answers each request with its part, or the error. */
parentPort?.on('message', (message: { id: number; request: PartRequest }) => {
  try {
    parentPort!.postMessage({ id: message.id, part: analysePart(message.request) });
  } catch (error) {
    parentPort!.postMessage({
      id: message.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
