import { fixedT, type FixedT } from '@shared/i18n/fixed-t';

/**
 * The words of every e-mail to a clinic, from the `clinic-emails` catalog, always in English: a
 * clinic has no language of its own with us, and a front desk in the US reads English. The
 * family's language for clinics is a line inside the e-mail, never the e-mail's language; the
 * Spanish catalog is kept whole so the words can be reviewed and sent in Spanish one day.
 */
export const clinicT: FixedT = fixedT('en', 'clinic-emails');
