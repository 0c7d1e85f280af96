import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay a test puts between the server and PostgreSQL, to take the database away and
 * give it back: while cut, every open connection is reset and new ones are closed as soon as
 * they arrive, as when the database restarts or the network between them fails.
 */
export interface TcpRelay {
  port: number;
  /** Resets every connection and closes new ones until `restore()`. */
  cut(): void;
  restore(): void;
  /** Connections relayed so far (refused ones not counted). */
  readonly relayed: number;
  close(): Promise<void>;
}

export async function startTcpRelay(target: { host: string; port: number }, options: { cut?: boolean } = {}) {
  let open = !options.cut;
  let relayed = 0;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A reset peer is what the relay is for; the error is not the test's.
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    if (!open) {
      client.resetAndDestroy();
      return;
    }
    relayed += 1;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the relay has no port');
  const relay: TcpRelay = {
    port: address.port,
    cut() {
      open = false;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      open = true;
    },
    get relayed() {
      return relayed;
    },
    async close() {
      relay.cut();
      server.close();
      await once(server, 'close');
    },
  };
  return relay;
}
