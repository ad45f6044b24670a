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

/**
 * Whether `list` names `entityTag`; `*` names any. If-Match compares strongly: a weak tag never
 * matches (RFC 9110 §13.1.1). If-None-Match compares weakly: `W/"x"` and `"x"` match (§13.1.2).
 */
export function matchesEntityTag(list: string, entityTag: string, comparison: 'strong' | 'weak'): boolean {
  if (list.trim() === '*') return true;
  return parse(list).some((tag) => (comparison === 'weak' || !tag.weak) && `"${tag.opaque}"` === entityTag);
}
