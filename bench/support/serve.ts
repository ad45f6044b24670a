/** Child entry of the benchmarks: the service on a free port, on the database given as argument. */
import type { Persistence } from '../../adapters/persistence/persistence.js';
import { serveService } from './service-child.js';

const off = process.argv.includes('--rate-limits=off');
const info = process.argv.includes('--log-level=info');
const unlogged = process.argv.includes('--change-log=off');
/** `--bcrypt-cost=N`: the service's hashing cost, where a bench measures hashing itself. */
const bcryptCost = process.argv
  .find((arg) => arg.startsWith('--bcrypt-cost='))
  ?.slice('--bcrypt-cost='.length);

/** A repository whose writes are given no change log: the records alone are written. */
function withoutLog<R extends object>(repository: R): R {
  return new Proxy(repository, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== 'insertMany' && key !== 'updateMany') return value;
      return (records: unknown) => (value as (records: unknown) => unknown).call(target, records);
    },
  });
}

/**
 * Entries numbered as the log would number them, and kept nowhere; no webhook deliveries queued;
 * tasks and template objects written without the log their stores would write with them.
 */
function withoutChangeLog(persistence: Persistence): Persistence {
  const log = persistence.changeLog;
  let next = 0;
  return {
    ...persistence,
    tasks: withoutLog(persistence.tasks),
    templateObjects: withoutLog(persistence.templateObjects),
    changeLog: {
      append: async (changes) => changes.map((change) => ({ ...change, id: ++next })),
      appendRestored: (actor, at) => log.appendRestored(actor, at),
      history: (resource, recordId, limit, before) => log.history(resource, recordId, limit, before),
      after: (after, limit) => log.after(after, limit),
      latest: () => log.latest(),
      prune: (before, limit) => log.prune(before, limit),
      newestBeyond: (keep) => log.newestBeyond(keep),
      pruneThrough: (through, limit) => log.pruneThrough(through, limit),
    },
    webhookOutbox: { enqueue: async () => {}, enqueueRestored: async () => {} },
  };
}

await serveService(
  process.argv[2]!,
  {
    ...(off && { APP_RATE_LIMIT_REQUESTS: '0' }),
    ...(info && { LOG_LEVEL: 'info' }),
    ...(bcryptCost && { APP_BCRYPT_COST: bcryptCost }),
  },
  unlogged ? { persistence: withoutChangeLog } : {},
);
