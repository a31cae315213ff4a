/**
 * Errors a service throws to end a request with a given status and a message meant for the
 * shopper. Anything else that escapes a handler is logged and answered with a generic 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}
