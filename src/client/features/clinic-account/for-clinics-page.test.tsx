import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { createQueryClient } from '@client/lib/query-client';
import { installTestApi, type Recorded, type Reply } from '../../../../tests/support/test-api';
import ForClinicsPage from './for-clinics-page';

// The page a clinic reaches from the footer of our e-mails (`?npi=`): it finds the listing at
// once, and a claim on a listing with an address asks for the code sent there.

const LISTING = {
  id: '10000000-0000-4000-8000-000000000001',
  name: 'Piedmont Child Psychology',
  specialty: 'Clinical Psychologist',
  city: 'Durham',
  state: 'NC',
  npi: '1234567890',
};
const CLAIM_ID = '20000000-0000-4000-8000-000000000001';

function answer(request: Recorded): Reply {
  if (request.path === '/api/clinic/listings/search')
    return { status: 200, body: { listings: [LISTING] } };
  if (request.path === '/api/clinic/claims') {
    return {
      status: 201,
      body: { id: CLAIM_ID, status: 'code_sent', sentTo: 'f•••@piedmont.example' },
    };
  }
  if (request.path === `/api/clinic/claims/${CLAIM_ID}/code`) {
    return (request.body as { code: string }).code === '246810'
      ? { status: 200, body: { status: 'approved' } }
      : {
          status: 403,
          body: {
            code: 'claim_code_wrong',
            field: 'code',
            message: 'That code is not right. You can try 4 more times.',
          },
        };
  }
  // Nobody is signed in: the page is open to anyone.
  return { status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } };
}

const api = installTestApi(answer);

it('searches the NPI from the link, claims the listing and confirms the code sent to its address', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/for-clinics?npi=1234567890']}>
        <ForClinicsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await user.click(
    await screen.findByRole('button', { name: 'This is my clinic: Piedmont Child Psychology' }),
  );
  const search = api.received.find((r) => r.path === '/api/clinic/listings/search');
  expect(search?.query.get('npi')).toBe('1234567890');

  await user.type(screen.getByLabelText('Your name'), 'Jordan Price');
  await user.type(screen.getByLabelText('Your role at the clinic'), 'Office manager');
  await user.type(screen.getByLabelText('Work e-mail'), 'Jordan@Piedmont.example');
  await user.type(screen.getByLabelText('Phone'), '(919) 555-0199');
  await user.click(screen.getByRole('button', { name: 'Ask to manage this listing' }));
  expect(
    await screen.findByText(/We e-mailed a 6-digit code to f•••@piedmont\.example/),
  ).toBeTruthy();
  expect(api.received.find((r) => r.path === '/api/clinic/claims')?.body).toEqual({
    providerId: LISTING.id,
    name: 'Jordan Price',
    role: 'Office manager',
    workEmail: 'jordan@piedmont.example',
    phone: '(919) 555-0199',
    cannotReachListingEmail: false,
  });

  const code = screen.getByLabelText('6-digit code');
  await user.type(code, '111111');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('That code is not right. You can try 4 more times.')).toBeTruthy();
  expect(code.getAttribute('aria-invalid')).toBe('true');

  await user.clear(code);
  await user.type(code, '246810');
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(
    await screen.findByRole('heading', { name: 'You can now manage this listing' }),
  ).toBeTruthy();
  expect(
    screen.getByText(
      'We e-mailed a sign-in link to jordan@piedmont.example. It works once, for 15 minutes.',
    ),
  ).toBeTruthy();
});
