import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { buildProvider } from '../testing/fixtures';
import { PracticeFactsList } from './practice-facts-list';

// The ages a card says: the clinic's own, those a children's specialty implies (said to be
// implied), or 'Not reported'.

const agesShown = () => screen.getByText(/^(Ages|Edades)$/).nextElementSibling!.textContent;

afterEach(() => showLanguage('en'));

it("says a children's specialty sees 0 to 21 when nobody has said, and that the clinic has not confirmed it", async () => {
  const pediatrician = buildProvider(1, {
    specialty: 'Pediatrics, Developmental - Behavioral Pediatrics',
    agesFrom: null,
    agesTo: null,
  });
  const { unmount } = render(<PracticeFactsList provider={pediatrician} />);
  expect(agesShown()).toBe(
    "0 to 21 years, as a children's specialty (not confirmed by the clinic)",
  );
  unmount();

  await showLanguage('es');
  render(<PracticeFactsList provider={pediatrician} />);
  expect(agesShown()).toBe(
    'De 0 a 21 años, por ser una especialidad infantil (la clínica no lo ha confirmado)',
  );
});

it("says the clinic's own ages over the specialty's, and 'Not reported' for other specialties", () => {
  const listed = buildProvider(1, {
    specialty: 'Pediatrics, Developmental - Behavioral Pediatrics',
    agesFrom: 2,
    agesTo: 12,
  });
  const { unmount } = render(<PracticeFactsList provider={listed} />);
  expect(agesShown()).toBe('2 to 12 years');
  unmount();

  render(
    <PracticeFactsList
      provider={buildProvider(2, { specialty: 'Behavior Analyst', agesFrom: null, agesTo: null })}
    />,
  );
  expect(agesShown()).toBe('Not reported');
});
