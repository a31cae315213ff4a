import type { Server } from 'node:http';

/**
 * Counts the HTTP requests a server is answering right now, so background work (the mail queue)
 * can give way to shoppers. A response's 'close' comes after it is sent or when the client went
 * away, so every request is counted out exactly once.
 */
export function countInFlight(server: Server): () => number {
  let inFlight = 0;
  server.on('request', (_request, response) => {
    inFlight++;
    response.once('close', () => inFlight--);
  });
  return () => inFlight;
}
