import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('documents every auth and account endpoint in the OpenAPI document', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/v1/users/register/',
      '/api/v1/users/login/',
      '/api/v1/auth/token/refresh/',
      '/api/v1/auth/logout/',
      '/api/v1/auth/google/',
      '/api/v1/auth/config/',
      '/api/v1/auth/password-reset/',
      '/api/v1/auth/set-new-password/',
      '/api/v1/auth/change-password/',
      '/api/v1/auth/profile/',
    ]),
  );
});
