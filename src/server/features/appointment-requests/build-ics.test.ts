import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { AppointmentRequestRow } from '@server/db/schema';
import { buildIcs } from './build-ics';

const DAY_MS = 86_400_000;
const now = new Date('2026-11-22T12:00:00Z');

const request = (daysAhead: number, notes: string | null = null) =>
  ({
    id: '00000000-0000-4000-8000-000000000042',
    providerName: 'Clínica Niños Felices',
    providerSpecialty: 'Pediatrics, Developmental - Behavioral Pediatrics',
    providerCity: 'Raleigh',
    providerState: 'NC',
    providerAddress: '12 Oak Street, Raleigh, NC 27601',
    providerPhone: '(919) 555-0100',
    scheduledDate: new Date(now.getTime() + daysAhead * DAY_MS),
    timeZone: 'America/New_York',
    patientNotes: notes,
  }) as AppointmentRequestRow;

const triggers = (ics: string) => [...ics.matchAll(/^TRIGGER:(.*)$/gm)].map((m) => m[1]!.trim());

describe('buildIcs', () => {
  it('writes valid alarms a week and a day before, only while they are ahead', () => {
    expect(triggers(buildIcs(request(20), 'en', now))).toEqual(['-PT168H', '-PT24H']);
    expect(triggers(buildIcs(request(3), 'en', now))).toEqual(['-PT24H']);
    expect(triggers(buildIcs(request(0.5), 'en', now))).toEqual([]);
  });

  it('folds lines at 75 octets without splitting a character, and still parses', () => {
    const notes =
      'Él prefiere citas por la mañana; trae su mantita azul. Ñandú, ü, é, 😊 — gracias por todo, '.repeat(
        3,
      );
    const ics = buildIcs(request(20, notes), 'en', now);
    const lines = ics.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!,
    );
    expect(event.description).toContain(notes.trim());
    expect(event.summary).toBe('Appointment: Clínica Niños Felices');
  });

  it("writes the summary, description (its specialty too) and alarms in the family's language", () => {
    const ics = buildIcs(request(20, 'Trae su mantita.'), 'es', now);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!,
    );
    expect(event.summary).toBe('Cita: Clínica Niños Felices');
    expect(event.description).toBe(
      [
        'Cita con Clínica Niños Felices (Pediatría del desarrollo y la conducta), 12 de diciembre de 2026 a las 7:00 a.m. EST.',
        'Teléfono: (919) 555-0100',
        'Sus notas: Trae su mantita.',
      ].join('\n'),
    );
    const alarms = new ICAL.Component(ICAL.parse(ics))
      .getFirstSubcomponent('vevent')!
      .getAllSubcomponents('valarm')
      .map((alarm) => alarm.getFirstPropertyValue('description'));
    expect(alarms).toEqual(['Cita en una semana', 'Cita mañana']);
  });
});
