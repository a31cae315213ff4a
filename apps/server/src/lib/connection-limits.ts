import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A ceiling on the connections one remote address may hold open at once. Without it one client
 * could open hundreds of sockets and trickle into each (a slow-loris): the timeouts cut each one
 * after a while, but all would be held meanwhile. A connection beyond the ceiling is closed as soon
 * as it is accepted.
 *
 * The address is the socket's own, never X-Forwarded-For: the connection is refused before any
 * header has arrived, and a header can be forged. Behind a reverse proxy every connection comes from
 * the proxy, so there the proxy must limit per client (nginx `limit_conn`) and this ceiling is off
 * unless MAX_CONNECTIONS_PER_ADDRESS is set (config.ts, docs/operations.md).
 *
 * Returns the number of connections open per address (for tests and metrics).
 */
export function limitConnectionsPerAddress(server: Server, max: number): () => ReadonlyMap<string, number> {
  const open = new Map<string, number>();
  if (max <= 0) return () => open;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
  return () => open;
}
