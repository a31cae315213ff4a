import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const answer = { values: { email: 'sita@example.com' }, errors: {} };

describe('lazyResolver', () => {
  it('loads the resolver at the first check, once, and hands every check to it', async () => {
    const resolve = vi.fn<Resolver<Values>>(async () => answer);
    const load = vi.fn(async () => resolve);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([resolver({ email: 'a' }, undefined, options), resolver({ email: 'b' }, undefined, options)]);
    expect(await resolver({ email: 'c' }, undefined, options)).toBe(answer);
    expect(load).toHaveBeenCalledTimes(1);
    expect(resolve.mock.calls.map(([values]) => values.email)).toEqual(['a', 'b', 'c']);
  });

  it('tries the download again at the next check when it failed', async () => {
    const resolve = vi.fn<Resolver<Values>>(async () => answer);
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline'));
    load.mockResolvedValue(resolve);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: 'a' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ email: 'a' }, undefined, options)).toBe(answer);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
