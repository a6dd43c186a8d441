// The registry stores names in capitals ("KELSEY SPRANG", "PSYD"); families read "Kelsey Sprang,
// PsyD". Credentials we know get their usual spelling; others keep the registry's letters.

const CREDENTIALS: Record<string, string> = {
  PHD: 'PhD',
  PSYD: 'PsyD',
  EDD: 'EdD',
  MD: 'MD',
  DO: 'DO',
  MA: 'MA',
  MS: 'MS',
  MED: 'MEd',
  EDS: 'EdS',
  BCBA: 'BCBA',
  'BCBA-D': 'BCBA-D',
  BCABA: 'BCaBA',
  'CCC-SLP': 'CCC-SLP',
  'MS,CCC-SLP': 'MS, CCC-SLP',
  'MA,CCC-SLP': 'MA, CCC-SLP',
  SLP: 'SLP',
  OTR: 'OTR',
  'OTR/L': 'OTR/L',
  OT: 'OT',
  LCSW: 'LCSW',
  LPC: 'LPC',
  LMFT: 'LMFT',
  NP: 'NP',
  APRN: 'APRN',
  PMHNP: 'PMHNP',
};

// Words in organisation names that stay in capitals.
const ACRONYMS = new Set([
  'LLC',
  'PLLC',
  'PC',
  'PA',
  'LLP',
  'ABA',
  'ADHD',
  'ASD',
  'USA',
  'II',
  'III',
]);

/** "KELSEY" -> "Kelsey", "O'BRIEN-SMITH" -> "O'Brien-Smith"; acronyms stay as they are. */
export function titleCase(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .map((word) =>
      ACRONYMS.has(word.toUpperCase().replace(/[.,]/g, ''))
        ? word.toUpperCase()
        : word
            .toLowerCase()
            .replace(/(^|[-'/(])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase()),
    )
    .join(' ');
}

export function formatCredential(raw: string): string {
  const key = raw.toUpperCase().replace(/\./g, '').replace(/\s+/g, '');
  return CREDENTIALS[key] ?? raw.trim().replace(/\.$/, '');
}

/** A provider's name as the registry gives it, in its API's fields or its file's columns. */
export interface RegistryNameParts {
  /** An organization (NPI-2): its registered name is its name. */
  organization: boolean;
  organizationName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  credential?: string | undefined;
}

/** Individual: "First Last, Credential"; organisation: its registered name. Null when neither. */
export function providerName(parts: RegistryNameParts): string | null {
  if (parts.organization || parts.organizationName) {
    return parts.organizationName ? titleCase(parts.organizationName) : null;
  }
  const person = [parts.firstName, parts.lastName].filter(Boolean).map((part) => titleCase(part!));
  if (person.length === 0) return null;
  const credential =
    parts.credential && parts.credential !== '--' ? formatCredential(parts.credential) : '';
  return credential ? `${person.join(' ')}, ${credential}` : person.join(' ');
}
