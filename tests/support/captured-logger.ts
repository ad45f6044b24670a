import { Writable } from 'node:stream';
import { type Logger, pino } from 'pino';

/** A logger at the most verbose level whose JSON lines land in `lines`, for tests that read the logs. */
export function capturedLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'trace' }, sink), lines };
}
