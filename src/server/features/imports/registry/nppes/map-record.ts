import { zipCentroid } from '@server/domain/places/zip-centroids';
import { autismTaxonomy } from '@server/domain/registry/autism-taxonomies';
import { providerName, type RegistryNameParts } from '@server/domain/registry/format-name';
import {
  registryProviderRow,
  type RegistryProvider,
} from '@server/domain/registry/registry-provider-row';
import type { NppesRecord } from './nppes-response';
import { pickAddress } from './pick-address';

// One record of the registry's API -> one provider row (registry-provider-row.ts).

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
  return {
    kind: 'provider',
    row: registryProviderRow({
      npi: record.number,
      name,
      specialty: autismTaxonomy(primary.code.toUpperCase())?.name ?? primary.desc,
      address,
      point,
      licenseState: primary.state,
      taxonomyCodes: codes,
      services: relevant.flatMap((t) => t.services),
      importedAt: now,
    }),
  };
}

export const registryNameParts = (record: NppesRecord): RegistryNameParts => ({
  organization: record.enumeration_type === 'NPI-2',
  organizationName: record.basic.organization_name,
  firstName: record.basic.first_name,
  lastName: record.basic.last_name,
  credential: record.basic.credential,
});
