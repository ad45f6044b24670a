// The OpenAPI document of the service, as GET /openapi.json serves it, from an instance started
// in-process on an in-memory database: for the scripts that generate from it or lint it.
import { pino } from 'pino';
import { loadConfig } from '../bootstrap/env.js';
import { startService } from '../bootstrap/service.js';

/** The document of a service started in memory, then closed. */
export async function serviceDocument(): Promise<unknown> {
  const config = loadConfig({
    DATABASE_URL: 'memory:',
    APP_ADMIN_PASSWORD: 'generator-only-1',
    LOG_LEVEL: 'silent',
  });
  const service = await startService(config, pino({ level: 'silent' }));
  try {
    return await (await service.app.request('/openapi.json')).json();
  } finally {
    await service.close();
  }
}
