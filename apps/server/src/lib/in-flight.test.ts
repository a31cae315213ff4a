import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countInFlight } from './in-flight.js';

describe('countInFlight', () => {
  const answers: ServerResponse<IncomingMessage>[] = [];
  const server = createServer((_request, response) => answers.push(response));
  const inFlight = countInFlight(server);

  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('counts a request from its arrival until it is answered or its client goes away', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = () => {
      const outgoing = request({ port, host: '127.0.0.1', path: '/', agent: false });
      outgoing.on('error', () => undefined);
      outgoing.end();
      return outgoing;
    };
    const answered = new Promise<number | undefined>((resolve) =>
      send().on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      }),
    );
    await vi.waitFor(() => expect(inFlight()).toBe(1));
    const abandoned = send();
    await vi.waitFor(() => expect(inFlight()).toBe(2));
    answers[0]!.end('done');
    expect(await answered).toBe(200);
    await vi.waitFor(() => expect(inFlight()).toBe(1));
    abandoned.destroy();
    await vi.waitFor(() => expect(inFlight()).toBe(0));
  });
});
