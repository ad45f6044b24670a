/**
 * JSON Merge Patch (RFC 7396): the patch's members replace the target's, `null` removes a
 * member, objects merge member by member and anything else (arrays included) replaces the
 * target whole. Neither argument is changed.
 */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isJsonObject(patch)) return patch;
  // A Map, not property assignment: a "__proto__" member stays a member, never a prototype.
  const members = new Map(isJsonObject(target) ? Object.entries(target) : []);
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) members.delete(name);
    else members.set(name, mergePatch(members.get(name), value));
  }
  return Object.fromEntries(members);
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
