import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { batchedDestination } from '../../../adapters/logging/batched-destination.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function recorder() {
  const writes: string[] = [];
  return { writes, write: (text: string) => void writes.push(text), flushSync: () => {} };
}

describe('batchedDestination', () => {
  it('hands the lines of one turn of the event loop over as one write, in order', async () => {
    const target = recorder();
    const destination = batchedDestination(target);
    destination.write('{"n":1}\n');
    destination.write('{"n":2}\n');
    expect(target.writes).toEqual([]);
    await nextTurn();
    expect(target.writes).toEqual(['{"n":1}\n{"n":2}\n']);
    destination.write('{"n":3}\n');
    await nextTurn();
    expect(target.writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n']);
  });

  it('writes the lines still gathered when the process exits', async () => {
    const script = [
      "import { createLogger } from './adapters/logging/pino-logger.ts';",
      "const logger = createLogger('info');",
      "logger.info({ n: 1 }, 'first');",
      "logger.info({ n: 2 }, 'last');",
      'process.exit(0);',
    ].join('\n');
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ]);
    const messages = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).msg);
    expect(messages).toEqual(['first', 'last']);
  });
});
