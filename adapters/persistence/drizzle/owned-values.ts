/** The values of link rows (a role's permissions, a user's role codes) by the row that owns them, in the order read. */
export function valuesByOwner(
  links: readonly { readonly owner: number; readonly value: string }[],
): Map<number, string[]> {
  const byOwner = new Map<number, string[]>();
  for (const { owner, value } of links) {
    const values = byOwner.get(owner) ?? [];
    values.push(value);
    byOwner.set(owner, values);
  }
  return byOwner;
}
