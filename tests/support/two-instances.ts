import { type Backend, createTestDatabase } from './backends.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** Two instances of the service on one fresh database, closed and dropped afterwards, whatever `work` does. */
export async function withTwoInstances(
  backend: Backend,
  work: (one: TestApp, two: TestApp) => Promise<void>,
  options: Omit<TestAppOptions, 'database'> = {},
): Promise<void> {
  const database = await createTestDatabase(backend, { fresh: true });
  const apps: TestApp[] = [];
  try {
    apps.push(await createTestApp(backend, { ...options, database }));
    apps.push(await createTestApp(backend, { ...options, database }));
    await work(apps[0]!, apps[1]!);
  } finally {
    for (const app of apps) await app.close();
    await database.drop();
  }
}
