// Service processes on a fresh database per test, killed after it, and an inspector of the database's rows.
import { afterEach, beforeEach } from 'vitest';
import { type Backend, createTestDatabase, type TestDatabase } from './backends.js';
import { type DatabaseInspector, inspectDatabase } from './database-inspector.js';
import { databaseUrl, login, type ServiceProcess, spawnService, waitUntilReady } from './service-process.js';

export interface KilledServices {
  /** A process of the service on this test's database, ready, with an admin token. */
  start(): Promise<{ service: ServiceProcess; token: string }>;
  /** The rows of this test's database, read apart from the service. */
  inspector(): DatabaseInspector;
  database(): TestDatabase;
}

/** For crash tests: every process started is SIGKILLed after the test, and the database dropped. */
export function useKilledServices(
  backend: Backend,
  password: string,
  env: Record<string, string>,
): KilledServices {
  let database: TestDatabase;
  let inspector: DatabaseInspector | undefined;
  const services: ServiceProcess[] = [];

  beforeEach(async () => {
    database = await createTestDatabase(backend, { fresh: true });
  });

  afterEach(async () => {
    for (const service of services.splice(0)) {
      service.child.kill('SIGKILL');
      await service.exited;
    }
    await inspector?.close();
    inspector = undefined;
    await database.drop();
  });

  return {
    async start() {
      const service = await spawnService({
        DATABASE_URL: databaseUrl(database.config),
        APP_ADMIN_PASSWORD: password,
        LOG_LEVEL: 'warn',
        ...env,
      });
      services.push(service);
      await waitUntilReady(service);
      inspector ??= inspectDatabase(database.config);
      return { service, token: await login(service, password) };
    },
    inspector: () => inspector!,
    database: () => database,
  };
}
