import type { AppointmentRequest } from '@shared/api/appointment-requests';

/** An appointment request as the API sends it, numbered so ids and names differ. */
export function buildRequest(
  n: number,
  overrides: Omit<Partial<AppointmentRequest>, 'provider'> & {
    provider?: Partial<AppointmentRequest['provider']>;
  } = {},
): AppointmentRequest {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const { provider, ...rest } = overrides;
  return {
    id,
    status: 'submitted',
    provider: {
      id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      name: `Clinic ${n}`,
      specialty: 'Child Psychologist',
      city: 'Durham',
      state: 'NC',
      phone: '(919) 555-0100',
      address: null,
      timeZone: 'America/New_York',
      ...provider,
    },
    estimatedWaitTime: 30,
    insuranceType: 'Aetna',
    submittedAt: '2026-11-15T10:00:00.000Z',
    scheduledDate: null,
    timeZone: null,
    contactEmail: null,
    reminderEmail: null,
    contactPhone: null,
    patientNotes: null,
    arrangedByPhone: false,
    reply: null,
    news: false,
    cancelledBy: null,
    opening: null,
    requestedTime: null,
    ...rest,
  };
}
