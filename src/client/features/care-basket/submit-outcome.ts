import type { TFunction } from 'i18next';
import type { ClinicToCall, SubmitResult } from '@shared/api/appointment-requests';

/** The toast after sending the basket: its title and its sentence. */
export interface SubmitOutcome {
  title: string;
  description: string;
}

/** 'Peachtree Psychology, (404) 555-0100; Oak Grove Center (no phone number)'. */
function clinicsToCall(t: TFunction<'basket'>, clinics: readonly ClinicToCall[]): string {
  return clinics
    .map((clinic) =>
      clinic.phone
        ? t('result.clinicPhone', { name: clinic.name, phone: clinic.phone })
        : t('result.noPhone', { name: clinic.name }),
    )
    .join('; ');
}

/**
 * The toast's words after sending the basket: the usual 'submitted' title and sentence (`done`,
 * the screen's own: the page and the sheet word them slightly differently) only when every clinic
 * was e-mailed. Otherwise the title says that some or none went out, and the sentence how many
 * were sent and whom the family has to call, with their numbers: never more than happened.
 */
export function submitOutcome(
  t: TFunction<'basket'>,
  result: Pick<SubmitResult, 'sent' | 'toCall' | 'toCallClinics'>,
  done: SubmitOutcome,
): SubmitOutcome {
  if (result.toCall === 0) return done;
  const sentences = [
    t('result.toCall', {
      count: result.toCall,
      clinics: clinicsToCall(t, result.toCallClinics),
    }),
  ];
  if (result.sent > 0) sentences.unshift(t('result.sent', { count: result.sent }));
  return {
    title: result.sent > 0 ? t('result.someSent') : t('result.noneSent'),
    description: sentences.join(' '),
  };
}
