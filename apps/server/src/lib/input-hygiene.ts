import { hasInvalidTextCharacters, INVALID_TEXT_CHARACTERS } from '@pasal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from './refusal.js';

// One rule for every string the API accepts, in one place: no U+0000 and no unpaired UTF-16
// surrogate, in the body (values and property names), the query string or the path. PostgreSQL
// cannot store either (the driver or the server fails, and the shopper got a 500), and no field
// of the shop has a use for them. Checked before the route's own validation, so no module has to
// remember it field by field.

/** Where a request's input comes from, in the order they are checked. */
const PARTS = ['params', 'query', 'body'] as const;

/**
 * The dotted path of the first string in `value` (or property name) holding U+0000 or an unpaired
 * surrogate, `fallback` when `value` is itself such a string, or null when all is well. Walks
 * iteratively: a 1 MB body can nest deeper than the call stack.
 */
export function findInvalidText(value: unknown, fallback: string): string | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (hasInvalidTextCharacters(current)) return path || fallback;
    } else if (Array.isArray(current)) {
      // Reversed onto the stack so the first bad item is the one reported.
      for (let index = current.length - 1; index >= 0; index -= 1)
        pending.push({ value: current[index], path: path ? `${path}.${index}` : String(index) });
    } else if (isPlainRecord(current)) {
      const entries = Object.entries(current);
      for (const [key] of entries) if (hasInvalidTextCharacters(key)) return path || fallback;
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        pending.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * Objects whose properties are input: JSON objects, and Fastify's parsed params and query string
 * (whose prototype is an empty null-prototype object). Not Buffers, streams or dates (a raw or
 * multipart body is checked by whoever reads it).
 */
function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Date) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** The 400 for the first bad string of a request, in the shape of the schema validation errors. */
export function checkRequestText(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  for (const part of PARTS) {
    const found = findInvalidText(request[part], part === 'query' ? 'querystring' : part);
    if (found !== null) {
      // A path no route matched comes as the not-found handler's '*' parameter.
      const field = found === '*' ? 'path' : found;
      throw refuse(
        'invalid_field',
        { field, problem: INVALID_TEXT_CHARACTERS },
        { errors: { [field]: INVALID_TEXT_CHARACTERS } },
      );
    }
  }
}

/**
 * Registers the rule for every route (and the not-found handler). preValidation: the body has
 * been parsed, and the route's schema has not looked at it yet.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => checkRequestText(request));
}

/** The field message for a path that is not a valid address (a bad % escape, or one that is not UTF-8). */
const INVALID_PATH = 'is not a valid address';

/**
 * Fastify's `frameworkErrors`: requests turned away before routing, so before any hook ran (a
 * path with a % escape that is not UTF-8, such as a lone surrogate's %ED%A0%80, or a parameter
 * over the router's length limit). They get the shop's JSON error shape and `headers` (the
 * security headers, which the hooks would have set).
 */
export function frameworkErrorAnswer(headers: Readonly<Record<string, string>>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    void reply.headers(headers);
    if (error.code === 'FST_ERR_BAD_URL') {
      void reply.status(400).send({ message: `Invalid path: ${INVALID_PATH}`, errors: { path: INVALID_PATH } });
    } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      void reply.status(414).send({ message: 'The address is too long' });
    } else {
      reply.log.error({ err: error }, 'unhandled framework error');
      void reply.status(500).send({ message: 'Something went wrong' });
    }
  };
}
