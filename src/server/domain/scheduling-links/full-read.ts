import type { SchedulingReadCounts } from '@shared/api/scheduling-links';
import type { ServiceOption } from '@shared/rules/care-options';
import type { SchedulingFileState } from '../../db/schema';
import type { OutboundClient, OutboundStream } from '../../lib/outbound/outbound-client';
import { ndjsonLines } from './ndjson-lines';
import { readLocation, readSchedule, readSlot, type LocationFacts } from './publisher-resources';
import { serviceNameOf } from './service-names';

// One full read of a publisher's Location, Schedule and Slot files: what it keeps of each line,
// within the caps below, and what it counts.

/** The most slots one link keeps; the rest of a larger publisher is counted, not read. */
export const MAX_SLOTS_PER_LINK = 100_000;
/** The most locations and schedules one publisher may list (each is held while reading). */
export const MAX_LOCATIONS_PER_LINK = 10_000;
/** A resource on one line is a few kilobytes; a longer line is not one we read. */
const MAX_LINE_CHARS = 64 * 1024;

/** A free, future slot as an opening of a provider. */
export interface KeptSlot {
  providerId: string;
  externalId: string;
  service: ServiceOption | null;
  startsAt: Date;
  endsAt: Date | null;
  bookingUrl: string | null;
  bookingPhone: string | null;
}

export interface PublisherReadOptions {
  client: OutboundClient;
  now: Date;
  /** Which provider each Location is (NPI or address), among those the link may write onto. */
  match: (locations: readonly LocationFacts[]) => Promise<Map<string, string>>;
  timeLimitMs?: number;
  maxSlots?: number;
}

/** What one full read collects, file by file. */
export class FullRead {
  private readonly counts: SchedulingReadCounts = {
    locations: 0,
    matched: 0,
    unmatched: 0,
    schedules: 0,
    slotsKept: 0,
    busySkipped: 0,
    pastSkipped: 0,
    badLines: 0,
    overCap: 0,
  };
  private readonly locations: LocationFacts[] = [];
  private readonly phones = new Map<string, string | null>();
  private matched: Map<string, string> | null = null;
  private readonly schedules = new Map<
    string,
    { providerId: string; service: ServiceOption | null; phone: string | null }
  >();
  private readonly slots: KeptSlot[] = [];
  private linesParsed = 0;
  private readonly maxSlots: number;

  constructor(private readonly options: PublisherReadOptions) {
    this.maxSlots = options.maxSlots ?? MAX_SLOTS_PER_LINK;
  }

  async file(type: SchedulingFileState['type'], answer: OutboundStream): Promise<void> {
    // Schedules name Locations: the Locations are matched once, before the first Schedule.
    if (type !== 'Location' && !this.matched) await this.matchLocations();
    for await (const line of ndjsonLines(answer.body, MAX_LINE_CHARS)) {
      if (line === null) {
        this.counts.badLines += 1;
        continue;
      }
      if (line.trim() === '') continue;
      if (type === 'Slot' && this.slots.length >= this.maxSlots) {
        this.counts.overCap += 1;
        continue;
      }
      this.linesParsed += 1;
      if (type === 'Location') this.location(line);
      else if (type === 'Schedule') this.schedule(line);
      else this.slot(line);
    }
  }

  result() {
    const counts = { ...this.counts, slotsKept: this.slots.length };
    if (!this.matched) counts.unmatched = this.locations.length;
    return { slots: this.slots, counts, linesParsed: this.linesParsed };
  }

  private async matchLocations() {
    this.matched = await this.options.match(this.locations);
    this.counts.matched = this.matched.size;
    this.counts.unmatched = this.locations.length - this.counts.matched;
  }

  private location(line: string) {
    const location = readLocation(line);
    if (!location || this.locations.length >= MAX_LOCATIONS_PER_LINK) {
      this.counts.badLines += 1;
      return;
    }
    this.counts.locations += 1;
    this.locations.push(location);
    this.phones.set(location.id, location.phone);
  }

  private schedule(line: string) {
    const schedule = readSchedule(line);
    if (!schedule || this.schedules.size >= MAX_LOCATIONS_PER_LINK) {
      this.counts.badLines += 1;
      return;
    }
    this.counts.schedules += 1;
    const providerId = this.matched!.get(schedule.locationId);
    if (!providerId) return;
    const phone = this.phones.get(schedule.locationId) ?? null;
    this.schedules.set(schedule.id, {
      providerId,
      service: serviceNameOf(schedule.serviceWords),
      phone,
    });
  }

  private slot(line: string) {
    const slot = readSlot(line);
    if (!slot) {
      this.counts.badLines += 1;
      return;
    }
    if (!slot.free) {
      this.counts.busySkipped += 1;
      return;
    }
    if (slot.start <= this.options.now) {
      this.counts.pastSkipped += 1;
      return;
    }
    const schedule = this.schedules.get(slot.scheduleId);
    if (!schedule) return;
    this.slots.push({
      providerId: schedule.providerId,
      externalId: slot.id,
      service: schedule.service,
      startsAt: slot.start,
      endsAt: slot.end,
      bookingUrl: slot.bookingUrl,
      bookingPhone: slot.bookingPhone ?? schedule.phone,
    });
  }
}
