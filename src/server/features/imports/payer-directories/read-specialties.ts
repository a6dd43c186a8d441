import type { CodeableConcept } from 'fhir/r4';
import type { ServiceOption } from '@shared/rules/care-options';
import { autismTaxonomy, type AutismTaxonomy } from '@server/domain/registry/autism-taxonomies';
import { NUCC } from './fhir/plan-net';

/**
 * The NUCC codes among the specialties, and those of our autism-care table (the registry
 * import's), most specific first as the directory lists them.
 */
export function readSpecialties(specialties: CodeableConcept[] | undefined) {
  const codes = [
    ...new Set(
      (specialties ?? []).flatMap((concept) =>
        (concept.coding ?? [])
          .filter((coding) => coding.system === NUCC && coding.code)
          .map((coding) => coding.code!.toUpperCase()),
      ),
    ),
  ];
  const relevant = codes.map(autismTaxonomy).filter((t): t is AutismTaxonomy => t !== undefined);
  const services = [...new Set<ServiceOption>(relevant.flatMap((t) => t.services))];
  return { codes, relevant, services };
}

/**
 * Whether a role or affiliation is one the importer reads: active, with a specialty of autism
 * care. Any other is 'irrelevant', and nothing it names is fetched.
 */
export const isRelevant = (resource: { active?: boolean; specialty?: CodeableConcept[] }) =>
  resource.active !== false && readSpecialties(resource.specialty).relevant.length > 0;
