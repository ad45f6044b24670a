// A postgres.js client that hands each statement it sends to a watcher: for its time, or its failure.
import type postgres from 'postgres';

/** `client`, whose every statement is also given to `watch` once sent (with when it was sent). */
export function watchedStatements(
  client: postgres.Sql,
  watch: (statement: Promise<unknown>, sentAt: number) => void,
): postgres.Sql {
  return new Proxy(client, {
    get: (target, key, receiver) =>
      key === 'unsafe'
        ? (...args: Parameters<postgres.Sql['unsafe']>) => {
            const sentAt = performance.now();
            const statement = target.unsafe(...args);
            watch(statement, sentAt);
            return statement;
          }
        : Reflect.get(target, key, receiver),
  });
}
