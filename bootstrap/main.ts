import { describeError } from '../adapters/logging/describe-error.js';
import { createLogger } from '../adapters/logging/pino-logger.js';
import { ConfigError, loadConfig } from './env.js';
import { gracefulCloser } from './graceful-close.js';
import { listen } from './http-server.js';
import { startService } from './service.js';

const SHUTDOWN_GRACE_MS = 25_000;

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
    console.error(
      `Start-up failed (${config.database.kind} database): ${describeError(error).type} ${describeError(error).code ?? ''}`.trim(),
    );
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
    logger.info({ port: info.port, database: config.database.kind }, 'listening');
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
    }, SHUTDOWN_GRACE_MS);
    force.unref();
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
