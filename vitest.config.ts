import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine.
    // Most tests wait on Postgres, timers or child processes, so three overlap well.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'tests/domain/**/*.test.ts',
            'tests/application/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            'tests/bootstrap/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'tests/adapters/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/http/**/*.test.ts',
            'tests/process/**/*.test.ts',
            'tests/faults/**/*.test.ts',
          ],
          globalSetup: ['tests/support/postgres.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
