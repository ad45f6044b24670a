// An archive's byte stream as its lines, each bounded and strict UTF-8.
import { InvalidArchive } from '../../application/backup/archive.errors.js';
import type { InvalidInput } from '../../domain/shared/domain-error.js';

/**
 * The longest line a restore reads: 1 MiB, thirty times the longest row the service writes (a
 * task whose label and 10 000-character description are all three-byte characters: about 32 KB).
 * A longer line is refused as soon as it passes the limit, so a body without newlines cannot fill
 * memory.
 */
export const MAX_ARCHIVE_LINE_BYTES = 1024 * 1024;

const NEWLINE = 0x0a;

/**
 * Splits a byte stream into lines of strict UTF-8. Each byte is scanned once, in the chunk it
 * came in: a line's pieces are kept until its newline comes, then decoded together (a newline
 * byte is never inside a UTF-8 character, so a character cut between chunks is whole again).
 */
export async function* archiveLines(chunks: AsyncIterable<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pieces: Uint8Array[] = [];
  let length = 0;
  let number = 1;
  const line = (last: Uint8Array): string => {
    if (length + last.length > MAX_ARCHIVE_LINE_BYTES) throw tooLong(number);
    const bytes = pieces.length === 0 ? last : Buffer.concat([...pieces, last], length + last.length);
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      throw invalid(number, 'is not UTF-8 text');
    }
    pieces = [];
    length = 0;
    number++;
    return text;
  };
  for await (const chunk of chunks) {
    let start = 0;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, start)) {
      yield line(chunk.subarray(start, at));
      start = at + 1;
    }
    if (start === chunk.length) continue;
    length += chunk.length - start;
    if (length > MAX_ARCHIVE_LINE_BYTES) throw tooLong(number);
    pieces.push(chunk.subarray(start));
  }
  if (length > 0) yield line(new Uint8Array(0));
}

function tooLong(line: number): InvalidInput {
  return invalid(line, `is too long: a line holds at most ${MAX_ARCHIVE_LINE_BYTES} bytes`);
}

/** A refusal naming the archive's line. */
export function invalid(line: number, message: string): InvalidInput {
  return new InvalidArchive(`line ${line}`, [message]);
}
