import { autismTaxonomy, type AutismTaxonomy } from '@server/domain/registry/autism-taxonomies';
import { providerName } from '@server/domain/registry/format-name';
import {
  registryProviderRow,
  type RegistryProvider,
} from '@server/domain/registry/registry-provider-row';
import { outsideUs, usAddress } from '@server/domain/registry/us-address';
import { zipCentroid } from '@server/domain/places/zip-centroids';
import type { FileColumns } from './file-columns';

// One data row of the national file -> what it means for the directory (the provider's row as
// registry-provider-row.ts makes it, with the file's dates).

export type FileProvider = RegistryProvider & { registryUpdatedOn: string | null };

export type FileRow =
  /** An autism-care provider to add or update. */
  | { outcome: 'provider'; row: FileProvider; updatedOn: string | null }
  /** A deactivated NPI: CMS blanks everything but the NPI and the date. */
  | { outcome: 'deactivated'; npi: string; on: string }
  | { outcome: 'malformed' | 'notAutismCare' | 'outsideUs' | 'unplaceable' };

/** The check digit of an NPI: Luhn over the card-issuer prefix 80840 and the first nine digits. */
export function validNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  let sum = 0;
  const digits = `80840${npi.slice(0, 9)}`;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === npi.charCodeAt(9) - 48;
}

/** 'MM/DD/YYYY' -> 'YYYY-MM-DD'; null when empty or not a date. */
export function fileDate(value: string | undefined): string | null {
  const match = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  if (!match) return null;
  const iso = `${match[3]}-${match[1]}-${match[2]}`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/**
 * Which outcome a row has, and the provider when it is one of ours. `importedAt` is the run's
 * time, so a row written twice by the same run reads the same.
 */
export function mapFileRow(values: string[], columns: FileColumns, importedAt: Date): FileRow {
  if (values.length !== columns.count) return { outcome: 'malformed' };
  const npi = values[columns.npi]!;
  if (!validNpi(npi)) return { outcome: 'malformed' };

  const deactivatedOn = fileDate(values[columns.deactivationDate]);
  const reactivatedOn = fileDate(values[columns.reactivationDate]);
  if (deactivatedOn && !(reactivatedOn && reactivatedOn >= deactivatedOn)) {
    return { outcome: 'deactivated', npi, on: deactivatedOn };
  }

  // Most rows are other professions: only the taxonomy columns are looked at for those.
  const ours: { taxonomy: AutismTaxonomy; slot: number }[] = [];
  for (let slot = 0; slot < columns.taxonomies.length; slot++) {
    const code = values[columns.taxonomies[slot]!.code]!;
    const taxonomy = code ? autismTaxonomy(code.toUpperCase()) : undefined;
    if (taxonomy) ours.push({ taxonomy, slot });
  }
  if (ours.length === 0) return { outcome: 'notAutismCare' };

  const entity = values[columns.entityType];
  if (entity !== '1' && entity !== '2') return { outcome: 'malformed' };
  const name = providerName({
    organization: entity === '2',
    organizationName: values[columns.organizationName],
    firstName: values[columns.firstName],
    lastName: values[columns.lastName],
    credential: values[columns.credential],
  });
  if (!name) return { outcome: 'malformed' };

  const practice = {
    line1: values[columns.line1]!,
    line2: values[columns.line2]!,
    city: values[columns.city]!,
    state: values[columns.state]!,
    postalCode: values[columns.postalCode]!,
    countryCode: values[columns.countryCode]!,
    phone: values[columns.phone]!,
  };
  if (outsideUs(practice)) return { outcome: 'outsideUs' };
  const address = usAddress(practice);
  const point = address && zipCentroid(address.zip);
  if (!address || !point) return { outcome: 'unplaceable' };

  // The primary taxonomy names the specialty; the file has no descriptions, so when the primary
  // is not one of ours, the first of ours does.
  const primary =
    ours.find(({ slot }) => values[columns.taxonomies[slot]!.primary] === 'Y') ?? ours[0]!;
  const codes = new Set<string>();
  for (const slot of columns.taxonomies) {
    const code = values[slot.code];
    if (code) codes.add(code.toUpperCase());
  }
  const updatedOn = fileDate(values[columns.lastUpdate]);

  return {
    outcome: 'provider',
    updatedOn,
    row: {
      ...registryProviderRow({
        npi,
        name,
        specialty: primary.taxonomy.name,
        address,
        point,
        licenseState: values[columns.taxonomies[primary.slot]!.licenseState]!,
        taxonomyCodes: [...codes],
        services: ours.flatMap(({ taxonomy }) => taxonomy.services),
        importedAt,
      }),
      registryFileAt: importedAt,
      registryUpdatedOn: updatedOn,
      deactivatedAt: null,
    },
  };
}
