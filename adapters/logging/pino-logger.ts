import { type DestinationStream, type Logger, pino } from 'pino';
import { batchedDestination } from './batched-destination.js';

/**
 * Structured JSON logs; credentials are redacted wherever they might be attached. Lines go to
 * standard output asynchronously (buffered, flushed at exit), so a request never waits on the
 * write of its access line, and the lines of one turn of the event loop are written together;
 * `destination` replaces standard output (the benchmarks).
 */
export function createLogger(
  level: string,
  destination: DestinationStream = batchedDestination(pino.destination({ dest: 1, sync: false })),
): Logger {
  return pino(
    {
      level,
      base: { service: 'task-service' },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'authorization',
          '*.authorization',
          '*.passwordHash',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
