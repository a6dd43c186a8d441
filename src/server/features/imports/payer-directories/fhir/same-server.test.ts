import { describe, expect, it } from 'vitest';
import { relativeToBase } from './same-server';

// Which absolute references name the directory's own resources, and which another server's.

const readAs = (reference: string, base = 'https://payer.example/fhir/r4/') =>
  relativeToBase({ practitioner: { reference } }, base).practitioner.reference;

describe('a reference given as a URL', () => {
  it("is read as relative under the directory's base, with or without its version", () => {
    expect(readAs('https://payer.example/fhir/r4/Practitioner/123')).toBe('Practitioner/123');
    expect(readAs('https://PAYER.example/fhir/r4/Location/l-1/_history/3')).toBe('Location/l-1');
  });

  it('is left as it is when it names another server, base path or scheme', () => {
    for (const other of [
      'https://other.example/fhir/r4/Practitioner/123',
      'https://payer.example/fhir/Practitioner/123',
      'https://payer.example/fhir/r4-old/Practitioner/123',
      'http://payer.example/fhir/r4/Practitioner/123',
      'https://payer.example:8443/fhir/r4/Practitioner/123',
      'https://payer.example/fhir/r4/Practitioner/123?x=1',
    ]) {
      expect(readAs(other)).toBe(other);
    }
  });

  it('leaves relative, contained and urn references alone, at any depth', () => {
    const role = relativeToBase(
      {
        location: [{ reference: 'Location/1' }, { reference: '#loc' }],
        extension: [{ valueReference: { reference: 'https://payer.example/fhir/Organization/n' } }],
        network: [{ reference: 'urn:uuid:0f4c' }],
      },
      'https://payer.example/fhir',
    );
    expect(role).toEqual({
      location: [{ reference: 'Location/1' }, { reference: '#loc' }],
      extension: [{ valueReference: { reference: 'Organization/n' } }],
      network: [{ reference: 'urn:uuid:0f4c' }],
    });
  });
});
