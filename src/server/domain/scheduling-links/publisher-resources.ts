// What the importer takes from each SMART Scheduling Links resource, read defensively: a line is
// someone else's JSON, so every field is checked for its type and anything unreadable is null.

export const NPI_SYSTEM = 'http://hl7.org/fhir/sid/us-npi';
const EXTENSIONS = 'http://fhir-registry.smarthealthit.org/StructureDefinition';
/** Longer booking links or phones than these are not ones a family could use. */
const MAX_BOOKING_URL = 1000;
const MAX_PHONE = 40;

export interface LocationFacts {
  id: string;
  npi: string | null;
  /** The street lines as written, and the ZIP code. */
  lines: string[];
  postalCode: string | null;
  phone: string | null;
}

export interface ScheduleFacts {
  id: string;
  locationId: string;
  /** The service in the publisher's words (codings' displays and the text). */
  serviceWords: string[];
}

export interface SlotFacts {
  id: string;
  scheduleId: string;
  free: boolean;
  start: Date;
  end: Date | null;
  bookingUrl: string | null;
  bookingPhone: string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The resource on one line, if it is a JSON object of the expected type with an id. */
function resource(line: string, type: string): Json | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  return isObject(parsed) && parsed.resourceType === type && text(parsed.id) ? parsed : null;
}

/** `Location/abc` → 'abc' (a reference to a resource of `type`). */
function referenced(reference: unknown, type: string): string | null {
  const value = isObject(reference) ? text(reference.reference) : null;
  const prefix = `${type}/`;
  return value?.startsWith(prefix) ? value.slice(prefix.length) || null : null;
}

export function readLocation(line: string): LocationFacts | null {
  const location = resource(line, 'Location');
  if (!location) return null;
  const npi = list(location.identifier)
    .filter(isObject)
    .find((id) => id.system === NPI_SYSTEM && text(id.value));
  const address = isObject(location.address) ? location.address : {};
  const phone = list(location.telecom)
    .filter(isObject)
    .find((t) => t.system === 'phone' && text(t.value));
  return {
    id: text(location.id)!,
    npi: npi ? text(npi.value) : null,
    lines: list(address.line)
      .map(text)
      .filter((l): l is string => l !== null),
    postalCode: text(address.postalCode),
    phone: phone ? shortText(phone.value, MAX_PHONE) : null,
  };
}

export function readSchedule(line: string): ScheduleFacts | null {
  const schedule = resource(line, 'Schedule');
  if (!schedule) return null;
  const locationId = list(schedule.actor)
    .map((actor) => referenced(actor, 'Location'))
    .find((id) => id !== null);
  if (!locationId) return null;
  const serviceWords = list(schedule.serviceType)
    .filter(isObject)
    .flatMap((concept) => [
      ...list(concept.coding)
        .filter(isObject)
        .map((coding) => text(coding.display)),
      text(concept.text),
    ])
    .filter((w): w is string => w !== null);
  return { id: text(schedule.id)!, locationId, serviceWords };
}

/** A Slot's facts; null when it is not a readable Slot (no schedule, no valid start). */
export function readSlot(line: string): SlotFacts | null {
  const slot = resource(line, 'Slot');
  if (!slot) return null;
  const scheduleId = referenced(slot.schedule, 'Schedule');
  const start = dateOf(slot.start);
  if (!scheduleId || !start) return null;
  const end = dateOf(slot.end);
  const extension = (name: string) =>
    list(slot.extension)
      .filter(isObject)
      .find((e) => e.url === `${EXTENSIONS}/${name}`);
  const link = extension('booking-deep-link');
  const phone = extension('booking-phone');
  return {
    id: text(slot.id)!,
    scheduleId,
    free: slot.status === 'free',
    start,
    end: end && end > start ? end : null,
    bookingUrl: link ? webAddress(link.valueUrl) : null,
    bookingPhone: phone ? shortText(phone.valueString, MAX_PHONE) : null,
  };
}

function dateOf(value: unknown): Date | null {
  const said = text(value);
  if (!said) return null;
  const date = new Date(said);
  return Number.isNaN(date.getTime()) ? null : date;
}

function shortText(value: unknown, max: number): string | null {
  const said = text(value);
  return said && said.length <= max ? said : null;
}

/** An http(s) link a family may open; anything else (javascript:, data:) is dropped. */
function webAddress(value: unknown): string | null {
  const said = shortText(value, MAX_BOOKING_URL);
  if (!said || !URL.canParse(said)) return null;
  const protocol = new URL(said).protocol;
  return protocol === 'https:' || protocol === 'http:' ? said : null;
}
