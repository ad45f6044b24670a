// bcrypt on threads of its own: a hash at cost 10 is tens of milliseconds of CPU, which on the
// event loop (even in bcryptjs's async slices) holds every other request during a login storm.
import { createRequire } from 'node:module';
import { ThreadPool, threadCount } from '../threads/thread-pool.js';

/** A hashing thread: runs bcryptjs's synchronous calls, which block only itself. */
const HASHER = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcrypt);
parentPort.on('message', ({ id, op, password, cost, hash }) => {
  try {
    const value = op === 'hash' ? bcrypt.hashSync(password, cost) : bcrypt.compareSync(password, hash);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, failure: String((error && error.message) || error) });
  }
});
`;

export type HashJob =
  | { op: 'hash'; password: string; cost: number }
  | { op: 'verify'; password: string; hash: string };

/** Hashing threads, started at the first hash; one pool serves every hasher of the process and is never closed. */
export type HashingThreads = ThreadPool<HashJob, string | boolean, string>;

export function hashingThreadPool(count = threadCount()): HashingThreads {
  return new ThreadPool(
    {
      source: HASHER,
      workerData: { bcrypt: createRequire(import.meta.url).resolve('bcryptjs') },
      stopped: 'A password hashing thread stopped',
      failure: (message) => new Error(message),
    },
    count,
  );
}

/** The process's pool, shared by every hasher. */
export const hashingThreads = hashingThreadPool();
