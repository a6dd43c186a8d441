import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { installTestApi, type Recorded } from '../../../../tests/support/test-api';
import { buildProfile } from '../../../../tests/support/profile-fixtures';
import WelcomePage from './welcome-page';

// jsdom lacks what Radix Select touches: pointer capture, scrollIntoView and ResizeObserver.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const firstVisit = buildProfile({
  insuranceType: null,
  desiredServices: [],
  zipCode: null,
});

// Like the server: the answer to a save is the saved profile.
const api = installTestApi(({ method, path, body }: Recorded) => {
  if (path === '/api/profile/insurance-networks') return { status: 200, body: { networks: [] } };
  if (path === '/api/profile' && method === 'PUT') {
    return { status: 200, body: { ...firstVisit, ...(body as object) } };
  }
  return { status: 200, body: firstVisit };
});
const saves = () => api.received.filter((r) => r.method === 'PUT').map((r) => r.body);

function renderStep() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/welcome']}>
        <Routes>
          <Route path="/welcome" element={<WelcomePage />} />
          <Route path="/home" element={<p>The providers that fit</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function answerTheSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Insurance Type' }));
  await user.click(await screen.findByRole('option', { name: 'Medicaid' }));
  await user.click(screen.getByRole('checkbox', { name: 'Autism Diagnosis' }));
  await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '31750');
}

describe('the first-run step', () => {
  it('asks, optional and explained, for a phone, a note and the language for clinics, and saves them', async () => {
    const user = renderStep();
    const clinics = within(
      await screen.findByRole('group', { name: 'For the clinics you ask (optional)' }),
    );
    // Why, and who sees them: only the clinics the family sends a request to.
    expect(
      screen.getByText(/Only the clinics you send a request to see these, with your request\./),
    ).toBeTruthy();
    await answerTheSearch(user);
    await user.type(
      clinics.getByRole('textbox', { name: 'Phone for the providers (optional)' }),
      '(229) 555-0182',
    );
    await user.type(
      clinics.getByRole('textbox', { name: 'What we are looking for (optional)' }),
      'ABA and speech therapy close to home.',
    );
    const language = within(clinics.getByRole('group', { name: 'Language for clinics' }));
    expect(language.getByRole('radio', { name: 'Do not say' })).toHaveProperty('checked', true);
    await user.click(language.getByRole('radio', { name: 'Spanish' }));
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show providers' }));

    expect(await screen.findByText('The providers that fit')).toBeTruthy();
    expect(saves()).toEqual([
      expect.objectContaining({
        insuranceType: 'Medicaid',
        desiredServices: ['Autism Diagnosis'],
        zipCode: '31750',
        phone: '(229) 555-0182',
        lookingFor: 'ABA and speech therapy close to home.',
        requestLanguage: 'es',
      }),
    ]);
  });

  it('leaves them out when the family gives none, and tells clinics no language', async () => {
    const user = renderStep();
    await answerTheSearch(user);
    await user.click(screen.getByRole('button', { name: 'Show providers' }));
    expect(await screen.findByText('The providers that fit')).toBeTruthy();
    const [saved] = saves() as Record<string, unknown>[];
    expect(saved).toMatchObject({ requestLanguage: null });
    expect(saved!.phone).toBeUndefined();
    expect(saved!.lookingFor).toBeUndefined();
  });

  it("refuses a phone that is not one with the profile's words, and sends nothing", async () => {
    const user = renderStep();
    await answerTheSearch(user);
    const phone = screen.getByRole('textbox', { name: 'Phone for the providers (optional)' });
    await user.type(phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Show providers' }));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    expect(saves()).toEqual([]);
  });
});
