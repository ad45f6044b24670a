/** Child entry of the benchmarks: the service on a free port, on the database given as argument. */
import { serveService } from './service-child.js';

await serveService(process.argv[2]!);
