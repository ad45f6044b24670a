import { afterEach, beforeEach } from 'vitest';
import type { Backend } from './backends.js';
import { capturedLogger } from './captured-logger.js';
import { type FakeLlmServer, startFakeLlmServer } from './fake-llm-server.js';
import { type UsedTestApp, useTestApp } from './use-test-app.js';

/** The app of each test with its log lines captured, and a fresh fake model server beside it. */
export interface LlmTestApp {
  readonly t: UsedTestApp;
  readonly upstream: FakeLlmServer;
  readonly logLines: string[];
  /** Points the service at the fake server (model `local-model`, 1 s timeout) with these changes. */
  configure(overrides?: object): Promise<Response>;
}

/** Registers the hooks that start and stop both; read the fields inside tests only. */
export function useLlmApp(backend: Backend): LlmTestApp {
  let upstream: FakeLlmServer | undefined;
  let logLines: string[] = [];
  const t = useTestApp(backend, {
    app: () => {
      const captured = capturedLogger();
      logLines = captured.lines;
      return { logger: captured.logger };
    },
  });
  beforeEach(async () => {
    upstream = await startFakeLlmServer();
  });
  afterEach(async () => {
    await upstream?.close();
  });
  const server = (): FakeLlmServer => {
    if (!upstream) throw new Error('useLlmApp: the fake server is read outside a test');
    return upstream;
  };
  return {
    t,
    get upstream() {
      return server();
    },
    get logLines() {
      return logLines;
    },
    configure(overrides = {}) {
      return t.request('PUT', '/api/v1/lmstudio/settings', {
        token: t.admin,
        json: { baseUrl: server().baseUrl, model: 'local-model', timeoutSeconds: 30, ...overrides },
      });
    },
  };
}
