// Postgres transactions that never write to a lost connection.
import type postgres from 'postgres';
import { isConnectionLost } from './postgres-errors.js';

/**
 * `sql.begin` that never writes to its connection once the connection is gone.
 *
 * postgres.js 3.4.9 sends ROLLBACK (or COMMIT) on a transaction's connection even when its
 * socket has closed (the server stopped, or ended the backend); that write throws from a
 * timer, out of reach of any catch, and kills the process (porsager/postgres#1154, #1208).
 * So once the connection is lost, the callback given to `begin` never settles: no ROLLBACK
 * is sent (the server rolled back already), and `begin` itself rejects as soon as it sees
 * the connection close. Statements the work still issues then fail before being sent.
 */
export function guardedTransaction<T>(
  client: postgres.Sql,
  work: (sql: postgres.Sql) => Promise<T>,
): Promise<T> {
  let lost: { readonly error: unknown } | undefined;
  const outcome = client.begin((tx) => {
    const guarded = new Proxy(tx, {
      get: (target, key, receiver) => {
        // A transaction's `sql` has no options of its own; Drizzle reads the pool's parsers.
        if (key === 'options') return client.options;
        if (key !== 'unsafe') return Reflect.get(target, key, receiver);
        return (...args: Parameters<postgres.Sql['unsafe']>) => {
          if (lost) throw lost.error;
          return target.unsafe(...args);
        };
      },
    });
    return new Promise<T>((resolve, reject) => {
      work(guarded as unknown as postgres.Sql).then(
        (result) => {
          if (!lost) resolve(result);
        },
        (error: unknown) => {
          if (isConnectionLost(error)) lost ??= { error };
          if (!lost) reject(error);
        },
      );
    });
  }) as Promise<T>;
  // `begin` rejects when the connection closes while the work waits for something else.
  outcome.catch((error: unknown) => {
    lost ??= { error };
  });
  return outcome;
}
