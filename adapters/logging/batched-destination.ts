import type { DestinationStream } from 'pino';

/** What the batch is handed to: pino's asynchronous file destination (sonic-boom). */
export interface FlushableDestination extends DestinationStream {
  /** Writes out everything buffered before returning. */
  flushSync(): void;
}

/**
 * Gathers the lines logged during one turn of the event loop and hands them to `destination` as
 * one write. sonic-boom measures its whole pending buffer again on every write and starts a
 * file write per line when idle, which made the access line a seventh of a light request's
 * CPU (docs/performance.md#the-request-path); a batch pays that once. Lines keep their order,
 * and those still gathered when the process exits are written out synchronously.
 */
export function batchedDestination(destination: FlushableDestination): DestinationStream {
  let lines: string[] = [];
  let scheduled = false;
  const handOver = () => {
    scheduled = false;
    if (lines.length === 0) return;
    const batch = lines.length === 1 ? lines[0]! : lines.join('');
    lines = [];
    destination.write(batch);
  };
  // Only a `process.exit()` right after logging leaves lines here: the destination is still open.
  process.on('exit', () => {
    if (lines.length === 0) return;
    handOver();
    destination.flushSync();
  });
  return {
    write(line: string) {
      lines.push(line);
      if (!scheduled) {
        scheduled = true;
        setImmediate(handOver);
      }
    },
  };
}
