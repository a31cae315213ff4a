import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that answers from this server's own routes through `app.inject`, without a socket.
 * The provider clients use it to reach the built-in simulators, so the simulated flow works the
 * same in tests (no listening port), behind a proxy and whatever PUBLIC_URL says.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    // The Host a real request would carry: the simulators' URLs are on PUBLIC_URL, and a call on
    // light-my-request's default (`localhost:80`) would look like a shopper on another host.
    const headers: Record<string, string> = { host: url.host };
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const body = typeof init.body === 'string' ? init.body : undefined;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(body === undefined ? {} : { payload: body }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
  return fetchImpl as typeof fetch;
}
