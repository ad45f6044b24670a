import { type InvalidInput, invalidField } from '../../domain/shared/domain-error.js';

const LF = 0x0a;

/**
 * The upload unchanged, once each chunk is known to be UTF-8: the first byte sequence that is
 * not (a Latin-1 byte, a surrogate written as CESU-8 `ED A0 80`, a truncated character) fails
 * it, naming the line it is on. The parser decodes the same bytes again, which is cheaper than
 * handing it text it would encode back to bytes.
 */
export async function* strictUtf8(
  source: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
) {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 1;
  for await (const chunk of source) {
    if (typeof chunk !== 'string') {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        throw notUtf8(lineOfInvalidBytes(chunk, line));
      }
      for (let at = chunk.indexOf(LF); at !== -1; at = chunk.indexOf(LF, at + 1)) line++;
    }
    yield chunk;
  }
  try {
    decoder.decode();
  } catch {
    throw notUtf8(line);
  }
}

/**
 * The line of the first invalid sequence in a chunk that failed to decode, the chunk starting
 * on line `line`. An LF byte never occurs inside a UTF-8 sequence, so the chunk is decoded
 * again an LF-ended piece at a time; the continuation bytes it starts with belong to a sequence
 * begun in the chunk before, on line `line` like any error among them.
 */
function lineOfInvalidBytes(chunk: Uint8Array, line: number): number {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let start = 0;
  while (start < 3 && start < chunk.length && (chunk[start]! & 0xc0) === 0x80) start++;
  for (let current = line; start < chunk.length; current++) {
    const end = chunk.indexOf(LF, start);
    const stop = end === -1 ? chunk.length : end + 1;
    try {
      decoder.decode(chunk.subarray(start, stop), { stream: true });
    } catch {
      return current;
    }
    start = stop;
  }
  // Every piece decodes alone: the sequence left unfinished by the chunk before was the invalid one.
  return line;
}

function notUtf8(line: number): InvalidInput {
  return invalidField('CSV.MALFORMED', `line ${line}`, 'is not valid UTF-8');
}
