import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useProviderSearch } from './use-provider-search';

const ability = { canMatchInsurance: true, canSortByDistance: true };

function wrapper({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/home?tab=list&service=ADHD+Evaluation&within=50']}>
      {children}
    </MemoryRouter>
  );
}

describe('useProviderSearch', () => {
  it('keeps every change made before the page has drawn the first one', () => {
    const { result } = renderHook(
      () => ({ search: useProviderSearch(ability), location: useLocation() }),
      { wrapper },
    );
    // Two chips removed in quick succession: the second tap lands before the first has
    // re-rendered the page, so it must build on the first, not on what was on screen.
    act(() => {
      result.current.search.update({ within: 'any' });
      result.current.search.update({ service: [] });
    });
    const query = new URLSearchParams(result.current.location.search);
    expect(query.get('within')).toBe('any');
    expect(query.has('service')).toBe(false);
    expect(query.get('tab')).toBe('list');
  });

  it('builds on the address as it is now once the page has drawn it', () => {
    const { result } = renderHook(
      () => ({ search: useProviderSearch(ability), location: useLocation() }),
      { wrapper },
    );
    act(() => result.current.search.update({ within: 'any' }));
    act(() => result.current.search.update({ tab: 'map' }));
    const query = new URLSearchParams(result.current.location.search);
    expect(query.get('within')).toBe('any');
    expect(query.get('tab')).toBe('map');
    expect(query.get('service')).toBe('ADHD Evaluation');
  });
});
