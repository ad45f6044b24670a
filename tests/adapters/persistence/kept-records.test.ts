import { describe, expect, it } from 'vitest';
import {
  forgetKeptRecords,
  KeptRecords,
  keptRecordsIn,
} from '../../../adapters/persistence/drizzle/records/kept-records.js';

const state = (id: number, version = 1, updatedAt = 1000) => ({ id, version, updatedAt });

describe('records kept for lists', () => {
  it('when a row is asked for at the state it was kept at, then its record is given back, frozen with its arrays', () => {
    const kept = new KeptRecords<{ id: number; tagIds: number[] }>(10);
    const record = kept.keep(state(1), { id: 1, tagIds: [2, 3] });

    expect(kept.get(state(1))).toBe(record);
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.tagIds)).toBe(true);
  });

  it('when the row has another version or write time, then nothing is given', () => {
    const kept = new KeptRecords<{ id: number }>(10);
    kept.keep(state(1, 2, 1000), { id: 1 });

    expect(kept.get(state(1, 3, 1000))).toBeUndefined();
    expect(kept.get(state(1, 2, 1001))).toBeUndefined();
    expect(kept.get(state(2, 2, 1000))).toBeUndefined();
  });

  it('when a row is kept again, then its newer state replaces the older', () => {
    const kept = new KeptRecords<{ label: string }>(10);
    kept.keep(state(1, 1), { label: 'old' });
    kept.keep(state(1, 2), { label: 'new' });

    expect(kept.get(state(1, 1))).toBeUndefined();
    expect(kept.get(state(1, 2))).toEqual({ label: 'new' });
  });

  it('when more records than its capacity are kept, then the first kept goes first', () => {
    const kept = new KeptRecords<{ id: number }>(2);
    for (const id of [1, 2, 3]) kept.keep(state(id), { id });

    expect(kept.get(state(1))).toBeUndefined();
    expect(kept.get(state(2))).toEqual({ id: 2 });
    expect(kept.get(state(3))).toEqual({ id: 3 });
  });

  it('when a database is restored, then every kind kept for it is forgotten, not those of another', () => {
    const restored = {};
    const other = {};
    const tasks = keptRecordsIn<{ id: number }>(restored, 10);
    const tags = keptRecordsIn<{ id: number }>(restored, 10);
    const elsewhere = keptRecordsIn<{ id: number }>(other, 10);
    for (const kept of [tasks, tags, elsewhere]) kept.keep(state(1), { id: 1 });

    forgetKeptRecords(restored);

    expect(tasks.get(state(1))).toBeUndefined();
    expect(tags.get(state(1))).toBeUndefined();
    expect(elsewhere.get(state(1))).toEqual({ id: 1 });
  });
});
