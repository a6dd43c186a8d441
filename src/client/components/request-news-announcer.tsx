import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRequest } from '@shared/api/appointment-requests';
import { useLocale } from '@client/i18n/use-locale';

/**
 * Says, politely, which clinics have news when it arrives while the app is open ('News from
 * Juniper Path Clinic. See Appointments.'), for people who do not see the header's count change.
 * What was already news when the page loaded is not announced again.
 */
export function RequestNewsAnnouncer({ requests }: { requests: AppointmentRequest[] | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const known = useRef<ReadonlySet<string> | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!requests) return;
    const news = requests.filter((request) => request.news);
    const before = known.current;
    known.current = new Set(news.map((request) => request.id));
    if (!before) return;
    const clinics = [
      ...new Set(news.filter((request) => !before.has(request.id)).map((r) => r.provider.name)),
    ];
    if (clinics.length === 0) return;
    const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(clinics);
    setMessage(t('requestNews', { clinics: list }));
  }, [requests, locale, t]);
  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}
