import { type Logger, pino } from 'pino';

/** Structured JSON logs; credentials are redacted wherever they might be attached. */
export function createLogger(level: string): Logger {
  return pino({
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
  });
}
