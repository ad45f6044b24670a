import { describe, expect, it } from 'vitest';
import { schemaForeignKeys } from '../../support/foreign-keys.js';
import { DELETE_RACES, EXEMPT_FOREIGN_KEYS } from './delete-races.js';

/** A new foreign key needs a race test (delete-races.ts) or a stated reason why none can happen. */
describe('delete races cover the schema’s foreign keys', () => {
  const inSchema = schemaForeignKeys().map((foreignKey) => foreignKey.name);
  const raced = new Set(DELETE_RACES.map((race) => race.foreignKey));
  const exempt = new Set(Object.keys(EXEMPT_FOREIGN_KEYS));

  it('when the schema is read, then it has foreign keys (control)', () => {
    expect(inSchema.length).toBeGreaterThan(5);
  });

  it.each(inSchema)('when %s is a foreign key, then a delete race or an exemption covers it', (name) => {
    expect(raced.has(name) || exempt.has(name), `no race in delete-races.ts meets on ${name}`).toBe(true);
  });

  it('when a race or an exemption names a foreign key, then the schema has it, and none is both', () => {
    expect([...raced, ...exempt].filter((name) => !inSchema.includes(name))).toEqual([]);
    expect([...exempt].filter((name) => raced.has(name))).toEqual([]);
  });
});
