import type { ServiceOption } from '@shared/rules/care-options';
import type { NewProviderRow } from '@server/db/schema';
import { zipCentroid } from '@server/domain/places/zip-centroids';
import { autismTaxonomy } from '@server/domain/registry/autism-taxonomies';
import {
  providerName,
  titleCase,
  type RegistryNameParts,
} from '@server/domain/registry/format-name';
import type { NppesRecord } from './nppes-response';
import { pickAddress } from './pick-address';

// One registry record -> one provider row. Insurance and wait time stay unknown: the registry
// knows neither, and we never invent them (docs/product.md#truthful-data).

export type RegistryProvider = NewProviderRow & { npiNumber: string };

export type MappedRecord =
  | { kind: 'provider'; row: RegistryProvider }
  /** None of its taxonomy codes is in our table: not an autism-care provider. */
  | { kind: 'irrelevant' }
  /** Relevant, but not placeable: no usable US address or a ZIP without a centroid. */
  | { kind: 'skipped'; reason: string }
  /** Relevant, but its NPI is deactivated: nobody can book it, so it is not listed. */
  | { kind: 'deactivated' };

export function mapRecord(record: NppesRecord, now: Date): MappedRecord {
  const codes = [...new Set(record.taxonomies.map((t) => t.code.toUpperCase()).filter(Boolean))];
  const relevant = codes.map(autismTaxonomy).filter((t) => t !== undefined);
  if (relevant.length === 0) return { kind: 'irrelevant' };
  if (record.basic.status?.toUpperCase() === 'D') return { kind: 'deactivated' };

  const name = providerName(registryNameParts(record));
  if (!name || !/^\d{10}$/.test(record.number)) return { kind: 'skipped', reason: 'no name' };
  const address = pickAddress(record.addresses);
  if (!address) return { kind: 'skipped', reason: 'no usable address' };
  const point = zipCentroid(address.zip);
  if (!point) return { kind: 'skipped', reason: 'ZIP not in the centroid table' };

  const primary =
    record.taxonomies.find((t) => t.primary === true || t.primary === 'true') ??
    record.taxonomies[0]!;
  const licenseState = primary.state.toUpperCase();
  const services = new Set<ServiceOption>(relevant.flatMap((t) => t.services));

  return {
    kind: 'provider',
    row: {
      name,
      specialty: autismTaxonomy(primary.code.toUpperCase())?.name ?? primary.desc,
      addressLine: address.line && titleCase(address.line),
      city: titleCase(address.city),
      state: address.state,
      zipCode: address.zip,
      latitude: point.latitude,
      longitude: point.longitude,
      // The registry gives no coordinates: the ZIP code's centre is all we know.
      locationApproximate: true,
      phone: address.phone,
      npiNumber: record.number,
      licenseState: /^[A-Z]{2}$/.test(licenseState) ? licenseState : null,
      taxonomyCodes: codes,
      servicesOffered: [...services],
      acceptedInsurance: [],
      averageWaitTime: null,
      source: 'registry',
      importedAt: now,
    },
  };
}

export const registryNameParts = (record: NppesRecord): RegistryNameParts => ({
  organization: record.enumeration_type === 'NPI-2',
  organizationName: record.basic.organization_name,
  firstName: record.basic.first_name,
  lastName: record.basic.last_name,
  credential: record.basic.credential,
});
