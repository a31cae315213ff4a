import { INVALID_TEXT_CHARACTERS } from '@pasal/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors.js';
import { checkRequestText, findInvalidText } from './input-hygiene.js';

describe('findInvalidText', () => {
  it('passes clean input of any shape', () => {
    expect(findInvalidText({ name: 'Sita', lines: [{ note: 'नमस्ते 📱' }], n: 3, ok: true, none: null }, 'body')).toBe(
      null,
    );
    expect(findInvalidText(undefined, 'body')).toBe(null);
    expect(findInvalidText('plain', 'body')).toBe(null);
  });

  it('names the dotted path of the first bad string, nested in objects and arrays', () => {
    expect(findInvalidText({ notes: 'a\u0000b' }, 'body')).toBe('notes');
    expect(findInvalidText({ shipping: { full_name: 'x\uD800' } }, 'body')).toBe('shipping.full_name');
    expect(findInvalidText({ items: [{ slug: 'ok' }, { slug: '\uDC00' }] }, 'body')).toBe('items.1.slug');
    expect(findInvalidText({ a: 'ok', b: '\u0000', c: '\u0000' }, 'body')).toBe('b');
  });

  it('checks property names, reporting the object that holds them', () => {
    expect(findInvalidText({ shipping: { ['\u0000']: 1 } }, 'body')).toBe('shipping');
    expect(findInvalidText({ ['bad\uD83D']: 'x' }, 'body')).toBe('body');
  });

  it('reports a bad top-level string under the fallback name', () => {
    expect(findInvalidText('\u0000', 'body')).toBe('body');
  });

  it('walks very deep nesting without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(findInvalidText(deep, 'body')).toMatch(/^0(\.0)*$/);
  });

  it('ignores buffers and other non-JSON objects', () => {
    expect(findInvalidText(Buffer.from('\u0000'), 'body')).toBe(null);
  });
});

describe('checkRequestText', () => {
  const attempt = (request: { params?: unknown; query?: unknown; body?: unknown }) => {
    try {
      checkRequestText({ params: request.params ?? {}, query: request.query ?? {}, body: request.body });
      return null;
    } catch (error) {
      return error;
    }
  };

  it('answers 400 with the field message, path parameters first', () => {
    const error = attempt({ params: { order_number: 'ORD\u0000' }, body: { notes: '\u0000' } });
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: `Invalid order_number: ${INVALID_TEXT_CHARACTERS}`,
      errors: { order_number: INVALID_TEXT_CHARACTERS },
    });
  });

  it('checks the query string', () => {
    expect(attempt({ query: Object.assign(Object.create(null) as object, { q: '\uD800' }) })).toMatchObject({
      errors: { q: INVALID_TEXT_CHARACTERS },
    });
  });

  it('lets clean requests through', () => {
    expect(attempt({ params: { slug: 'iphone-15' }, query: { page: '2' }, body: { notes: 'Call first' } })).toBe(null);
  });
});
