import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../adapters/persistence/postgres/schema.js';

export interface ForeignKey {
  /** `table.column` of the referencing column, e.g. `user_roles.role_id`. */
  readonly name: string;
  readonly references: string;
  readonly onDelete: string;
}

/** Every foreign key of the schema (the SQLite schema declares the same ones). */
export function schemaForeignKeys(): ForeignKey[] {
  return Object.values(schema)
    .filter((table) => is(table, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.foreignKeys.map((foreignKey) => {
        const reference = foreignKey.reference();
        return {
          name: `${config.name}.${reference.columns.map((column) => column.name).join(',')}`,
          references: getTableName(reference.foreignTable),
          onDelete: foreignKey.onDelete ?? 'no action',
        };
      });
    });
}
