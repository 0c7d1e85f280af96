import { createServer, connect, type Socket } from 'node:net';

export interface CuttableConnection {
  /** The address to give the browser: the real server, reached through this connection. */
  url: string;
  /** From now on the server is unreachable: open connections drop, new ones are refused. */
  cut(): Promise<void>;
  /** The server is reachable again, at the same address. */
  restore(): Promise<void>;
}

/**
 * A plain TCP relay in front of a running server. Cutting it is what the browser sees when
 * the server goes away (connections reset, then refused), without stopping the real server
 * that other tests share, and without starting one of its own.
 */
export async function cuttableConnection(serverUrl: string): Promise<CuttableConnection> {
  const target = new URL(serverUrl);
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        relay.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = relay.address();
  if (typeof address !== 'object' || !address) throw new Error('the relay has no port');
  return {
    restore: () => listen(address.port),
    url: `http://127.0.0.1:${address.port}`,
    async cut() {
      const closed = new Promise<void>((resolve) => relay.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
