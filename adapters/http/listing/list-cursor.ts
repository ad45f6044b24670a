// The opaque cursor of a list page: the sort it was made for and the last row's place (a keyset).
import type { ListDefinition, ListPosition, SortValue } from '../../../application/listing/list-query.js';
import { invalidField } from '../../../domain/shared/domain-error.js';

export function encodeCursor(sort: string, position: ListPosition): string {
  return Buffer.from(JSON.stringify([sort, position.value, position.id])).toString('base64url');
}

/** The place a cursor holds, when it was made by this list for `sort`; else a 400 naming `cursor`. */
export function decodeCursor<K extends string>(
  cursor: string,
  sort: string,
  key: K,
  definition: ListDefinition<{ readonly id: number }, K>,
): ListPosition {
  const fields = parse(cursor);
  if (!fields) throw invalidCursor('is not a cursor this list gave: copy it from a Link header');
  const [madeFor, value, id] = fields;
  if (madeFor !== sort) throw invalidCursor(`was made for sort=${String(madeFor)}, not sort=${sort}`);
  if (
    !typed(value, definition.sortKeys[key]) ||
    typeof id !== 'number' ||
    !Number.isSafeInteger(id) ||
    id < 1
  ) {
    throw invalidCursor('is not a cursor this list gave: copy it from a Link header');
  }
  return { value: value as SortValue, id };
}

function typed(value: unknown, kind: 'text' | 'number' | 'textPair'): boolean {
  if (kind === 'textPair') {
    return Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string');
  }
  return value === null || typeof value === (kind === 'text' ? 'string' : 'number');
}

function parse(cursor: string): unknown[] | undefined {
  try {
    const fields: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(fields) && fields.length === 3 ? fields : undefined;
  } catch {
    return undefined;
  }
}

function invalidCursor(message: string) {
  return invalidField('LIST.INVALID_CURSOR', 'cursor', message);
}
