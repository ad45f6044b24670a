import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Persistence } from '../../adapters/persistence/open-persistence.js';
import { TOKENS } from '../../bootstrap/tokens.js';
import { type Backend, createTestDatabase, type TestDatabase } from './backends.js';
import { Interleaver } from './interleave.js';
import { RaceBarrier } from './race-barrier.js';
import { createTestApp, type TestApp } from './test-app.js';

/** One app for a suite of forced races: its barrier, the interleaver over it, the admin's token. */
export interface RaceApp {
  readonly app: TestApp;
  readonly admin: string;
  readonly interleaver: Interleaver;
}

/**
 * Starts one app with a race barrier around its repositories for the whole suite (races need
 * no fresh database each: every race stages rows of its own), disarms the barrier after each
 * test and closes everything at the end. Read the returned object inside tests only.
 */
export function useRaceApp(backend: Backend): RaceApp {
  const barrier = new RaceBarrier();
  let database: TestDatabase | undefined;
  let started: RaceApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    const app = await createTestApp(backend, { persistence: barrier.wrap, database });
    const interleaver = new Interleaver(
      barrier,
      () => app.service.container.get<Persistence>(TOKENS.persistence),
      database,
    );
    started = { app, admin: await app.adminToken(), interleaver };
  });
  afterEach(() => barrier.disarm());
  afterAll(async () => {
    await started?.interleaver.close();
    await started?.app.close();
    await database?.drop();
  });
  const current = (): RaceApp => {
    if (!started) throw new Error('useRaceApp: read outside a test');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get admin() {
      return current().admin;
    },
    get interleaver() {
      return current().interleaver;
    },
  };
}
