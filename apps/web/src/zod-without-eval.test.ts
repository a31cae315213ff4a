import { afterEach, describe, expect, it, vi } from 'vitest';

describe('zod without eval (a strict Content-Security-Policy)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('turns on zod’s jitless setting, so no `new Function` probe runs in the browser', async () => {
    const probe = vi.fn();
    // The probe zod runs when JIT is allowed: a `new Function` call.
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        construct(target, args: string[]) {
          probe();
          return Reflect.construct(target, args);
        },
      }),
    );
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ name: z.string(), quantity: z.number() });
    for (let i = 0; i < 3; i++)
      expect(schema.parse({ name: 'Buds', quantity: 2 })).toEqual({ name: 'Buds', quantity: 2 });
    expect(probe).not.toHaveBeenCalled();
  });
});
