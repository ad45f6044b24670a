/** A record the service refused to print: which one, where, and its first characters no font has. */
export interface RefusedRecord {
  /** Its ID, when the entry names a record (not the title or the column headings). */
  readonly id?: number;
  /** `Task ABC-1`, or the part of the document (`title`). */
  readonly name: string;
  /** `Label`, `Label and 1 other field`. */
  readonly where: string;
  /** `U+E000, U+E001 and 4 more`. */
  readonly characters: string;
}

export interface PrintRefusal {
  readonly records: readonly RefusedRecord[];
  /** How many records the service found in all, when it listed only the first ones. */
  readonly total?: number;
}

interface ProblemBody {
  readonly code?: string;
  readonly detail?: string;
  readonly errors?: readonly { readonly path: string; readonly message: string }[];
}

// "Task ABC-1 (ID 42), field Label and 1 other field: U+E000 and 4 more cannot be printed: …"
const ENTRY = /^(.+) \(ID (\d+)\), field (.+?): (.+?) cannot be printed/;
const COUNTED = /in (\d+) places/;

/** The refused records of a 422 PRINT.UNRENDERABLE_CHARACTER (docs/api/printing.md#glyph-coverage). */
export function printRefusal(view: { readonly code?: string }, body: unknown): PrintRefusal | undefined {
  if (view.code !== 'PRINT.UNRENDERABLE_CHARACTER') return undefined;
  const problem = (body ?? {}) as ProblemBody;
  const records = (problem.errors ?? []).map(({ path, message }): RefusedRecord => {
    const found = message.match(ENTRY);
    if (!found) {
      const [where = path, characters = message] = message.split(/: (.+?) cannot be printed/);
      return { name: path, where, characters };
    }
    const [, name = '', id = '', where = '', characters = ''] = found;
    return { id: Number(id), name, where, characters };
  });
  const total = Number(problem.detail?.match(COUNTED)?.[1] ?? records.length);
  return { records, ...(total > records.length && { total }) };
}

/** Two refusals of one printout as one: the records of the first, then those the second adds. */
export function withMoreRefused(known: PrintRefusal | undefined, more: PrintRefusal): PrintRefusal {
  if (!known) return more;
  const seen = new Set(known.records.map((record) => record.id));
  const records = [...known.records, ...more.records.filter((record) => !seen.has(record.id))];
  const total = more.total === undefined ? undefined : more.total + known.records.length;
  return { records, ...(total !== undefined && total > records.length && { total }) };
}
