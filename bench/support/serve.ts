/** Child entry of the benchmarks: the service on a free port, on the database given as argument. */
import { serveService } from './service-child.js';

const off = process.argv.includes('--rate-limits=off');
const info = process.argv.includes('--log-level=info');
await serveService(process.argv[2]!, {
  ...(off && { APP_RATE_LIMIT_REQUESTS: '0' }),
  ...(info && { LOG_LEVEL: 'info' }),
});
