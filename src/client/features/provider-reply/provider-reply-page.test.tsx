import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { REPLY_MESSAGES, type ReplyForm } from '@shared/api/provider-replies';
import { showLanguage } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { seriousAxeViolations } from '../../../../tests/support/axe-jsdom';
import { installTestApi, polyfillRadix } from '../../../../tests/support/test-api';
import ProviderReplyPage from './provider-reply-page';

// The provider's reply page against a real HTTP server: what it shows of the request, the three
// answers and their own fields, the shared schema's messages, and exactly what it sends.

// jsdom has no CSS.escape, which user-event uses to walk a radio group with the arrow keys; the
// group's name here is a plain word, so returning it unchanged is enough.
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;
polyfillRadix();

const TOKEN = 'A'.repeat(43);
const PATH = `/api/provider-replies/${TOKEN}`;
const firstAsk: ReplyForm = {
  providerName: 'Juniper Path Clinic',
  practice: { agesFrom: 2, agesTo: 12, languages: null, telehealth: null, reportedAt: null },
  insuranceType: 'Medicaid',
  family: {
    services: ['Autism Diagnosis', 'Applied Behavior Analysis (ABA)'],
    careFor: 'child',
    childAge: { years: 4, months: 2 },
    lookingFor: 'An evaluation before kindergarten.',
    phone: '(919) 555-0147',
    language: 'es',
  },
  reply: null,
  requestedTime: null,
  expiresAt: '2030-01-01T00:00:00.000Z',
};
/** What the page is served: the first ask unless a test changes it. */
let request: ReplyForm = firstAsk;
afterEach(() => {
  request = firstAsk;
});

