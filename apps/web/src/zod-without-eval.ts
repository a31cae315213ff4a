// zod compiles fast object parsers with `new Function` when it may. Its probe for that is caught,
// but a Content-Security-Policy without 'unsafe-eval' (the shop's) still reports it as a violation
// (a DevTools issue, which costs Lighthouse's Best Practices). The browser parses few objects, so
// the interpreted parsers are fast enough: zod's `jitless` setting skips the probe.
//
// Set through the global object zod keeps its settings in (`z.config()` writes the same object,
// zod/v4/core/core.js) rather than `import { config } from 'zod/v4/core'`, which would pull ~4 KB
// of zod into the entry script of every page. Whichever runs first creates the object; the
// other adds to it. zod-without-eval.test.ts checks that `z.config()` sees the setting.
type ZodSettings = { jitless?: boolean };
const holder = globalThis as { __zod_globalConfig?: ZodSettings };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
