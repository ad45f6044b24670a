/**
 * Binary (code point) order: how every list is sorted by code or name (docs/api/README.md#ordering), the same as
 * SQLite's default collation and Postgres's `COLLATE "C"`. Not UTF-16 unit order, which
 * differs for characters beyond the Basic Multilingual Plane.
 */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const diff = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (diff !== 0) return diff;
  }
  return left.length - right.length;
}
