import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createTestApp, type TestContext } from './test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the app shell', () => {
  it('reports health when the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document with the catalogue routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/products/', '/api/v1/categories/', '/api/v1/products/featured/']),
    );
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter/subscribe/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });

  it('accepts API paths without the trailing slash', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/products/featured' });
    expect(response.statusCode).toBe(200);
  });

  it('ignores a bearer token it did not sign', async () => {
    const forged = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6InN0YWZmIn0.';
    const token = await ctx.app.services.accessTokens.verify(forged);
    expect(token).toBeNull();
  });
});

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.esewaSimulated).toBe(true);
  });

  it('seeds the demo catalogue on a laptop only, unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com', SEED_DEMO: 'on' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000', SEED_DEMO: 'off' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com', SEED_DEMO: '' }).SEED_DEMO).toBe(false);
  });

  it('rejects nonsense with a clear message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
