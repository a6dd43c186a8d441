import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useFocusHash } from './use-focus-hash';

function Page({ ready }: { ready: boolean }) {
  useFocusHash(ready);
  return ready ? (
    <ul>
      <li id="request-a">First</li>
      <li id="request-b">Second</li>
    </ul>
  ) : null;
}

describe('useFocusHash', () => {
  it('scrolls to and focuses the card the hash names, once the cards are there', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { rerender } = render(
      <MemoryRouter initialEntries={['/appointments#request-b']}>
        <Page ready={false} />
      </MemoryRouter>,
    );
    expect(scrolled).not.toHaveBeenCalled();
    rerender(
      <MemoryRouter initialEntries={['/appointments#request-b']}>
        <Page ready />
      </MemoryRouter>,
    );
    const target = document.getElementById('request-b')!;
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a hash', () => {
    render(
      <MemoryRouter initialEntries={['/appointments']}>
        <Page ready />
      </MemoryRouter>,
    );
    expect(document.activeElement).toBe(document.body);
  });
});
