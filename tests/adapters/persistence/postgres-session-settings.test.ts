import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { DrizzleGateway } from '../../../adapters/persistence/drizzle/drizzle-gateway.js';
import { describeEachBackend } from '../../support/backends.js';
import { usePersistence } from '../../support/persistence.js';

/**
 * A request runs in one backend: parallel workers took 9 ms to start for a page of 20 matches
 * and competed with the other connections (docs/adr/0071-no-parallel-query-per-request.md).
 */
describeEachBackend(
  "the service's Postgres sessions",
  (backend) => {
    const persistence = usePersistence(backend);

    it('when a pooled connection is asked, then it plans no parallel workers and keeps its statement timeout', async () => {
      const gateway = persistence().unitOfWork as unknown as DrizzleGateway;
      const setting = async (name: string) => {
        const rows = await gateway.reader().execute(sql`select current_setting(${name}) as value`);
        return (rows as unknown as { value: string }[])[0]!.value;
      };
      expect(await setting('max_parallel_workers_per_gather')).toBe('0');
      expect(await setting('statement_timeout')).not.toBe('0');
    });
  },
  ['postgres'],
);
