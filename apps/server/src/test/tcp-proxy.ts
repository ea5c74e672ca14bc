import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones, as a restarting PostgreSQL does. */
  stop(): Promise<void>;
  /** Accepts connections again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay to `target`, so a test can take "the database" away and bring it back without touching the real server. */
export async function tcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => socket.destroy());
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      s.once('error', reject);
      s.listen(at, '127.0.0.1', () => resolve((s.address() as { port: number }).port));
      server = s;
    });
  const actual = await listen(port);
  const stop = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (s) await new Promise((resolve) => s.close(resolve));
  };
  return {
    port: actual,
    stop,
    start: async () => void (await listen(actual)),
    close: stop,
  };
}
