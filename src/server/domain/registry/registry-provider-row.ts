import type { ServiceOption } from '@shared/rules/care-options';
import type { NewProviderRow } from '@server/db/schema';
import type { Point } from '@server/domain/places/zip-centroids';
import { titleCase } from './format-name';
import type { UsAddress } from './us-address';

// What the registry tells of a provider becomes the same row whether it came from the registry's
// API or from its monthly file. Insurance and wait time stay unknown: the registry knows neither,
// and we never invent them (docs/product.md#truthful-data).

export type RegistryProvider = NewProviderRow & { npiNumber: string };

/** A relevant, placeable provider as either source reads it. */
export interface RegistryFacts {
  npi: string;
  name: string;
  specialty: string;
  address: UsAddress;
  /** The ZIP code's centre: the registry gives no coordinates. */
  point: Point;
  /** The primary taxonomy's licence state, as given (kept only when it is a state code). */
  licenseState: string;
  taxonomyCodes: string[];
  services: Iterable<ServiceOption>;
  importedAt: Date;
}

export function registryProviderRow(facts: RegistryFacts): RegistryProvider {
  const { address, point } = facts;
  const licenseState = facts.licenseState.toUpperCase();
  return {
    name: facts.name,
    specialty: facts.specialty,
    addressLine: address.line && titleCase(address.line),
    city: titleCase(address.city),
    state: address.state,
    zipCode: address.zip,
    latitude: point.latitude,
    longitude: point.longitude,
    locationApproximate: true,
    phone: address.phone,
    npiNumber: facts.npi,
    licenseState: /^[A-Z]{2}$/.test(licenseState) ? licenseState : null,
    taxonomyCodes: facts.taxonomyCodes,
    servicesOffered: [...new Set(facts.services)],
    acceptedInsurance: [],
    averageWaitTime: null,
    source: 'registry',
    importedAt: facts.importedAt,
  };
}