const REPORTED_AT = '2026-11-27T15:00:00.000Z';
const api = installTestApi(({ method, body }) => {
  if (method === 'GET') return { status: 200, body: request };
  // The clinic's confirmed facts come back dated.
  if (method === 'PUT')
    return { status: 200, body: { ...(body as object), reportedAt: REPORTED_AT } };
  return { status: 204 };
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/provider-reply/${TOKEN}`]}>
        <Routes>
          <Route path="/provider-reply/:token" element={<ProviderReplyPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const answers = async () => within(await screen.findByRole('group', { name: 'Your answer' }));
const send = () => screen.getByRole('button', { name: 'Send reply' });
const posted = () => api.received.filter((r) => r.method === 'POST');
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('provider reply page', () => {
  it('shows what the family shared and wants, and offers three answers', async () => {
    renderPage();
    const group = await answers();
    expect(screen.getByText('Autism Diagnosis, Applied Behavior Analysis (ABA)')).toBeTruthy();
    expect(screen.getByText('4 years 2 months')).toBeTruthy();
    expect(screen.getByText('An evaluation before kindergarten.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(919) 555-0147' }).getAttribute('href')).toBe(
      'tel:9195550147',
    );
    expect(screen.getByText('Language the family prefers').nextElementSibling?.textContent).toBe(
      'Español',
    );
    expect(group.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(
      ['We can offer an appointment', 'Waitlist', 'Not accepting new patients'],
    );
    // No answer's own field until that answer is chosen.
    expect(screen.queryByLabelText('Earliest available date')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('asks for an answer first, and sends nothing', async () => {
    const user = renderPage();
    await answers();
    await user.click(send());
    expect(await screen.findByText(REPLY_MESSAGES.answer)).toBeTruthy();
    expect(posted()).toEqual([]);
  });

  it('an offer needs its date; then it is sent with the insurance answer and message', async () => {
    const user = renderPage();
    const group = await answers();
    await user.click(group.getByRole('radio', { name: 'We can offer an appointment' }));
    await user.click(send());
    expect(await screen.findByText(REPLY_MESSAGES.earliestDate)).toBeTruthy();
    expect(screen.getByText('Please say whether you accept Medicaid')).toBeTruthy();
    const date = screen.getByLabelText('Earliest available date');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousAxeViolations()).toEqual([]);
    expect(posted()).toEqual([]);

    await user.type(date, inDays(10));
    await user.type(screen.getByLabelText('Time (optional)'), '14:30');
    const insurance = screen.getByRole('group', { name: 'Do you accept Medicaid?' });
    await user.click(within(insurance).getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('Message to the family (optional)'), 'Call us.');
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.getByText(/You can change your answer through the same link/)).toBeTruthy();
    expect(posted().map((r) => [r.path, r.body])).toEqual([
      [
        PATH,
        {
          answer: 'offer',
          earliestDate: inDays(10),
          offeredTime: '14:30',
          insuranceAccepted: true,
          message: 'Call us.',
        },
      ],
    ]);
  });

  it('a waitlist needs an estimate and a unit, within two years; the call promise goes along', async () => {
    const user = renderPage();
    const group = await answers();
    await user.click(group.getByRole('radio', { name: 'We can offer an appointment' }));
    await user.type(screen.getByLabelText('Earliest available date'), inDays(10));
    // Changing one's mind: the date typed for the offer is not sent with the waitlist.
    await user.click(group.getByRole('radio', { name: 'Waitlist' }));
    const insurance = screen.getByRole('group', { name: 'Do you accept Medicaid?' });
    await user.click(within(insurance).getByRole('radio', { name: 'No' }));
    await user.click(send());
    expect(await screen.findByText(REPLY_MESSAGES.waitlistAmount)).toBeTruthy();
    expect(screen.getByText(REPLY_MESSAGES.waitlistUnit)).toBeTruthy();

    const amount = screen.getByRole('spinbutton', { name: 'Number' });
    await user.type(amount, '30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'months');
    await user.click(send());
    expect(await screen.findByText('Please enter a wait of 1 to 24 months')).toBeTruthy();
    expect(posted()).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(
      screen.getByRole('checkbox', { name: 'We will call the family when a place opens' }),
    );
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(posted().map((r) => r.body)).toEqual([
      {
        answer: 'waitlist',
        waitlistAmount: 3,
        waitlistUnit: 'months',
        willCall: true,
        insuranceAccepted: false,
      },
    ]);
  });

  it('promises no call to a family that shared no phone, and says how the answer reaches it', async () => {
    request = { ...firstAsk, family: { ...firstAsk.family, phone: null } };
    const user = renderPage();
    const group = await answers();
    expect(
      screen.getByText(/^Not shared\. Your answer and message reach the family by e-mail/),
    ).toBeTruthy();
    await user.click(group.getByRole('radio', { name: 'Waitlist' }));
    expect(screen.getByRole('spinbutton', { name: 'Number' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /call the family/ })).toBeNull();
  });

  it('starts from the earlier answer, to change for 7 days until the family books', async () => {
    request = {
      ...firstAsk,
      expiresAt: '2026-11-27T10:00:00.000Z',
      reply: {
        answer: 'waitlist',
        earliestDate: null,
        offeredTime: null,
        waitlist: { amount: 3, unit: 'months' },
        willCall: true,
        acceptingNewPatients: true,
        insuranceAccepted: true,
        message: 'We call on Mondays.',
        repliedAt: '2026-11-20T10:00:00.000Z',
      },
    };
    const user = renderPage();
    const group = await answers();
    expect(
      screen.getByText(
        'You answered this request before. You can change your answer until 27 November 2026, unless the family books a time first.',
      ),
    ).toBeTruthy();
    expect((group.getByRole('radio', { name: 'Waitlist' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('spinbutton', { name: 'Number' }) as HTMLInputElement).value).toBe(
      '3',
    );
    expect(
      (screen.getByLabelText('Message to the family (optional)') as HTMLTextAreaElement).value,
    ).toBe('We call on Mondays.');
    await user.click(group.getByRole('radio', { name: 'We can offer an appointment' }));
    await user.type(screen.getByLabelText('Earliest available date'), inDays(5));
    await user.click(send());
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(posted().map((r) => r.body)).toEqual([
      {
        answer: 'offer',
        earliestDate: inDays(5),
        insuranceAccepted: true,
        message: 'We call on Mondays.',
      },
    ]);
  });

  it('not accepting needs no date, and the thanks does not promise a booking', async () => {
    const user = renderPage();
    const group = await answers();
    // Keyboard alone: arrow keys move through the answers.
    group.getByRole('radio', { name: 'We can offer an appointment' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(
      (group.getByRole('radio', { name: 'Not accepting new patients' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(screen.queryByLabelText('Earliest available date')).toBeNull();
    const insurance = screen.getByRole('group', { name: 'Do you accept Medicaid?' });
    await user.click(within(insurance).getByRole('radio', { name: 'No' }));
    await user.click(send());
    // A closing answer is confirmed first: nothing is sent before, and 'Go back' sends nothing.
    const ask = await screen.findByRole('heading', { name: "Send 'Not accepting new patients'?" });
    await waitFor(() => expect(document.activeElement).toBe(ask));
    expect(screen.getByText(/you can change it through this link for 7 days/)).toBeTruthy();
    expect(posted()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(posted()).toEqual([]);
    await user.click(send());
    await user.click(screen.getByRole('button', { name: 'Yes, send it' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.queryByText(/ask you for a time/)).toBeNull();
    expect(screen.getByText(/If it was a mistake, you can change it/)).toBeTruthy();
    expect(posted().map((r) => r.body)).toEqual([
      { answer: 'not_accepting', insuranceAccepted: false },
    ]);

    // Then: is what families read of the practice still right?
    expect(screen.getByRole('heading', { name: 'Is this still right?' })).toBeTruthy();
    const ages = within(screen.getByRole('group', { name: 'Ages seen (years)' }));
    expect((ages.getByLabelText('From') as HTMLInputElement).value).toBe('2');
    await user.clear(ages.getByLabelText('From'));
    await user.click(screen.getByRole('button', { name: 'Confirm these details' }));
    expect(screen.getByText('give the youngest and the oldest age, or neither')).toBeTruthy();
    expect(api.received.filter((r) => r.method === 'PUT')).toEqual([]);
    await user.type(ages.getByLabelText('From'), '3');
    await user.click(screen.getByRole('checkbox', { name: 'Spanish' }));
    const video = screen.getByRole('group', { name: 'Sees families by video (telehealth)' });
    await user.click(within(video).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Confirm these details' }));
    expect(
      await screen.findByText(
        'Thank you: families now see these details as reported by the clinic on 27 November 2026.',
      ),
    ).toBeTruthy();
    const put = api.received.filter((r) => r.method === 'PUT');
    expect(put.map((r) => [r.path, r.body])).toEqual([
      [`${PATH}/practice`, { agesFrom: 3, agesTo: 12, languages: ['es'], telehealth: true }],
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});

describe('provider reply page in Spanish', () => {
  afterEach(() => showLanguage('en'));

  it("words the request and the three answers in Spanish; the family's words stay as written", async () => {
    await showLanguage('es');
    const user = renderPage();
    const group = within(await screen.findByRole('group', { name: 'Su respuesta' }));
    expect(screen.getByRole('heading', { name: 'Responder a una solicitud de cita' })).toBeTruthy();
    expect(screen.getByText('4 años 2 meses')).toBeTruthy();
    expect(
      screen.getByText('Diagnóstico de autismo, Análisis conductual aplicado (ABA)'),
    ).toBeTruthy();
    expect(screen.getByText('An evaluation before kindergarten.')).toBeTruthy();
    expect(group.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual(
      ['Podemos ofrecer una cita', 'Lista de espera', 'No aceptamos pacientes nuevos'],
    );
    expect(screen.getByRole('group', { name: '¿Acepta Medicaid?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();

    await user.click(group.getByRole('radio', { name: 'Lista de espera' }));
    expect(screen.getByRole('spinbutton', { name: 'Cantidad' })).toBeTruthy();
    const unit = screen.getByRole('combobox', { name: 'Unidad' });
    expect(
      within(unit)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elija...', 'semanas', 'meses']);
    expect(screen.getByRole('button', { name: 'Enviar respuesta' })).toBeTruthy();
    expect(
      screen.queryByText(
        /Reply to an appointment|Child's age|Your answer|Waitlist|Estimated wait|Send reply/,
      ),
    ).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows the time the family asked for, and confirming it ends with the booking', async () => {
    request = {
      ...firstAsk,
      requestedTime: {
        start: '2026-12-07T15:00:00.000Z',
        state: 'waiting',
        heldUntil: '2026-11-29T10:00:00.000Z',
        timeZone: 'America/New_York',
      },
    };
    const user = renderPage();
    const asked = within(
      await screen.findByRole('region', { name: 'The family asks for this time' }),
    );
    expect(asked.getByText('7 December 2026 at 10:00 AM EST')).toBeTruthy();
    expect(asked.getByText(/offered to no other family, until 29 November 2026/)).toBeTruthy();
    await user.click(asked.getByRole('button', { name: 'Confirm this time' }));
    expect(
      await screen.findByText('The appointment is booked, and the family is told. Thank you!'),
    ).toBeTruthy();
    expect(posted()).toEqual([
      expect.objectContaining({
        path: `${PATH}/opening`,
        body: { action: 'confirm' },
      }),
    ]);
  });
});
