// Under the vmThreads pool a test file's global object is jsdom's window, which has no Web Streams;
// msw (src/testing) needs them, as a browser has them.
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });
