import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { installTestApi, type Recorded } from '../../../../tests/support/test-api';
import { SignInForm } from './sign-in-form';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'kim.osei@example.org',
  firstName: 'Kim',
  lastName: 'Osei',
  profileImageUrl: null,
  role: 'user',
};

const api = installTestApi((request: Recorded) =>
  request.path === '/api/auth/sign-up'
    ? { status: 201, body: user }
    : { status: 404, body: { code: 'not_found', message: 'Not found' } },
);

function renderForm(mode: 'sign-in' | 'sign-up') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/sign-in']}>
        <SignInForm mode={mode} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillSignUp(
  ui: ReturnType<typeof userEvent.setup>,
  values: { firstName: string; lastName: string; email: string; password: string },
) {
  await ui.type(screen.getByLabelText('First name'), values.firstName);
  await ui.type(screen.getByLabelText('Last name'), values.lastName);
  await ui.type(screen.getByLabelText('Email'), values.email);
  await ui.type(screen.getByLabelText('Password'), values.password);
}

describe('the sign-up form', () => {
  it('says why a common password will not do, and sends nothing', async () => {
    const ui = renderForm('sign-up');
    expect(screen.getByText(/At least 12 characters/)).toBeTruthy();
    await fillSignUp(ui, {
      firstName: 'Kim',
      lastName: 'Osei',
      email: 'kim.osei@example.org',
      password: 'password1234',
    });
    await ui.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText(
        'This is similar to a commonly used password. Add more words that are less common.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(api.received).toEqual([]);
  });

  it('refuses a password built from the person’s own name', async () => {
    const ui = renderForm('sign-up');
    await fillSignUp(ui, {
      firstName: 'Quentin',
      lastName: 'Zylberstein',
      email: 'qz@example.org',
      password: 'zylbersteinquentin',
    });
    await ui.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/Your name, your e-mail address/)).toBeTruthy();
    expect(api.received).toEqual([]);
  });

  it('sends a password that is hard to guess', async () => {
    const ui = renderForm('sign-up');
    await fillSignUp(ui, {
      firstName: 'Kim',
      lastName: 'Osei',
      email: 'kim.osei@example.org',
      password: 'a calm long password',
    });
    await ui.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(api.received).toHaveLength(1));
    expect(api.received[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/sign-up',
      body: { email: 'kim.osei@example.org', password: 'a calm long password' },
    });
  });
});

describe('the sign-in form', () => {
  it('shows the server’s words when there were too many attempts', async () => {
    api.handle = () => ({
      status: 429,
      body: {
        code: 'too_many_attempts',
        message: 'Too many attempts. Please try again in 15 minutes.',
      },
    });
    const ui = renderForm('sign-in');
    await ui.type(screen.getByLabelText('Email'), 'kim.osei@example.org');
    await ui.type(screen.getByLabelText('Password'), 'any old password');
    await ui.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many attempts. Please try again in 15 minutes.',
      ),
    );
  });
});
