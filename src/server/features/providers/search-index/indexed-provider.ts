import { agesSeen, isPediatricOnly } from '@shared/rules/pediatric-care';
import { isReportedAccessible } from '@shared/rules/accessibility';
import { licensedState } from '@shared/rules/practice-facts';
import { openingMinutes } from '@shared/rules/best-opening';
import { notAcceptingFor } from '@server/domain/openings/next-opening';
import type { SaidFacts } from '@server/domain/openings/said-facts';
import { SET_COLUMNS, SETS_BY_COLUMNS, bitsFor, type IndexColumns } from './index-columns';

/** What search needs of a provider, and no more: the rest is read from the database by id. */
export interface IndexedProvider {
  id: string;
  state: string;
  latitude: number;
  longitude: number;
  servicesOffered: readonly string[];
  acceptedInsurance: readonly string[];
  /**
   * The insurance types whose payer directories list the provider in a network now: known to
   * take them too, though they say nothing of other insurances.
   */
  claimedInsurance?: readonly string[];
  /** The payer networks (our ids) those directories list it in, for families naming theirs. */
  claimedNetworks?: readonly string[];
  /** lower(name + U+001F + city), as the database stores it for the text search. */
  searchText: string;
  /** The provider's wait as families see it (measured, else listed); null when unknown. */
  waitDays: number | null;
  /** Null: nobody has said. */
  acceptingNewPatients: boolean | null;
  /** The waits observed, reported and listed (`waitColumns`), for the next opening. */
  observedDays?: number | null;
  reportedDays?: number | null;
  listedDays?: number | null;
  /** What the clinic and its system said: openings, replies, its listing. */
  said?: SaidFacts;
  /** The payer networks whose directories say it takes no new patients. */
  closedNetworks?: readonly string[];
  /** Ages seen (years, both included); null: nobody has said. */
  agesFrom: number | null;
  agesTo: number | null;
  /** Null: nobody has said. */
  languages: readonly string[] | null;
  telehealth: boolean | null;
  licenseState: string | null;
  /** Plan-Net accessibility codes of its place; null: not reported. */
  accessibility: readonly string[] | null;
  /** One of the fictional sample providers (`source = 'sample'`). */
  sample?: boolean;
  /** Its specialty: pediatric-only ones imply the ages seen and rank late for adults. */
  specialty?: string;
}

/** Writes the provider into a free slot of the columns (with room for it) and its sets. */
export function writeProvider(columns: IndexColumns, slot: number, provider: IndexedProvider) {
  const { numbers, ages, sets, setsBy } = columns;
  columns.ids.set(slot, provider.id);
  columns.searchTexts.set(slot, provider.searchText);
  if (provider.said) columns.said.set(slot, provider.said);
  numbers.latitudes[slot] = provider.latitude;
  numbers.longitudes[slot] = provider.longitude;
  numbers.waits[slot] = provider.waitDays ?? Number.NaN;
  const said = provider.said;
  const dated = said?.published?.start ?? said?.replyStart ?? null;
  numbers.openingAt[slot] = dated === null ? Number.NaN : openingMinutes(dated);
  numbers.openingWait[slot] =
    provider.observedDays ?? provider.reportedDays ?? provider.listedDays ?? Number.NaN;
  const seen = agesSeen(provider);
  ages.agesFrom[slot] = seen.agesFrom ?? -1;
  ages.agesTo[slot] = seen.agesTo ?? -1;
  sets.live.add(slot);
  bitsFor(setsBy.byState, provider.state).add(slot);
  for (const service of provider.servicesOffered) bitsFor(setsBy.byService, service).add(slot);
  for (const insurance of provider.acceptedInsurance) {
    bitsFor(setsBy.byInsurance, insurance).add(slot);
    bitsFor(setsBy.byOwnInsurance, insurance).add(slot);
  }
  for (const insurance of provider.claimedInsurance ?? []) {
    bitsFor(setsBy.byInsurance, insurance).add(slot);
  }
  for (const network of provider.claimedNetworks ?? [])
    bitsFor(setsBy.byNetwork, network).add(slot);
  // Only a list on the provider tells which insurances it leaves out; a directory's claim
  // speaks of its own insurance alone.
  if (provider.acceptedInsurance.length === 0) sets.insuranceUnknown.add(slot);
  // The clinic's newest word decides; without one, what an admin or the registry listed, and
  // each plan directory for its own network (docs/product.md#next-opening).
  const clinicSaid = Boolean(said?.listing ?? said?.reply);
  if (clinicSaid ? notAcceptingFor(said, null) : provider.acceptingNewPatients === false) {
    sets.closedToNew.add(slot);
  }
  if (!clinicSaid) {
    for (const network of provider.closedNetworks ?? []) {
      bitsFor(setsBy.closedInNetwork, network).add(slot);
    }
  }
  if (provider.languages) {
    sets.languagesKnown.add(slot);
    for (const language of provider.languages) bitsFor(setsBy.byLanguage, language).add(slot);
  }
  if (provider.telehealth === false) sets.noTelehealth.add(slot);
  if (provider.telehealth === true) sets.offersTelehealth.add(slot);
  const telehealthState = provider.telehealth ? licensedState(provider) : null;
  if (telehealthState) bitsFor(setsBy.telehealthIn, telehealthState).add(slot);
  if (isReportedAccessible(provider.accessibility)) sets.reportedAccessible.add(slot);
  if (provider.sample) sets.sample.add(slot);
  if (isPediatricOnly(provider.specialty)) sets.pediatricOnly.add(slot);
}

/** Frees the slot: its provider leaves every set and its strings are cleared. */
export function clearSlot(columns: IndexColumns, slot: number): void {
  // A provider's sets are not kept beside it: its slot leaves every set there is (a few hundred).
  for (const set of SET_COLUMNS) columns.sets[set].remove(slot);
  for (const sets of SETS_BY_COLUMNS) {
    for (const bits of columns.setsBy[sets].values()) bits.remove(slot);
  }
  columns.ids.set(slot, '');
  columns.searchTexts.set(slot, '');
  columns.said.delete(slot);
}
