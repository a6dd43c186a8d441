import type { HumanName, Practitioner } from 'fhir/r4';
import { isSpokenLanguage } from '@shared/rules/practice-facts';
import { formatCredential } from '@server/domain/registry/format-name';
import { BCP_47 } from './fhir/plan-net';
import { readableCase } from './read-place';

/** "Given Family, Credential" from the official name (else the first); null without one. */
export function practitionerName(practitioner: Practitioner): string | null {
  const names = practitioner.name ?? [];
  const name: HumanName | undefined = names.find((n) => n.use === 'official') ?? names[0];
  const person = [...(name?.given ?? []), name?.family]
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => readableCase(part.trim()));
  if (!name || person.length === 0) return name?.text?.trim() || null;
  const credential = (name.suffix ?? []).filter(Boolean).map(formatCredential).join(', ');
  return credential ? `${person.join(' ')}, ${credential}` : person.join(' ');
}

/**
 * The languages the practitioner speaks with patients (`communication`), as ISO 639-1 codes:
 * 'en', 'es', 'pt' for 'pt-BR'; only those a family can search for, as an admin records them.
 * Null when the directory names none of them.
 */
export function practitionerLanguages(practitioner: Practitioner): string[] | null {
  const codes = (practitioner.communication ?? []).flatMap((concept) =>
    (concept.coding ?? [])
      .filter((coding) => coding.system === BCP_47 && coding.code)
      .map((coding) => coding.code!.split('-')[0]!.toLowerCase())
      .filter(isSpokenLanguage),
  );
  return codes.length ? [...new Set(codes)] : null;
}
