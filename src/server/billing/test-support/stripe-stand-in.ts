import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

type Handler = (call: RecordedCall) => { status?: number; body: unknown } | undefined;

/** A local HTTP server in Stripe's place: records every call, answers from the test's handler. */
export async function startStripeStandIn(handler: Handler) {
  const calls: RecordedCall[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const call = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(raw),
        headers: req.headers,
      };
      calls.push(call);
      const answer = handler(call) ?? {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            message: `stand-in has no ${call.method} ${call.path}`,
          },
        },
      };
      res.writeHead(answer.status ?? 200, {
        'content-type': 'application/json',
        'request-id': 'req_standin',
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The Stripe client keeps connections alive; do not wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
