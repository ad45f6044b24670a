import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { StatementTexts } from '../../../adapters/persistence/postgres/statement-texts.js';

describe('Postgres statement texts by shape', () => {
  const statement = (value: unknown, json: string) =>
    sql`insert into t (a) select ${value} from x where y = ${json}`;

  it('when the parameters a shape names are the ones Drizzle made, then the statement is built once', () => {
    const texts = new StatementTexts();
    let builds = 0;
    const write = (value: unknown, json: string) =>
      texts.of(
        () => {
          builds += 1;
          return statement(value, json);
        },
        { key: 'insert t', params: [value, json] },
      );
    expect(write(1, '[1]')).toEqual({
      text: 'insert into t (a) select $1 from x where y = $2',
      params: [1, '[1]'],
    });
    expect(write('two', '[]')).toEqual({
      text: 'insert into t (a) select $1 from x where y = $2',
      params: ['two', '[]'],
    });
    expect(builds).toBe(1);
  });

  it('when a shape names other parameters than Drizzle made, then its text is never kept', () => {
    const texts = new StatementTexts();
    let builds = 0;
    for (const value of [1, 2]) {
      const built = texts.of(
        () => {
          builds += 1;
          return statement(value, '[]');
        },
        { key: 'insert t', params: [value] },
      );
      expect(built.params).toEqual([value, '[]']);
    }
    expect(builds).toBe(2);
  });
});
