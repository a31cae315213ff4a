import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Answers any API request the test's routes did not claim, as the server does for a path it does
 * not know. `fakeApi` puts it under a test's routes; a test that set up no API gets none of it.
 */
export const notFound = http.all('/api/*', () => HttpResponse.json({ message: 'Not found' }, { status: 404 }));

/**
 * The one fake of the shop's API for the web tests (MSW). vitest.setup.ts starts it for every
 * test file and forgets each test's routes afterwards; a request for anything else (another
 * host, a page) fails the test loudly instead of reaching the network.
 */
export const server = setupServer();
