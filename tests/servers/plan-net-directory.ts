import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type * as fhir4 from 'fhir/r4';

// The recorded Plan-Net directory (tests/fixtures/plan-net) and small directories cut from it, so
// most tests import a few dozen resources and only the bench (and one test) the whole of it.

const file = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../fixtures/plan-net/directory.ndjson.gz',
);

let whole: readonly fhir4.FhirResource[] | undefined;

/** Every resource of the recorded directory; each call returns fresh copies to change freely. */
export function planNetDirectory(): fhir4.FhirResource[] {
  whole ??= gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as fhir4.FhirResource);
  return structuredClone(whole as fhir4.FhirResource[]);
}

const NUCC = 'http://nucc.org/provider-taxonomy';
const NPI = 'http://hl7.org/fhir/sid/us-npi';

/** The NUCC specialty codes of a PractitionerRole. */
export const specialtyCodes = (role: fhir4.PractitionerRole): string[] =>
  (role.specialty ?? []).flatMap((concept) =>
    (concept.coding ?? []).filter((c) => c.system === NUCC).map((c) => c.code ?? ''),
  );

/** A practitioner's NPI, as the directory lists it. */
export const npiOf = (practitioner: fhir4.Practitioner | fhir4.Organization): string | undefined =>
  practitioner.identifier?.find((id) => id.system === NPI)?.value;

/**
 * A directory cut from the recorded one: every network, plan and payer, and the PractitionerRoles
 * `pick` keeps with the practitioners, locations and organizations they name.
 */
export function planNetSubset(pick: (role: fhir4.PractitionerRole) => boolean) {
  const all = planNetDirectory();
  const roles = all.filter(
    (r): r is fhir4.PractitionerRole => r.resourceType === 'PractitionerRole' && pick(r),
  );
  const named = new Set(
    roles.flatMap((role) =>
      [role.practitioner, role.organization, ...(role.location ?? [])].map((ref) => ref?.reference),
    ),
  );
  return all.filter(
    (r) =>
      r.resourceType === 'InsurancePlan' ||
      (r.resourceType === 'Organization' && isNetworkOrPayer(r)) ||
      roles.includes(r as fhir4.PractitionerRole) ||
      named.has(`${r.resourceType}/${r.id}`),
  );
}

const isNetworkOrPayer = (org: fhir4.Organization) =>
  (org.type ?? []).some((t) =>
    (t.coding ?? []).some((c) => c.code === 'ntwk' || c.code === 'payer'),
  );
