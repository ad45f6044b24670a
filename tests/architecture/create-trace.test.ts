import { describe, expect, it } from 'vitest';
import { traceCreate } from '../../scripts/traced-create.js';

describe('the trace of a task create (npm run check:create-trace)', () => {
  it('when one create is traced, then the stack of its INSERT leads from the route through the use case to the database', async () => {
    const { statements, passedThrough, insert } = await traceCreate();

    const onTheWay = [
      'adapters/http/auth.middleware.ts',
      'adapters/http/shared/record-handlers.ts',
      'application/records/create-record.use-case.ts',
      'adapters/persistence/drizzle/records/bulk-writes.ts',
      'adapters/persistence/sqlite/sqlite-database.ts',
    ];
    expect(insert.files.filter((file) => onTheWay.includes(file))).toEqual(onTheWay);
    expect(statements.map((statement) => statement.sql.split(' ')[0])).toEqual(
      expect.arrayContaining(['BEGIN', 'insert', 'COMMIT']),
    );
    expect(passedThrough).toEqual(
      expect.arrayContaining([...insert.files, 'application/changes/change-recorder.ts']),
    );
  });
});
