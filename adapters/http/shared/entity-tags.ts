import { hash } from 'node:crypto';

/**
 * The strong entity tag of a representation: a digest of its JSON (docs/api/records.md#conditional-requests). It changes
 * whenever the representation does, and every write changes it (`lastModifiedDate`, or a
 * role's label, its only mutable field).
 */
export function entityTagOf(representation: unknown): string {
  return entityTagOfJson(JSON.stringify(representation));
}

/** The entity tag of a representation given as its JSON text. */
export function entityTagOfJson(json: string): string {
  return `"${hash('sha256', json, 'base64url').slice(0, 27)}"`;
}

/** `*`, or one or more entity tags (`"x"`, `W/"x"`) separated by commas (RFC 9110 §8.8.3, §13.1.1). */
export const ENTITY_TAG_LIST = /^\s*(?:\*|(?:W\/)?"[^"]*"(?:\s*,\s*(?:W\/)?"[^"]*")*)\s*$/;

interface EntityTag {
  readonly weak: boolean;
  readonly opaque: string;
}

function parse(list: string): EntityTag[] {
  return [...list.matchAll(/(W\/)?"([^"]*)"/g)].map((m) => ({ weak: m[1] !== undefined, opaque: m[2]! }));
}

/** If-Match: `*` or a strong match; a weak tag never matches (RFC 9110 §13.1.1). */
export function matchesStrongly(list: string, entityTag: string): boolean {
  if (list.trim() === '*') return true;
  return parse(list).some((tag) => !tag.weak && `"${tag.opaque}"` === entityTag);
}

/** If-None-Match: `*` or a weak match, where `W/"x"` and `"x"` match (RFC 9110 §13.1.2). */
export function matchesWeakly(list: string, entityTag: string): boolean {
  if (list.trim() === '*') return true;
  return parse(list).some((tag) => `"${tag.opaque}"` === entityTag);
}
