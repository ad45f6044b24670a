import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Backend } from './backends.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export interface UseTestAppOptions {
  /** Options for every app, or a function that builds them when the app starts (e.g. around a fake server started in an earlier hook). */
  readonly app?: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>);
  /** Logs the administrator in once the app is up, so `admin` holds a token (true unless told). */
  readonly signIn?: boolean;
  /** 'each' (unless told): a fresh app for every test; 'all': one app for the whole suite. */
  readonly per?: 'each' | 'all';
}

/** The current test's app; `admin` is the administrator's bearer token. */
export interface UsedTestApp extends TestApp {
  readonly admin: string;
}

/**
 * Starts an app (and logs the administrator in) before each test and closes it after, in hooks
 * registered where this is called. Read the returned object inside tests and later hooks only:
 * it forwards to the app of the moment.
 */
export function useTestApp(backend: Backend, options: UseTestAppOptions = {}): UsedTestApp {
  const { signIn = true, per = 'each' } = options;
  let current: TestApp | undefined;
  let token: string | undefined;
  const app = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app is read outside a test');
    return current;
  };
  const start = async () => {
    const appOptions = typeof options.app === 'function' ? await options.app() : options.app;
    current = await createTestApp(backend, appOptions);
    token = signIn ? await current.adminToken() : undefined;
  };
  const stop = async () => {
    const closing = current;
    current = undefined;
    token = undefined;
    await closing?.close();
  };
  if (per === 'all') {
    beforeAll(start);
    afterAll(stop);
  } else {
    beforeEach(start);
    afterEach(stop);
  }
  return {
    get service() {
      return app().service;
    },
    get backend() {
      return app().backend;
    },
    get admin() {
      if (token === undefined) throw new Error('useTestApp: signIn is off, no admin token');
      return token;
    },
    request: (...args) => app().request(...args),
    login: (...args) => app().login(...args),
    adminToken: () => app().adminToken(),
    createUser: (input) => app().createUser(input),
    close: () => app().close(),
  };
}
