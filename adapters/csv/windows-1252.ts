/**
 * Windows-1252, as spreadsheets on Windows save "CSV": Latin-1 except 0x80–0x9F, which hold
 * €, curly quotes, dashes and a few letters. Node's TextDecoder reads this label as Latin-1,
 * which would store U+0080 where the file meant €, so the table is here.
 */
const HIGH: readonly (number | undefined)[] = [
  0x20ac,
  undefined,
  0x201a,
  0x0192,
  0x201e,
  0x2026,
  0x2020,
  0x2021,
  0x02c6,
  0x2030,
  0x0160,
  0x2039,
  0x0152,
  undefined,
  0x017d,
  undefined,
  undefined,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2013,
  0x2014,
  0x02dc,
  0x2122,
  0x0161,
  0x203a,
  0x0153,
  undefined,
  0x017e,
  0x0178,
];

const LF = 0x0a;
const UTF16 = new TextDecoder('utf-16le');

/** The text of Windows-1252 bytes; a byte the encoding leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) fails naming its line. */
export async function* decodeWindows1252(
  source: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
  undefinedByte: (line: number) => Error,
): AsyncGenerator<string> {
  let line = 1;
  for await (const chunk of source) {
    if (typeof chunk === 'string') {
      yield chunk;
      continue;
    }
    const units = new Uint16Array(chunk.length);
    for (let at = 0; at < chunk.length; at++) {
      const byte = chunk[at]!;
      if (byte === LF) line++;
      const code = byte < 0x80 || byte > 0x9f ? byte : HIGH[byte - 0x80];
      if (code === undefined) throw undefinedByte(line);
      units[at] = code;
    }
    yield UTF16.decode(units);
  }
}
