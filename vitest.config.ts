import { configDefaults, defineConfig } from 'vitest/config';

/** Files that replace a module with `vi.mock` need a module graph of their own. */
const MOCKING = ['tests/adapters/pdf/render-document.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine.
    // Most tests wait on Postgres, timers or child processes, so three overlap well.
    maxWorkers: 3,
    // Importing the service's modules costs a test file 3-5 s of CPU, more than most files'
    // tests: a worker imports them once and runs its files on them. Every test builds its own
    // service, so no state crosses files through them.
    isolate: false,
    projects: [
      {
        extends: true,
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
        extends: true,
        test: {
          name: 'integration',
          include: [
            'tests/adapters/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/http/**/*.test.ts',
            'tests/process/**/*.test.ts',
            'tests/faults/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...MOCKING],
          globalSetup: ['tests/support/postgres.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'mocking', include: MOCKING, isolate: true, testTimeout: 30_000 },
      },
    ],
  },
});
