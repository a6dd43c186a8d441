import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { showLanguage } from '@client/i18n/i18n';
import { ProposeTimeForm } from './propose-time-form';

afterEach(() => showLanguage('en'));

it('tells a Spanish-reading clinic in Spanish that its proposed date has passed', async () => {
  await showLanguage('es');
  const onSubmit = vi.fn();
  const { container } = render(
    <ProposeTimeForm pending={false} onSubmit={onSubmit} onCancel={() => {}} />,
  );
  fireEvent.change(container.querySelector('input[type="date"]')!, {
    target: { value: '2020-01-01' },
  });
  fireEvent.submit(container.querySelector('form')!);
  expect(await screen.findByText('La fecha no puede estar en el pasado')).toBeTruthy();
  expect(screen.queryByText('The date cannot be in the past')).toBeNull();
  expect(onSubmit).not.toHaveBeenCalled();
});
