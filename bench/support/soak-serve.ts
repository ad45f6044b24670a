/**
 * Child entry of the soak: the service, as serve.ts runs it, also writing its main thread's
 * V8 heap figures to the file named second, every second (RSS is read from /proc instead).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { serveService } from './service-child.js';

const [url, heapFile] = process.argv.slice(2) as [string, string];
await serveService(url);
setInterval(() => {
  const { heapUsed, heapTotal } = process.memoryUsage();
  // Written aside then renamed, so the reader never sees half a file.
  writeFileSync(`${heapFile}.tmp`, JSON.stringify({ heapUsed, heapTotal }));
  renameSync(`${heapFile}.tmp`, heapFile);
}, 1000).unref();
