import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectFetch } from './inject-fetch.js';

describe('injectFetch', () => {
  it('sends the Host of the URL asked for, as a real request would', async () => {
    // The simulators' URLs are on PUBLIC_URL: an in-process call must not look like a request on
    // another host (the server warns about those, lib/host-check.ts).
    const app = Fastify();
    app.get('/echo', async (request) => ({ host: request.host }));
    await app.ready();
    try {
      const answer = await injectFetch(app)('https://shop.example.com/echo');
      expect(await answer.json()).toEqual({ host: 'shop.example.com' });
      const withPort = await injectFetch(app)(new URL('http://127.0.0.1:3100/echo'));
      expect(await withPort.json()).toEqual({ host: '127.0.0.1:3100' });
    } finally {
      await app.close();
    }
  });
});
