import type { ServiceOption } from '@shared/rules/care-options';
import type { Place } from './read-place';

// What one directory resource (a PractitionerRole or an OrganizationAffiliation) says, once read.

/** A provider as the directory describes it, matched to ours by NPI. */
export interface DirectoryProvider {
  npi: string;
  name: string;
  specialty: string;
  servicesOffered: ServiceOption[];
  /** Every NUCC code the resource names. */
  taxonomyCodes: string[];
  phone: string | null;
  /** ISO 639-1 codes; null when the directory names none. */
  languages: string[] | null;
  /** Null: no usable location, so it cannot become a new provider (an existing one still matches). */
  place: Place | null;
}

export interface NetworkParticipation {
  /** The network's `Organization/id`. */
  network: string;
  /** The name the reference gives, for a network the directory did not list. */
  networkName: string | null;
  acceptingNewPatients: boolean | null;
}

export interface Participation {
  /** 'PractitionerRole/abc': the resource the claims rest on. */
  source: string;
  sourceUpdatedAt: Date | null;
  provider: DirectoryProvider;
  /** The first Location it names. */
  location: string | null;
  networks: NetworkParticipation[];
}

export type ReadResource =
  | { kind: 'participation'; participation: Participation }
  /** Outside autism care, or no longer active: any claim it made before ends. */
  | { kind: 'irrelevant'; source: string }
  /** Broken or incomplete (no NPI, no network): left out and counted, its claims left alone. */
  | { kind: 'skipped'; source: string | null };
