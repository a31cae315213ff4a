import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { oneOf, pageOf, useListParams } from './use-list-params';

function renderAt(search: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/staff/list${search}`]}>{children}</MemoryRouter>
  );
  return renderHook(() => useListParams(), { wrapper });
}

describe('the staff lists’ query in the address', () => {
  it('sets and clears parameters; any change but the page goes back to page 1', () => {
    const { result } = renderAt('?q=phone&status=active&page=3');
    act(() => result.current.update({ status: undefined, sort: 'name' }));
    expect(result.current.params.toString()).toBe('q=phone&sort=name');
    act(() => result.current.update({ page: '2' }));
    expect(result.current.params.toString()).toBe('q=phone&sort=name&page=2');
    act(() => result.current.update({ q: '' }));
    expect(result.current.params.toString()).toBe('sort=name');
  });

  it('reads the page and known values, ignoring anything else', () => {
    expect(pageOf(new URLSearchParams('page=4'))).toBe(4);
    for (const page of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x'])
      expect(pageOf(new URLSearchParams(page))).toBe(1);
    expect(oneOf(['active', 'disabled'] as const, 'disabled')).toBe('disabled');
    expect(oneOf(['active', 'disabled'] as const, 'gone')).toBeUndefined();
    expect(oneOf(['active', 'disabled'] as const, null)).toBeUndefined();
  });
});
