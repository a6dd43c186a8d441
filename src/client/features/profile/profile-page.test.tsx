// The profile page against a real HTTP server rather than a mocked fetch, so requests go over the
// wire as in a browser: a node:http server on 127.0.0.1 records every request and answers as
// each test says. The app calls relative URLs ('/api/profile') as it does in the browser, but
// Node's fetch has no page origin to resolve them against, so `globalThis.fetch` is wrapped to
// prefix the server's address and then call the original fetch. The session and the first
// profile load are seeded in the query cache, so the server sees only what the form sends.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Toaster } from '@client/components/toaster';
import { toast } from '@client/lib/toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountSession, CurrentUser } from '@shared/api/auth';
import { PROFILE_MESSAGES, type InsuranceNetwork, type Profile } from '@shared/api/profile';
import { showLanguage } from '@client/i18n/i18n';
import { SessionProvider, SessionUser } from '@client/lib/session-user';
import { createQueryClient } from '@client/lib/query-client';
import type * as SignedOut from '@client/lib/signed-out';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { aFamily } from '../../../../tests/support/current-user';
import ProfilePage from './profile-page';

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

// The real signed-out path (toast, then redirect after 500 ms), with only the browser navigation
// replaced: jsdom cannot navigate to /api/login.
const { navigate } = vi.hoisted(() => ({ navigate: vi.fn() }));
vi.mock('@client/lib/signed-out', async (importOriginal) => {
  const actual = await importOriginal<typeof SignedOut>();
  return { ...actual, handleSignedOut: () => actual.handleSignedOut(navigate) };
});

type Recorded = { method: string; url: string; body: unknown };
type Reply = { status: number; body: unknown };

const received: Recorded[] = [];
/** What `GET /api/profile/insurance-networks` answers: a read the form makes, not recorded. */
let networks: InsuranceNetwork[] = [];
let replyTo: (request: Recorded) => Reply = () => ({ status: 500, body: { message: 'unset' } });
let server: Server;
const originalFetch = globalThis.fetch;

async function handle(request: IncomingMessage, response: ServerResponse) {
  let text = '';
  for await (const chunk of request) text += chunk;
  const recorded = {
    method: request.method ?? '',
    url: request.url ?? '',
    body: text ? JSON.parse(text) : undefined,
  };
  const reply =
    recorded.url === '/api/profile/insurance-networks'
      ? { status: 200, body: { networks } }
      : (received.push(recorded), replyTo(recorded));
  response.writeHead(reply.status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(reply.body));
}

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) =>
    originalFetch(
      typeof input === 'string' && input.startsWith('/') ? origin + input : input,
      init,
    );
});

afterAll(async () => {
  globalThis.fetch = originalFetch;
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  received.length = 0;
  networks = [];
  navigate.mockReset();
  toast.dismiss();
});

const parent = aFamily({ lastName: null });
const noChild = {
  insuranceNetworkId: null,
  careFor: 'child' as const,
  childAgeYears: null,
  childAgeMonths: null,
  lookingFor: null,
  phone: null,
  requestLanguage: null,
  travelMiles: 50,
  savedSearch: null,
};
const emptyProfile: Profile = {
  insuranceType: null,
  desiredServices: [],
  zipCode: null,
  ...noChild,
};

const thisBrowser: AccountSession = {
  id: 'this',
  device: { browser: 'Firefox', system: 'Windows' },
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  current: true,
};

