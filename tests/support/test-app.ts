import { type Logger, pino } from 'pino';
import { ReactPdfRenderer } from '../../adapters/pdf/react-pdf-renderer.js';
import type { DatabaseConfig } from '../../adapters/persistence/database-config.js';
import type { PasswordHasher } from '../../application/access/ports/password-hasher.js';
import type { UserRepository } from '../../application/access/ports/user.repository.js';
import type { Clock } from '../../application/shared/ports/clock.js';
import { loadConfig } from '../../bootstrap/env.js';
import { type Service, startService } from '../../bootstrap/service.js';
import type { SharedOverrides } from '../../bootstrap/shared.bindings.js';
import { TOKENS } from '../../bootstrap/tokens.js';
import { type Backend, createTestDatabase, type TestDatabase } from './backends.js';
import {
  indexOperations,
  type OpenApiPaths,
  type OperationIndex,
  undocumentedAnswer,
} from './documented-statuses.js';

export const ADMIN = { username: 'admin', password: 'admin-password-1' } as const;

export interface RequestOptions {
  readonly token?: string;
  /** Sent as JSON with `Content-Type: application/json`. */
  readonly json?: unknown;
  /** Sent as is. */
  readonly body?: string | Uint8Array;
  readonly headers?: Record<string, string>;
}

export interface TestUser {
  readonly id: number;
  readonly username: string;
  readonly password: string;
  token(): Promise<string>;
}

export interface TestApp {
  readonly service: Service;
  readonly backend: Backend;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  login(username: string, password: string): Promise<string>;
  adminToken(): Promise<string>;
  /** Creates a user straight through the repository (independent of the user endpoints). */
  createUser(input: {
    username: string;
    password?: string;
    roles?: string[];
    enabled?: boolean;
  }): Promise<TestUser>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  readonly env?: Record<string, string>;
  readonly clock?: Clock;
  readonly logger?: Logger;
  readonly persistence?: SharedOverrides['persistence'];
  /** Share one renderer (one set of worker threads) across the test apps of a file. */
  readonly pdfRenderer?: SharedOverrides['pdfRenderer'];
  /** Runs the rate-limit exchanges when the test chooses (ManualExchanges) instead of every second. */
  readonly rateLimitExchanges?: SharedOverrides['rateLimitExchanges'];
  /** Runs the webhook worker's polls when the test chooses (ManualExchanges); none unless given. */
  readonly webhookPolls?: SharedOverrides['webhookPolls'];
  readonly hostResolver?: SharedOverrides['hostResolver'];
  /** Fires the live feed's heartbeats and poll when the test chooses (ManualSchedule). */
  readonly feedSchedule?: SharedOverrides['feedSchedule'];
  /** Reuse an existing database (e.g. to restart the service on it); it is then not dropped on close. */
  readonly database?: TestDatabase;
}

let workerRenderer: ReactPdfRenderer | undefined;
/**
 * The document of the worker's first app, read once. A few operations change with the
 * configuration (a guarded `/metrics`), so an answer it does not document is checked again
 * against the app's own document before it fails the test.
 */
let workerOperations: Promise<OperationIndex> | undefined;

function operationsOf(service: Service): Promise<OperationIndex> {
  return Promise.resolve(service.app.request('/openapi.json')).then(async (response) =>
    indexOperations((await response.json()) as OpenApiPaths),
  );
}

async function undocumented(service: Service, method: string, path: string, status: number) {
  workerOperations ??= operationsOf(service);
  if (undocumentedAnswer(await workerOperations, method, path, status) === undefined) return undefined;
  return undocumentedAnswer(await operationsOf(service), method, path, status);
}

/**
 * One renderer per test worker: starting a render worker under the TypeScript loader costs
 * about two seconds, too much to pay in every test. Its idle threads are unref'd, so it
 * never keeps the worker process alive.
 */
export function sharedPdfRenderer(): ReactPdfRenderer {
  workerRenderer ??= new ReactPdfRenderer();
  return workerRenderer;
}

function databaseUrl(config: DatabaseConfig): string {
  if (config.kind === 'memory') return 'memory:';
  if (config.kind === 'sqlite') return `file:${config.path}`;
  return config.url;
}

export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(backend));
  const config = loadConfig({
    DATABASE_URL: databaseUrl(database.config),
    DATABASE_POOL_SIZE: '5',
    APP_ADMIN_USERNAME: ADMIN.username,
    APP_ADMIN_PASSWORD: ADMIN.password,
    APP_BCRYPT_COST: '4',
    LOG_LEVEL: 'silent',
    // Counted, as in production, but never reached by a test that is not about rate limits.
    APP_RATE_LIMIT_REQUESTS: '1000000000',
    APP_RATE_LIMIT_EXPENSIVE: '1000000000',
    ...options.env,
  });
  const service = await startService(config, options.logger ?? pino({ level: 'silent' }), {
    clock: options.clock,
    persistence: options.persistence,
    pdfRenderer: options.pdfRenderer ?? sharedPdfRenderer(),
    rateLimitExchanges: options.rateLimitExchanges,
    // A test's deliveries go when it wakes the worker, never on a timer of its own.
    webhookPolls: options.webhookPolls ?? (() => () => {}),
    hostResolver: options.hostResolver,
    feedSchedule: options.feedSchedule,
  });
  let adminToken: Promise<string> | undefined;

  const request = async (method: string, path: string, opts: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body = opts.body;
    if (opts.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(opts.json);
    }
    const response = await service.app.request(path, { method, headers, body });
    const problem = await undocumented(service, method, path, response.status);
    if (problem !== undefined) throw new Error(problem);
    return response;
  };

  const login = async (username: string, password: string) => {
    const response = await request('POST', '/api/v1/auth/login', { json: { username, password } });
    if (response.status !== 200) throw new Error(`login of ${username} failed: ${response.status}`);
    return ((await response.json()) as { accessToken: string }).accessToken;
  };

  return {
    service,
    backend,
    request,
    login,
    adminToken: () => {
      adminToken ??= login(ADMIN.username, ADMIN.password);
      return adminToken;
    },
    async createUser({ username, password = `${username}-password`, roles = ['USER'], enabled = true }) {
      const hasher = service.container.get<PasswordHasher>(TOKENS.passwordHasher);
      const users = service.container.get<UserRepository>(TOKENS.userRepository);
      const clock = service.container.get<Clock>(TOKENS.clock);
      const now = clock.now();
      const user = await users.insert({
        username,
        enabled,
        roles,
        passwordHash: await hasher.hash(password),
        createdAt: now,
        updatedAt: now,
      });
      return { id: user.id, username, password, token: () => login(username, password) };
    },
    async close() {
      await service.close();
      if (!options.database) await database.drop();
    },
  };
}
