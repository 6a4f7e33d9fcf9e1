import { parentPort, workerData } from 'node:worker_threads';

/**
 * The bench's client, on a thread of its own so that the server's stalls cannot delay it: asks
 * `/healthz` and `/api/live-arbitrage` in turn every 20 ms and reports when each request was
 * sent and how long it waited.
 */
const { url, cookie } = workerData as { url: string; cookie: string };
const port = parentPort!;
let running = true;
port.on('message', (message: string) => {
  if (message === 'stop') running = false;
});

const paths = ['/healthz', '/api/live-arbitrage'] as const;
let turn = 0;
while (running) {
  const path = paths[turn++ % paths.length]!;
  const sentAt = performance.timeOrigin + performance.now();
  const t0 = performance.now();
  let ok = false;
  try {
    const response = await fetch(`${url}${path}`, { headers: { cookie } });
    await response.arrayBuffer();
    ok = response.ok;
  } catch {
    ok = false;
  }
  port.postMessage({ path, sentAt, ms: performance.now() - t0, ok });
  await new Promise((resolve) => setTimeout(resolve, 20));
}
port.postMessage('stopped');