function renderPage(
  profile: Profile | undefined,
  user: CurrentUser = parent,
  accountSessions: AccountSession[] = [thisBrowser],
) {
  const queryClient: QueryClient = createQueryClient();
  const session = new SessionUser(user);
  if (profile) queryClient.setQueryData(['/api/profile'], profile);
  // The account cards' own data, so these tests see only what the profile form sends.
  queryClient.setQueryData(['/api/account/sessions'], accountSessions);
  render(
    <SessionProvider session={session}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/profile']}>
          <ProfilePage />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

const insuranceSelect = () => screen.getByRole('combobox', { name: 'Insurance Type' });
const saveButton = () => screen.getByRole('button', { name: 'Save Profile' });

describe('profile page', () => {
  it('shows the account read-only, with Not provided for what is missing', () => {
    renderPage(emptyProfile, { ...parent, firstName: 'Sam', lastName: 'Rivera', email: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Provider Map' }).getAttribute('href')).toBe(
      '/home',
    );
    const account = screen.getByRole('region', { name: 'Account Information' });
    expect(within(account).getByText('Sam Rivera')).toBeTruthy();
    expect(within(account).getByText('Not provided')).toBeTruthy();
    const sessions = screen.getByRole('region', { name: 'Where you are signed in' });
    expect(within(sessions).getByText(/^Firefox on Windows/)).toBeTruthy();
  });

  it('shows the e-mail and a missing name as Not provided', () => {
    renderPage(emptyProfile, { ...parent, firstName: null, lastName: null });
    const account = screen.getByRole('region', { name: 'Account Information' });
    expect(within(account).getByText('parent@example.org')).toBeTruthy();
    expect(within(account).getByText('Not provided')).toBeTruthy();
  });

  it('asks an account without a name for it, and shows the name saved', async () => {
    replyTo = () => ({
      status: 200,
      body: { ...parent, firstName: 'Ana', lastName: 'Ortiz' },
    });
    const { user } = renderPage(emptyProfile, { ...parent, firstName: null, lastName: null });
    const account = screen.getByRole('region', { name: 'Account Information' });
    expect(within(account).getByText(/Our e-mails greet you by your first name/)).toBeTruthy();
    await user.type(within(account).getByLabelText('First name'), 'Ana');
    await user.type(within(account).getByLabelText('Last name'), 'Ortiz');
    await user.click(within(account).getByRole('button', { name: 'Save name' }));
    expect(await within(account).findByText('Ana Ortiz')).toBeTruthy();
    expect(received).toEqual([
      { method: 'PUT', url: '/api/account/name', body: { firstName: 'Ana', lastName: 'Ortiz' } },
    ]);
    expect(within(account).queryByRole('button', { name: 'Save name' })).toBeNull();
  });

  it('on an empty submit shows the three messages, focuses the first field and sends nothing', async () => {
    const { user } = renderPage(emptyProfile);
    await user.click(saveButton());

    expect(await screen.findByText(PROFILE_MESSAGES.insuranceType)).toBeTruthy();
    expect(screen.getByText(PROFILE_MESSAGES.desiredServices)).toBeTruthy();
    expect(screen.getByText(PROFILE_MESSAGES.zipCode)).toBeTruthy();
    expect(document.activeElement).toBe(insuranceSelect());
    expect(insuranceSelect().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'ZIP Code' }).getAttribute('aria-describedby')).toBe(
      screen.getByText(PROFILE_MESSAGES.zipCode).id,
    );
    expect(await seriousAxeViolations()).toEqual([]);
    expect(received).toEqual([]);
  });

  it('shows a newer profile when it arrives and still focuses the first invalid field', async () => {
    const { user, queryClient } = renderPage(emptyProfile);
    queryClient.setQueryData(['/api/profile'], {
      insuranceType: 'Humana',
      desiredServices: ['Anxiety Treatment'],
      zipCode: '97201',
      ...noChild,
    });
    await waitFor(() => expect(insuranceSelect().textContent).toContain('Humana'));
    const zipCode = screen.getByRole('textbox', { name: 'ZIP Code' });
    expect((zipCode as HTMLInputElement).value).toBe('97201');

    await user.clear(zipCode);
    await user.click(screen.getByRole('checkbox', { name: 'Anxiety Treatment' }));
    await user.click(saveButton());

    expect(await screen.findByText(PROFILE_MESSAGES.desiredServices)).toBeTruthy();
    expect(screen.getByText(PROFILE_MESSAGES.zipCode)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Autism Diagnosis' }));
    expect(received).toEqual([]);
  });

  it('PUTs the fields, the child left out, and says it was saved', async () => {
    // Like the server, the answer is the whole saved profile: what was left out is null.
    replyTo = ({ body }) => ({ status: 200, body: { ...noChild, ...(body as object) } });
    const { user, queryClient } = renderPage(emptyProfile);

    await user.click(insuranceSelect());
    await user.click(await screen.findByRole('option', { name: 'Aetna' }));
    await user.click(screen.getByRole('checkbox', { name: 'Behavioral Therapy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Autism Diagnosis' }));
    await user.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '27514');
    await user.click(saveButton());

    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(screen.getByText('Your profile has been saved successfully.')).toBeTruthy();
    const saved = {
      insuranceType: 'Aetna',
      insuranceNetworkId: null,
      desiredServices: ['Autism Diagnosis', 'Behavioral Therapy'],
      zipCode: '27514',
      careFor: 'child',
      childAgeYears: null,
      childAgeMonths: null,
      requestLanguage: null,
    };
    expect(received).toEqual([{ method: 'PUT', url: '/api/profile', body: saved }]);
    // Saved: the next step is offered.
    expect(screen.getByRole('link', { name: 'Find providers' }).getAttribute('href')).toBe('/home');
    expect(queryClient.getQueryData(['/api/profile'])).toEqual({
      ...saved,
      lookingFor: null,
      phone: null,
      travelMiles: 50,
      savedSearch: null,
    });
  });

  it("asks 'Which plan?' only where the insurance has networks, and sends the one chosen", async () => {
    const greenCircle = '00000000-0000-4000-8000-0000000000c1';
    networks = [
      {
        id: greenCircle,
        name: 'Green Circle of Connecticut HMO',
        insuranceType: 'Aetna',
        plans: [
          'Green Circle of Connecticut Bronze HMO Plan',
          'Green Circle of Connecticut Gold HMO Plan',
        ],
      },
      {
        id: '00000000-0000-4000-8000-0000000000c2',
        name: 'Persona PPO',
        insuranceType: 'Cigna',
        plans: [],
      },
    ];
    replyTo = ({ body }) => ({ status: 200, body: { ...noChild, ...(body as object) } });
    const { user } = renderPage({
      ...emptyProfile,
      insuranceType: 'Humana',
      desiredServices: ['Autism Diagnosis'],
      zipCode: '06103',
    });
    const plan = () => screen.queryByRole('combobox', { name: 'Which plan? (optional)' });
    expect(plan()).toBeNull();

    await user.click(insuranceSelect());
    await user.click(await screen.findByRole('option', { name: 'Aetna' }));
    expect(await screen.findByRole('combobox', { name: 'Which plan? (optional)' })).toBeTruthy();
    expect(plan()!.textContent).toContain("I'm not sure");
    await user.click(plan()!);
    expect(screen.queryByRole('option', { name: 'Persona PPO' })).toBeNull();
    await user.click(
      await screen.findByRole('option', { name: 'Green Circle of Connecticut HMO' }),
    );
    expect(
      screen.getByText(
        'Plans: Green Circle of Connecticut Bronze HMO Plan, Green Circle of Connecticut Gold HMO Plan',
      ),
    ).toBeTruthy();
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(saveButton());
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(received.at(-1)?.body).toMatchObject({
      insuranceType: 'Aetna',
      insuranceNetworkId: greenCircle,
    });

    // Another insurance starts without a plan.
    await user.click(insuranceSelect());
    await user.click(await screen.findByRole('option', { name: 'Cigna' }));
    expect(
      (await screen.findByRole('combobox', { name: 'Which plan? (optional)' })).textContent,
    ).toContain("I'm not sure");
  });

  it('lets go of a plan no longer offered (its directory removed), so the save is not refused', async () => {
    networks = [];
    replyTo = ({ body }) => ({ status: 200, body: { ...noChild, ...(body as object) } });
    const { user, queryClient } = renderPage({
      ...emptyProfile,
      insuranceType: 'Aetna',
      insuranceNetworkId: '00000000-0000-4000-8000-0000000000c9',
      desiredServices: ['Autism Diagnosis'],
      zipCode: '06103',
    });
    await waitFor(() =>
      expect(queryClient.getQueryData(['/api/profile/insurance-networks'])).toEqual([]),
    );
    await user.click(saveButton());
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(received.at(-1)?.body).toMatchObject({ insuranceNetworkId: null });
  });

  it("sends the child's age, the note, the phone and the language for clinics, and refuses months over 11", async () => {
    replyTo = ({ body }) => ({
      status: 200,
      body: { phone: null, travelMiles: 50, savedSearch: null, ...(body as object) },
    });
    const { user } = renderPage({
      insuranceType: 'Medicaid',
      insuranceNetworkId: null,
      desiredServices: ['Autism Diagnosis'],
      zipCode: '27601',
      careFor: 'child',
      childAgeYears: 3,
      childAgeMonths: 6,
      lookingFor: null,
      phone: null,
      requestLanguage: null,
      travelMiles: 50,
      savedSearch: null,
    });
    const group = screen.getByRole('group', { name: "Child's age (optional)" });
    const years = within(group).getByRole('spinbutton', { name: 'Years' }) as HTMLInputElement;
    const months = within(group).getByRole('spinbutton', { name: 'Months' }) as HTMLInputElement;
    expect([years.value, months.value]).toEqual(['3', '6']);

    await user.clear(years);
    await user.type(years, '4');
    await user.clear(months);
    await user.type(months, '13');
    await user.click(saveButton());
    expect(await screen.findByText(PROFILE_MESSAGES.childAgeMonths)).toBeTruthy();
    expect(months.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(months);
    expect(received).toEqual([]);

    await user.clear(months);
    await user.type(months, '2');
    const note = screen.getByRole('textbox', { name: 'What we are looking for (optional)' });
    await user.type(note, 'An evaluation before kindergarten.{Enter}Mornings only.');
    const phone = screen.getByRole('textbox', { name: 'Phone for the providers (optional)' });
    await user.type(phone, 'call me');
    await user.click(saveButton());
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    expect(received).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '(919) 555-0147');
    // Nothing is said to clinics about language until the family chooses.
    const language = screen.getByRole('group', { name: 'Language for clinics' });
    expect(within(language).getByRole('radio', { name: 'Do not say' })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(within(language).getByRole('radio', { name: 'Spanish' }));
    await user.click(saveButton());
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(received).toEqual([
      {
        method: 'PUT',
        url: '/api/profile',
        body: {
          insuranceType: 'Medicaid',
          insuranceNetworkId: null,
          desiredServices: ['Autism Diagnosis'],
          zipCode: '27601',
          careFor: 'child',
          childAgeYears: 4,
          childAgeMonths: 2,
          lookingFor: 'An evaluation before kindergarten.\nMornings only.',
          phone: '(919) 555-0147',
          requestLanguage: 'es',
        },
      },
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('starts from the saved profile and shows the error toast when the server refuses', async () => {
    replyTo = () => ({
      status: 400,
      body: { code: 'invalid_input', message: PROFILE_MESSAGES.zipCode, field: 'zipCode' },
    });
    const { user } = renderPage({
      insuranceType: 'Medicaid',
      desiredServices: ['ADHD Evaluation'],
      zipCode: '30301',
      ...noChild,
    });

    expect(insuranceSelect().textContent).toContain('Medicaid');
    expect(
      screen.getByRole('checkbox', { name: 'ADHD Evaluation' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect((screen.getByRole('textbox', { name: 'ZIP Code' }) as HTMLInputElement).value).toBe(
      '30301',
    );
    await user.click(saveButton());

    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeTruthy();
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual(['PUT /api/profile']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('takes a 401 on save down the signed-out path', async () => {
    replyTo = () => ({ status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } });
    const { user } = renderPage({
      insuranceType: 'Cigna',
      desiredServices: ['Family Counseling'],
      zipCode: '85001',
      ...noChild,
    });
    await user.click(saveButton());

    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/login'));
  });

  it('shows a spinner while loading and signs out once when the load answers 401', async () => {
    replyTo = () => ({ status: 401, body: { code: 'unauthorized', message: 'Unauthorized' } });
    renderPage(undefined);
    expect(screen.getByRole('status').textContent).toContain('Loading your profile');

    expect(await screen.findByText('You are logged out. Logging in again...')).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/login'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual(['GET /api/profile']);
  });
});

describe('profile page in Spanish', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  const englishWords = [
    'Profile Settings',
    'Back to Provider Map',
    'Account Information',
    'Not provided',
    'Insurance & Services',
    'Insurance Type',
    'Services Needed',
    'ZIP Code',
    "Child's age",
    'For the clinics you ask',
    'Language for clinics',
    'Do not say',
    'Save Profile',
    'Change password',
    'Where you are signed in',
    'This browser',
    'Last active',
    'Sign out everywhere else',
    'Your data',
    'Download my data',
    'Delete account',
    'Autism Diagnosis',
  ];

  it('shows the page, the chosen options and the sessions in Spanish', async () => {
    await showLanguage('es');
    renderPage(
      {
        insuranceType: 'Other',
        desiredServices: ['Autism Diagnosis'],
        zipCode: '27514',
        ...noChild,
      },
      { ...parent, firstName: null },
      [
        thisBrowser,
        { ...thisBrowser, id: 'phone', device: { browser: null, system: 'Linux' }, current: false },
        { ...thisBrowser, id: 'old', device: null, current: false },
      ],
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Configuración del perfil' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al mapa de proveedores' })).toBeTruthy();
    const account = screen.getByRole('region', { name: 'Información de la cuenta' });
    expect(within(account).getByText('No indicado')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Tipo de seguro médico' }).textContent).toBe(
      'Otro',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Diagnóstico de autismo' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Guardar perfil' })).toBeTruthy();
    expect(screen.getByText(/Como máximo 500 caracteres\./)).toBeTruthy();

    const sessions = screen.getByRole('region', { name: 'Dónde tiene la sesión iniciada' });
    expect(within(sessions).getByText('Este navegador')).toBeTruthy();
    expect(within(sessions).getByText(/^Firefox en Windows/)).toBeTruthy();
    expect(within(sessions).getByText('Un navegador en Linux')).toBeTruthy();
    expect(within(sessions).getByText('Navegador desconocido')).toBeTruthy();
    // The one Spanish date and time: the day in words, 'a las', and one final period.
    expect(
      within(sessions).getAllByText(
        /^Última actividad: \d{1,2} de [a-z]+ de \d{4} a las \d{1,2}:\d{2} (a|p)\.m\.$/,
      ),
    ).toHaveLength(3);
    expect(
      within(sessions).getByRole('button', { name: 'Cerrar sesión en los demás navegadores' }),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cambio de contraseña' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sus datos' })).toBeTruthy();

    const text = document.body.textContent ?? '';
    for (const words of englishWords) expect(text).not.toContain(words);
  });

  it('says in Spanish that the profile was saved, and asks in Spanish before deleting', async () => {
    await showLanguage('es');
    replyTo = ({ body }) => ({ status: 200, body: { ...noChild, ...(body as object) } });
    const { user } = renderPage({
      insuranceType: 'Aetna',
      desiredServices: ['Behavioral Therapy'],
      zipCode: '27514',
      ...noChild,
    });

    await user.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    expect(await screen.findByText('Perfil actualizado')).toBeTruthy();
    expect(screen.getByText('Su perfil se guardó correctamente.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar su cuenta?' });
    expect(within(dialog).getByLabelText('Su contraseña')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Conservar mi cuenta' })).toBeTruthy();
    expect(dialog.textContent).toContain('canasta de atención');
    expect(dialog.textContent).not.toContain('Delete your account?');
  });
});
