import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { NO_REPLY_DAYS } from '@shared/rules/follow-up';
import { createQueryClient } from '@client/lib/query-client';
import { buildRequest } from '../../../../tests/support/request-fixtures';
import { NoReplyNote } from './no-reply-note';
import { RequestCard } from './request-card';

const DAY = 86_400_000;
const sentDaysAgo = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();

const renderCard = (request: AppointmentRequest) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RequestCard request={request} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("the request card's 'No reply yet'", () => {
  it(`shows after ${NO_REPLY_DAYS} days without an answer, with the clinic's phone to call`, () => {
    renderCard(
      buildRequest(1, {
        provider: { name: 'Quiet Clinic', phone: '(919) 555-0142' },
        submittedAt: sentDaysAgo(NO_REPLY_DAYS),
      }),
    );
    expect(screen.getByText('No reply yet')).toBeTruthy();
    const call = screen
      .getAllByRole('link', { name: '(919) 555-0142' })
      .map((link) => link.getAttribute('href'));
    expect(call).toContain('tel:9195550142');
    expect(screen.getByText(/has not answered in 10 days/)).toBeTruthy();
  });

  it('does not show earlier, once answered, or on a request no longer waiting', () => {
    const quiet = { provider: { phone: '(919) 555-0142' } };
    const cases = [
      buildRequest(2, { ...quiet, submittedAt: sentDaysAgo(NO_REPLY_DAYS - 1) }),
      buildRequest(3, {
        ...quiet,
        submittedAt: sentDaysAgo(12),
        reply: {
          earliestDate: '2026-12-01',
          acceptingNewPatients: true,
          insuranceAccepted: null,
          message: null,
          repliedAt: sentDaysAgo(2),
        } as AppointmentRequest['reply'],
      }),
      buildRequest(4, { ...quiet, submittedAt: sentDaysAgo(12), status: 'cancelled' }),
      buildRequest(5, { ...quiet, submittedAt: sentDaysAgo(12), status: 'scheduled' }),
      buildRequest(6, { ...quiet, submittedAt: sentDaysAgo(12), status: 'pending' }),
    ];
    for (const request of cases) {
      const { unmount } = render(<NoReplyNote request={request} />);
      expect(screen.queryByText('No reply yet'), request.id).toBeNull();
      unmount();
    }
  });

  it('asks to contact the clinic directly when there is no phone number', () => {
    render(
      <NoReplyNote
        request={buildRequest(7, { provider: { phone: null }, submittedAt: sentDaysAgo(11) })}
      />,
    );
    expect(screen.getByText(/Please contact them directly/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
