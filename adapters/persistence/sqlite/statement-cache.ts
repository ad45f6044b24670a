import type Database from 'better-sqlite3';

/** Statements kept per connection: the hot queries' shapes, with room for the rarer ones. */
const CAPACITY = 256;

/**
 * Makes `connection.prepare` reuse the statement already compiled for the same SQL text, the
 * most recently used kept. Drizzle prepares every query it builds anew, and compiling costs
 * more than running a page's query; the texts repeat (a list sorted one way, filtered by the
 * same fields), only their parameters change. A reused statement is handed back in object
 * mode, as a new one would be: Drizzle switches one to raw mode for its own reads.
 */
export function cacheStatements(connection: Database.Database, capacity = CAPACITY): void {
  const prepare = connection.prepare.bind(connection);
  const cached = new Map<string, Database.Statement>();
  connection.prepare = ((source: string) => {
    let statement = cached.get(source);
    if (statement) {
      cached.delete(source);
      if (statement.reader) statement.raw(false);
    } else {
      statement = prepare(source);
      if (cached.size >= capacity) cached.delete(cached.keys().next().value!);
    }
    cached.set(source, statement);
    return statement;
  }) as Database.Database['prepare'];
}
