import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SlotsById, idTableOf } from './slots-by-id';
import { StringColumn } from './string-column';

describe('finding a slot by provider id', () => {
  it('finds every id of a snapshot table, and none it never held', async () => {
    const given = Array.from({ length: 2000 }, (_, slot) => (slot % 7 === 3 ? '' : randomUUID()));
    const ids = new StringColumn(given);
    const held = given.filter(Boolean).length;
    const slots = new SlotsById(ids, await idTableOf(ids), held);
    expect(slots.size).toBe(held);
    given.forEach((id, slot) => id && expect(slots.get(id)).toBe(slot));
    expect(slots.get(randomUUID())).toBeUndefined();
    expect(slots.get('')).toBeUndefined();
  });

  it('tells apart ids that share their first 28 bits', async () => {
    const given = [
      '0000aaab-0000-4000-8000-000000000003',
      '0000aaaa-0000-4000-8000-000000000001',
      '0000aaaa-0000-4000-8000-000000000002',
      'ffffffff-0000-4000-8000-000000000000',
    ];
    const ids = new StringColumn(given);
    const slots = new SlotsById(ids, await idTableOf(ids), given.length);
    given.forEach((id, slot) => expect(slots.get(id)).toBe(slot));
    expect(slots.get('0000aaaa-0000-4000-8000-000000000004')).toBeUndefined();
  });

  it('follows the ids moved, removed and added after the table was written', async () => {
    const ids = new StringColumn(Array.from({ length: 50 }, () => randomUUID()));
    const slots = new SlotsById(ids, await idTableOf(ids), ids.length);
    const removed = ids.get(10);
    const moved = ids.get(20);
    // As the index does: the slot is emptied, then the id forgotten.
    ids.set(10, '');
    slots.delete(removed);
    ids.set(20, '');
    slots.delete(moved);
    const newcomer = randomUUID();
    ids.set(20, newcomer);
    slots.set(newcomer, 20);
    ids.set(10, moved);
    slots.set(moved, 10);

    expect(slots.get(removed)).toBeUndefined();
    expect(slots.get(moved)).toBe(10);
    expect(slots.get(newcomer)).toBe(20);
    expect(slots.get(ids.get(30))).toBe(30);
    expect(slots.size).toBe(50);
  });
});
