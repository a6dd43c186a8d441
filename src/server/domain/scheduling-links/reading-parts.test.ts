import { describe, expect, it } from 'vitest';
import { ndjsonLines } from './ndjson-lines';
import { serviceNameOf } from './service-names';
import { normalisedStreet, zip5 } from './street-address';

async function linesOf(chunks: string[], maxChars = 100) {
  async function* stream() {
    for (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
  }
  const lines: (string | null)[] = [];
  for await (const line of ndjsonLines(stream(), maxChars)) lines.push(line);
  return lines;
}

describe('NDJSON lines', () => {
  it('joins lines split across chunks, and a character split across them', async () => {
    const text = '{"a":"Peña"}\n{"b":2}\r\n{"c":3}';
    const bytes = Buffer.from(text, 'utf8');
    // Cut inside the two bytes of 'ñ'.
    const cut = bytes.indexOf(0xc3) + 1;
    async function* stream() {
      yield bytes.subarray(0, cut);
      yield bytes.subarray(cut);
    }
    const lines: (string | null)[] = [];
    for await (const line of ndjsonLines(stream(), 100)) lines.push(line);
    expect(lines).toEqual(['{"a":"Peña"}', '{"b":2}\r', '{"c":3}']);
  });

  it('gives an overlong line as null without collecting it, and goes on', async () => {
    expect(await linesOf(['{"x":"', 'a'.repeat(60), 'b'.repeat(60), '"}\n{"ok":1}\n'], 50)).toEqual(
      [null, '{"ok":1}'],
    );
  });
});

describe('service words', () => {
  it.each([
    ['Autism diagnostic evaluation', 'Autism Diagnosis'],
    ['Speech-language therapy', 'Speech-Language Therapy'],
    ['Applied behavior analysis (ABA)', 'Applied Behavior Analysis (ABA)'],
    ['Occupational therapy', 'Occupational Therapy'],
    ['Early intervention (birth to 3)', 'Early Intervention (Birth to 3)'],
    ['Dental cleaning', null],
  ])('reads %j as %j', (words, service) => {
    expect(serviceNameOf([words])).toBe(service);
  });
});

describe('street addresses', () => {
  it('compares a line however it is written', () => {
    expect(normalisedStreet('1 Circle Drive, Suite 200')).toBe(
      normalisedStreet('1 CIRCLE DR STE 200'),
    );
    expect(normalisedStreet('100 North Main Street')).toBe('100 n main st');
    expect(zip5('06103-1234')).toBe('06103');
    expect(zip5('060321970')).toBe('06032');
    expect(zip5('CT')).toBeNull();
  });
});
