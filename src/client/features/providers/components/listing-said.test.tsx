import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { ListingSaid } from './listing-said';

// What the clinic said on its own listing, as a family reads it on the card and the popup.

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('ListingSaid', () => {
  afterEach(() => showLanguage('en'));

  it('names the fields the clinic said, and the day', () => {
    const at = '2026-11-20T15:00:00.000Z';
    render(
      <ListingSaid
        listing={{
          confirmedAt: at,
          current: true,
          saidAt: { phone: at, openings: at },
        }}
      />,
    );
    expect(
      screen.getByText(/^Said by the clinic on 20 November 2026: Openings, Phone$/),
    ).toBeTruthy();
  });

  it('after 60 days says only that the listing is not confirmed', () => {
    const at = daysAgo(61);
    render(<ListingSaid listing={{ confirmedAt: at, current: false, saidAt: { phone: at } }} />);
    expect(screen.getByText(/^Not confirmed by the clinic since /)).toBeTruthy();
    expect(screen.queryByText(/Said by the clinic/)).toBeNull();
  });

  it('says a confirmation as one line, in Spanish too', async () => {
    await showLanguage('es');
    const at = '2026-11-20T15:00:00.000Z';
    render(
      <ListingSaid
        listing={{ confirmedAt: at, current: true, saidAt: { phone: at, confirmed: at } }}
      />,
    );
    expect(
      screen.getByText('Listado confirmado por la clínica el 20 de noviembre de 2026'),
    ).toBeTruthy();
  });

  it('shows nothing when the clinic never said anything', () => {
    const { container } = render(<ListingSaid listing={null} />);
    expect(container.innerHTML).toBe('');
  });
});
