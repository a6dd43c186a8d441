import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SlotsById, idTableOf } from './slots-by-id';

describe('finding a slot by provider id', () => {
  it('finds every id of a snapshot table, and none it never held', () => {
    const ids = Array.from({ length: 2000 }, (_, slot) => (slot % 7 === 3 ? '' : randomUUID()));
    const table = idTableOf(ids);
    const held = ids.filter(Boolean).length;
    const slots = new SlotsById(ids, table, held);
    expect(slots.size).toBe(held);
    ids.forEach((id, slot) => id && expect(slots.get(id)).toBe(slot));
    expect(slots.get(randomUUID())).toBeUndefined();
    expect(slots.get('')).toBeUndefined();
  });

  it('tells apart ids that share their first 32 bits', () => {
    const ids = [
      '0000aaaa-0000-4000-8000-000000000003',
      '0000aaaa-0000-4000-8000-000000000001',
      '0000aaaa-0000-4000-8000-000000000002',
      'ffffffff-0000-4000-8000-000000000000',
    ];
    const slots = new SlotsById(ids, idTableOf(ids), ids.length);
    ids.forEach((id, slot) => expect(slots.get(id)).toBe(slot));
    expect(slots.get('0000aaaa-0000-4000-8000-000000000004')).toBeUndefined();
  });

  it('follows the ids moved, removed and added after the table was written', () => {
    const ids: string[] = Array.from({ length: 50 }, () => randomUUID());
    const slots = new SlotsById(ids, idTableOf(ids), ids.length);
    const removed = ids[10]!;
    const moved = ids[20]!;
    // As the index does: the slot is emptied, then the id forgotten.
    ids[10] = '';
    slots.delete(removed);
    ids[20] = '';
    slots.delete(moved);
    const newcomer = randomUUID();
    ids[20] = newcomer;
    slots.set(newcomer, 20);
    ids[10] = moved;
    slots.set(moved, 10);

    expect(slots.get(removed)).toBeUndefined();
    expect(slots.get(moved)).toBe(10);
    expect(slots.get(newcomer)).toBe(20);
    expect(slots.get(ids[30]!)).toBe(30);
    expect(slots.size).toBe(50);
  });
});
