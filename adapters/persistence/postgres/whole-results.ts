// A postgres.js client whose results start at their first row, whatever failed before on the connection.
import type postgres from 'postgres';
import { watchedStatements } from './watched-statements.js';

/** How postgres.js settles a statement: with its result, once the server has completed it. */
interface Settled {
  resolve(result: unknown): void;
}

/**
 * `client`, each of whose statements resolves with its rows from index 0.
 *
 * postgres.js 3.4.9 counts a result's rows on the connection, and resets the count only when a
 * statement completes. One that fails after its first rows (its connection killed, its statement
 * timeout, an error in a later row) leaves the count behind, and the next result on that
 * connection, reconnected or pipelined behind it, holds its rows after as many holes
 * (porsager/postgres#1119, #1181): `const [row] = rows` finds nothing, a user read for a bearer
 * token is "not found", a 401. The rows themselves are whole and in order: the holes are dropped.
 * A transaction is safe: its BEGIN completes, and resets the count, before its statements run.
 */
export function wholeResults(client: postgres.Sql): postgres.Sql {
  return watchedStatements(client, (statement) => {
    const settled = statement as unknown as Settled;
    const resolve = settled.resolve;
    settled.resolve = (result) => resolve(withoutLeadingHoles(result));
  });
}

function withoutLeadingHoles(result: unknown): unknown {
  if (!Array.isArray(result) || result.length === 0 || 0 in result) return result;
  // A hole reads as undefined, a row never does. In place: the result keeps its count and columns.
  const first = result.findIndex((row) => row !== undefined);
  result.splice(0, first);
  return result;
}
