// Statement texts kept by shape, for the statements built the same way for every record of a kind.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { StatementShape } from '../drizzle/dialect.js';

const DIALECT = new PgDialect();

/**
 * Building a statement with Drizzle and turning it into text was a tenth of an update's CPU. A
 * shape's text is kept once the parameters Drizzle made are the caller's, value for value (none
 * encoded on the way), and then reused with each call's own.
 */
export class StatementTexts {
  private readonly texts = new Map<string, string>();

  of(build: () => SQL, shape?: StatementShape): { text: string; params: readonly unknown[] } {
    const known = shape && this.texts.get(shape.key);
    if (shape && known !== undefined) return { text: known, params: shape.params };
    const { sql: text, params } = DIALECT.sqlToQuery(build());
    if (shape && sameValues(params, shape.params)) this.texts.set(shape.key, text);
    return { text, params };
  }
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
