import { parentPort } from 'node:worker_threads';
import { EVENTS_PER_MESSAGE, type OddsBodyReply, type OddsBodyRequest } from './odds-body-protocol';
import { ingestOddsBody } from './wire-ingest';

/**
 * The thread that reads a poll's body: parses the JSON once and validates it piece by piece, then
 * hands the valid events back in small messages.
 */
const port = parentPort;
if (!port) throw new Error('odds-body-thread runs only as a worker thread');

port.on('message', ({ id, text }: OddsBodyRequest) => {
  const post = (reply: OddsBodyReply) => port.postMessage(reply);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return post({ id, failed: 'not-json', message: (error as Error).message });
  }
  let result;
  try {
    result = ingestOddsBody(json);
  } catch (error) {
    return post({ id, failed: 'shape', message: (error as Error).message });
  }
  for (let i = 0; i < result.events.length; i += EVENTS_PER_MESSAGE) {
    post({ id, events: result.events.slice(i, i + EVENTS_PER_MESSAGE) });
  }
  post({ id, done: true, dropped: result.dropped });
});
