/**
 * A field that differs between the record as it was opened (base), the form (mine) and the record
 * as someone else saved it meanwhile (theirs): taken from whichever side changed it, or a clash
 * when both changed it differently.
 */
export interface FieldMerge<Field extends string> {
  readonly field: Field;
  readonly side: 'theirs' | 'mine' | 'clash';
}

export type Choices<Field extends string> = Partial<Record<Field, 'theirs' | 'mine'>>;

/** Equal values: lists compared as sets (the order of tags does not matter). */
function same(a: unknown, b: unknown): boolean {
  const key = (value: unknown) =>
    JSON.stringify(
      Array.isArray(value) ? [...value].sort((x, y) => (String(x) < String(y) ? -1 : 1)) : value,
    );
  return key(a) === key(b);
}

/** The fields someone changed, on either side, and who did; fields nobody changed are left out. */
export function threeWayMerge<Form extends Record<Field, unknown>, Field extends string>(
  base: Form,
  mine: Form,
  theirs: Form,
  fields: readonly Field[],
): FieldMerge<Field>[] {
  return fields.flatMap((field): FieldMerge<Field>[] => {
    const mineChanged = !same(base[field], mine[field]);
    const theirsChanged = !same(base[field], theirs[field]);
    if (!mineChanged && !theirsChanged) return [];
    if (mineChanged && theirsChanged && !same(mine[field], theirs[field])) return [{ field, side: 'clash' }];
    return [{ field, side: mineChanged ? 'mine' : 'theirs' }];
  });
}

/** Whether every clash has been decided. */
export const allChosen = <Field extends string>(
  merges: readonly FieldMerge<Field>[],
  choices: Choices<Field>,
) => merges.every((merge) => merge.side !== 'clash' || choices[merge.field] !== undefined);

/** Their record with my changes on top: my side where I changed a field alone or chose mine. */
export function mergedForm<Form extends Record<Field, unknown>, Field extends string>(
  mine: Form,
  theirs: Form,
  merges: readonly FieldMerge<Field>[],
  choices: Choices<Field>,
): Form {
  const merged = { ...theirs };
  for (const { field, side } of merges) {
    if (side === 'mine' || (side === 'clash' && choices[field] === 'mine')) merged[field] = mine[field];
  }
  return merged;
}
