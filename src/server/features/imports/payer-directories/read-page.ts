import type { Bundle } from 'fhir/r4';
import type { PayerImportStage } from '@shared/api/payer-directories';
import type { DirectoryReader } from './fhir/directory-client';
import { pageEntries, type PageEntries } from './fhir/page-entries';
import { readReferenced } from './referenced-resources';

export type ReadingStage = Exclude<PayerImportStage, 'ending'>;

const SEARCHED: Record<ReadingStage, string> = {
  networks: 'Organization',
  plans: 'InsurancePlan',
  'practitioner-roles': 'PractitionerRole',
  affiliations: 'OrganizationAffiliation',
  'listed-roles': 'PractitionerRole',
  'listed-affiliations': 'OrganizationAffiliation',
};

/** A page of a stage with what its resources name, ready to save. */
export interface ReadPage {
  entries: PageEntries;
  /** Requests it took: the page's own, and those for what it named but did not include. */
  requests: number;
  /** References to other servers, left out. */
  elsewhere: number;
}

/** Reads a page of a stage; a page of roles or affiliations is completed with what they name. */
export async function readPage(
  reader: DirectoryReader,
  stage: ReadingStage,
  bundle: Bundle,
  baseUrl: string,
): Promise<ReadPage> {
  const entries = pageEntries(bundle, SEARCHED[stage], baseUrl);
  if (stage !== 'practitioner-roles' && stage !== 'affiliations') {
    return { entries, requests: 1, elsewhere: 0 };
  }
  const referenced = await readReferenced(reader, entries, baseUrl);
  return { entries, requests: 1 + referenced.requests, elsewhere: referenced.elsewhere };
}
