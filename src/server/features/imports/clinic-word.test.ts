import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRuns, listingFields, payerDirectories, providers } from '@server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../../../tests/setup/test-db';
import { resolveProviders } from './payer-directories/save-providers';
import { saveState } from './registry/save-state';

// What a clinic said on its own listing is never overwritten by an import
// (docs/product.md#what-a-clinic-keeps); what it did not say is refreshed as before.

let database: TestDatabase;
let providerId: string;

const place = {
  city: 'Raleigh',
  state: 'NC',
  zipCode: '27601',
  latitude: 35.77,
  longitude: -78.64,
};

beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.db
    .insert(providers)
    .values({
      ...place,
      name: 'Sunrise Therapy',
      specialty: 'Clinical Psychologist',
      npiNumber: '1111111111',
      source: 'registry',
      phone: '(919) 555-0111',
      addressLine: '12 Oak St',
      // The clinic's address is placed at its ZIP code's centre.
      locationApproximate: true,
      servicesOffered: ['Autism Diagnosis'],
    })
    .returning({ id: providers.id });
  providerId = row!.id;
  const saidAt = new Date();
  await database.db
    .insert(listingFields)
    .values(
      ['phone', 'address', 'servicesOffered'].map((field) => ({ providerId, field, saidAt })),
    );
});
afterAll(() => database.close());

const saved = async () =>
  (await database.db.select().from(providers).where(eq(providers.id, providerId)))[0]!;

describe('an import after the clinic kept its listing', () => {
  it('the registry refreshes the name but leaves the clinic’s phone, address and services', async () => {
    const [run] = await database.db
      .insert(importRuns)
      .values({ states: ['NC'], limitPerState: 10, status: 'running' })
      .returning();
    await saveState(database.db, run!.id, 'NC', [
      {
        name: 'Sunrise Therapy LLC',
        specialty: 'Clinical Psychologist',
        npiNumber: '1111111111',
        source: 'registry',
        phone: '9990000000',
        addressLine: '1 Registry Rd',
        city: 'Cary',
        state: 'NC',
        zipCode: '27511',
        latitude: 35.79,
        longitude: -78.78,
        servicesOffered: ['ADHD Evaluation'],
        acceptedInsurance: [],
        taxonomyCodes: [],
        importedAt: new Date(),
      },
    ]);
    const row = await saved();
    expect(row.name).toBe('Sunrise Therapy LLC');
    expect(row.phone).toBe('(919) 555-0111');
    expect(row.city).toBe('Raleigh');
    expect(row.addressLine).toBe('12 Oak St');
    expect(row.servicesOffered).toEqual(['Autism Diagnosis']);
  });

  it('a payer directory that created the provider leaves what the clinic said', async () => {
    const [directory] = await database.db
      .insert(payerDirectories)
      .values({ name: 'Plan', baseUrl: 'https://payer.example/fhir', insuranceType: 'Medicaid' })
      .returning();
    await database.db
      .update(providers)
      .set({ source: 'directory', sourceDirectoryId: directory!.id })
      .where(eq(providers.id, providerId));
    await resolveProviders(database.db, directory!.id, [
      {
        npi: '1111111111',
        name: 'Sunrise (directory)',
        specialty: 'Clinical Psychologist',
        servicesOffered: ['ADHD Evaluation'],
        taxonomyCodes: [],
        phone: '8880000000',
        languages: null,
        place: {
          ...place,
          addressLine: '9 Directory Way',
          city: 'Apex',
          locationApproximate: false,
          accessibility: null,
        },
      },
    ]);
    const row = await saved();
    expect(row.name).toBe('Sunrise (directory)');
    expect(row.phone).toBe('(919) 555-0111');
    expect(row.addressLine).toBe('12 Oak St');
    // The directory's precise position is of another address: the clinic's stays approximate.
    expect(row.locationApproximate).toBe(true);
    expect(row.servicesOffered).toEqual(['Autism Diagnosis']);
  });
});
