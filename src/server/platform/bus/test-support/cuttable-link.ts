import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP relay to the broker that a test can cut and restore, so one process loses NATS while the
 * others keep it (stopping the broker would cut every process at once).
 */
export async function cuttableLink(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) return client.destroy();
    const upstream = createConnection({ host: hostname, port: Number(port || 4222) });
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: local } = server.address() as AddressInfo;
  return {
    url: `nats://127.0.0.1:${local}`,
    /** Drops every connection through the link and refuses new ones until `restore`. */
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
