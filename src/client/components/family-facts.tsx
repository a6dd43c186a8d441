import { useTranslation } from 'react-i18next';
import type { FamilyFacts as Facts } from '@shared/api/provider-replies';
import { LANGUAGE_NAMES } from '@shared/i18n/languages';
import { formatChildAge } from '@shared/rules/reply-wording';
import { useCareOptionWords } from '@client/i18n/use-care-option-words';
import { useLocale } from '@client/i18n/use-locale';
import { telHref } from '@shared/rules/tel-link';

/**
 * What a clinic's reply and confirm pages tell it about the family: the services wanted, the
 * age of the person the care is for (a child's, or the asker's own) and the family's note when given, the phone number it shared (or that it shared
 * none, so the link is the way back to it), the language it chose for clinics when it chose one,
 * and the notes it wrote with a booking. Nothing else about the family.
 */
export function FamilyFacts({ facts, notes = null }: { facts: Facts; notes?: string | null }) {
  const { t } = useTranslation('clinic');
  const locale = useLocale();
  const words = useCareOptionWords();
  const services = facts.services.map(words.service);
  return (
    <dl className="mt-4 grid gap-3 rounded-lg border border-border p-3 text-sm">
      {services.length > 0 && <Fact term={t('family.services')}>{services.join(', ')}</Fact>}
      {facts.childAge && (
        <Fact term={facts.careFor === 'self' ? t('family.ownAge') : t('family.childAge')}>
          {formatChildAge(facts.childAge, locale)}
        </Fact>
      )}
      {facts.lookingFor && (
        <Fact term={t('family.lookingFor')}>
          <span className="whitespace-pre-line">{facts.lookingFor}</span>
        </Fact>
      )}
      <Fact term={t('family.phone')}>
        {facts.phone ? (
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={telHref(facts.phone)}
          >
            {facts.phone}
          </a>
        ) : (
          t('family.noPhone')
        )}
      </Fact>
      {facts.language && <Fact term={t('family.language')}>{LANGUAGE_NAMES[facts.language]}</Fact>}
      {notes && (
        <Fact term={t('family.notes')}>
          <span className="whitespace-pre-line">{notes}</span>
        </Fact>
      )}
    </dl>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium">{term}</dt>
      <dd className="break-words text-muted-foreground">{children}</dd>
    </div>
  );
}
