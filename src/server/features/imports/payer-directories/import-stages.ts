import type { PayerImportStage } from '@shared/api/payer-directories';
import type { DirectoryReader, DirectorySearch } from './fhir/directory-client';
import { ORG_TYPES } from './fhir/plan-net';

/**
 * The search of each reading stage. Networks and plans are few and read whole every time; roles
 * and affiliations come with what they name (`_include`), and only those changed since the last
 * complete import when there was one (`_lastUpdated`); the listings of ids then tell which claims
 * the directory still makes, so a participation it dropped ends even when nothing else changed.
 */
export function stageSearch(
  stage: Exclude<PayerImportStage, 'ending'>,
  changesSince: Date | null,
  sizes: DirectoryReader['pageSizes'],
): DirectorySearch {
  const count = String(sizes.resources);
  const changed: Record<string, string> = changesSince
    ? { _lastUpdated: `gt${changesSince.toISOString()}` }
    : {};
  switch (stage) {
    case 'networks':
      return { resourceType: 'Organization', params: { type: `${ORG_TYPES}|ntwk`, _count: count } };
    case 'plans':
      return { resourceType: 'InsurancePlan', params: { _count: count } };
    case 'practitioner-roles':
      return {
        resourceType: 'PractitionerRole',
        params: {
          _count: count,
          _include: [
            'PractitionerRole:practitioner',
            'PractitionerRole:organization',
            'PractitionerRole:location',
            'PractitionerRole:network',
          ],
          ...changed,
        },
      };
    case 'affiliations':
      return {
        resourceType: 'OrganizationAffiliation',
        params: {
          _count: count,
          _include: [
            'OrganizationAffiliation:participating-organization',
            'OrganizationAffiliation:location',
            'OrganizationAffiliation:network',
          ],
          ...changed,
        },
      };
    case 'listed-roles':
      return {
        resourceType: 'PractitionerRole',
        params: { _elements: 'id', _count: String(sizes.ids) },
      };
    case 'listed-affiliations':
      return {
        resourceType: 'OrganizationAffiliation',
        params: { _elements: 'id', _count: String(sizes.ids) },
      };
  }
}
