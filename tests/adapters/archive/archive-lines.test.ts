import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archiveLines, MAX_ARCHIVE_LINE_BYTES } from '../../../adapters/archive/archive-lines.js';
import { InvalidInput } from '../../../domain/shared/domain-error.js';

const encoder = new TextEncoder();

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of archiveLines(chunks)) lines.push(line);
  return lines;
}

async function* fromChunks(chunks: readonly Uint8Array[]): AsyncIterable<Uint8Array> {
  yield* chunks;
}

/** The bytes cut at the given offsets (sorted, each inside the bytes), boundaries inside characters included. */
function cut(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  const points = [...new Set(offsets.map((offset) => offset % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.subarray(start, point));
    start = point;
  }
  return chunks;
}

/** Line text with characters of one to four UTF-8 bytes, so that cuts fall inside them. */
const lineText = fc.string({
  unit: fc.constantFrom('a', 'z', '{', '"', 'é', 'Ω', '€', '漢', '😀', '𝔘', '\r', ' '),
  maxLength: 30,
});

/** docs/backup.md#archive-format: the archive is read a chunk at a time, as it arrives. */
describe('archive lines', () => {
  it('when an archive is cut into chunks anywhere, inside lines and inside characters, then the lines are the same', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineText, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 20 }),
        async (lines, finalNewline, offsets) => {
          const text = lines.join('\n') + (finalNewline ? '\n' : '');
          // A last line without its newline is a line too, unless it is empty.
          const expected = !finalNewline && lines.at(-1) === '' ? lines.slice(0, -1) : lines;
          expect(await collect(fromChunks(cut(encoder.encode(text), offsets)))).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('when a line has no end, then it is refused once it passes the limit, without reading the rest', async () => {
    const chunkSize = 64 * 1024;
    const total = 64 * 1024 * 1024;
    let read = 0;
    async function* endless(): AsyncIterable<Uint8Array> {
      const chunk = new Uint8Array(chunkSize).fill(0x61);
      while (read < total) {
        read += chunk.length;
        yield chunk;
      }
    }
    const error = await collect(endless()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).code).toBe('ARCHIVE.INVALID');
    expect((error as InvalidInput).details).toEqual([
      { path: 'line 1', message: `is too long: a line holds at most ${MAX_ARCHIVE_LINE_BYTES} bytes` },
    ]);
    expect(read).toBeLessThanOrEqual(MAX_ARCHIVE_LINE_BYTES + chunkSize);
  });

  it('when lines of every length up to the limit come in chunks of every size, then only a longer one is refused, naming its line', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(MAX_ARCHIVE_LINE_BYTES - 1, MAX_ARCHIVE_LINE_BYTES, MAX_ARCHIVE_LINE_BYTES + 1),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1000, max: 300_000 }),
        async (length, lineNumber, chunkSize) => {
          const before = 'x\n'.repeat(lineNumber - 1);
          const bytes = encoder.encode(`${before}${'a'.repeat(length)}\nlast`);
          const chunks = cut(
            bytes,
            Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, i) => i * chunkSize),
          );
          const result = await collect(fromChunks(chunks)).catch((e: unknown) => e);
          if (length <= MAX_ARCHIVE_LINE_BYTES) {
            expect((result as string[]).length).toBe(lineNumber + 1);
          } else {
            expect((result as InvalidInput).details[0]?.path).toBe(`line ${lineNumber}`);
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('when a line is not UTF-8, then it is refused naming the line', async () => {
    for (const bad of [[0xe9], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xe2, 0x82]]) {
      const bytes = new Uint8Array([...encoder.encode('{"a":1}\n"'), ...bad, ...encoder.encode('"\n')]);
      const error = (await collect(fromChunks(cut(bytes, [9]))).catch((e: unknown) => e)) as InvalidInput;
      expect(error.code).toBe('ARCHIVE.INVALID');
      expect(error.details).toEqual([{ path: 'line 2', message: 'is not UTF-8 text' }]);
    }
  });
});
