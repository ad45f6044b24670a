import { describe, expect, it } from 'vitest';
import { schemaTables } from '../../../adapters/persistence/drizzle/schema/tables.js';
import { postgresKit } from '../../../adapters/persistence/postgres/postgres-kit.js';
import * as postgresSchema from '../../../adapters/persistence/postgres/schema.js';
import * as sqliteSchema from '../../../adapters/persistence/sqlite/schema.js';
import { sqliteKit } from '../../../adapters/persistence/sqlite/sqlite-kit.js';

describe("each dialect's schema file", () => {
  it.each([
    ['Postgres', postgresSchema, postgresKit],
    ['SQLite', sqliteSchema, sqliteKit],
  ] as const)('when drizzle-kit reads the %s one, then it finds every declared table', (_, schema, kit) => {
    expect(Object.keys(schema).sort()).toEqual(Object.keys(schemaTables(kit)).sort());
  });
});
