// Queries prepared once per connection and reused.
import type { BuiltSelect, Db } from './drizzle-gateway.js';

/**
 * A prepared query per connection, built on first use. Building a Drizzle query and preparing
 * its statement cost several times more than running it, so hot reads build once and bind
 * placeholders afterwards. A prepared query belongs to the connection that built it: SQLite
 * has a reader and a writer, Postgres a pool and one object per transaction, so the cache is
 * keyed by the `Db` in hand (a finished transaction's entry goes with it).
 */
export function preparedPerConnection<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const cache = new WeakMap<Db, Q>();
  return (db) => {
    let query = cache.get(db);
    if (query === undefined) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}

/**
 * A query whose parameters never change, its text built once, for `DrizzleGateway.selectRows`:
 * it runs on whatever connection it is given (the writer in a transaction), with no statement
 * object of Drizzle's to keep per connection.
 */
export function builtOnce<R>(build: () => BuiltSelect<R>): () => BuiltSelect<R> {
  let built: BuiltSelect<R> | undefined;
  return () => {
    if (built === undefined) {
      const query = build();
      const text = query.toSQL();
      query.toSQL = () => text;
      built = query;
    }
    return built;
  };
}
