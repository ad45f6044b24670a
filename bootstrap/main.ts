import { describeError } from '../adapters/logging/describe-error.js';
import { createLogger } from '../adapters/logging/pino-logger.js';
import { ConfigError, loadConfig } from './env.js';
import { gracefulCloser } from './graceful-close.js';
import { listen } from './http-server.js';
import { startService } from './service.js';
import { serviceVersion } from './version.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Invalid configuration: ${error.message}`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const service = await startService(config, logger).catch((error: unknown) => {
    const { type, code } = describeError(error);
    // A file path helps and holds no secret; a Postgres URL may hold a password, so it is not shown.
    const where = config.database.kind === 'sqlite' ? ` at ${config.database.path}` : '';
    console.error(`Start-up failed (${config.database.kind} database${where}): ${type} ${code ?? ''}`.trim());
    process.exit(1);
  });
  if (service.generatedAdminPassword) {
    // docs/adr/0015-generated-admin-password-logged-once.md: shown once, so the operator can log in; only its hash is stored.
    logger.warn(
      { username: config.adminUsername, generatedPassword: service.generatedAdminPassword },
      'APP_ADMIN_PASSWORD is not set: generated a password for the administrator; it will not be shown again',
    );
  }

  const server = listen(service.app.fetch, { port: config.port, host: config.host }, (info) => {
    logger.info(
      { version: serviceVersion(), database: config.database.kind, host: info.address, port: info.port },
      'listening',
    );
    // A parent that started the service with an IPC channel (a process manager's "wait ready", a test) is told.
    process.send?.('ready');
  });
  server.once('error', (error: NodeJS.ErrnoException) => {
    // Only listening can fail here (the port is taken, or privileged): one line, never a stack.
    const reason = error.code === 'EADDRINUSE' ? 'is already in use' : 'cannot be listened on';
    console.error(`Start-up failed: ${config.host}:${config.port} ${reason} (${error.code ?? error.name})`);
    void service.close().finally(() => process.exit(1));
  });
  const closeServer = gracefulCloser(server);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown grace period over; exiting');
      process.exit(1);
    }, config.shutdownGraceSeconds * 1000);
    force.unref();
    service.endStreams();
    closeServer(async () => {
      await service.close();
      logger.info('stopped');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

await main();
