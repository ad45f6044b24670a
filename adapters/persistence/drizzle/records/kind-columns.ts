// The columns of a declared kind's own fields, for either dialect's schema.
import type { Fields, KindDeclaration } from '../../../../domain/shared/record-kind.js';

/**
 * One dialect's column builders. Text a list sorts by may need its own type (code-point order on
 * Postgres, docs/adr/0004-binary-code-point-order.md); it holds strings like any other text.
 */
export interface ColumnBuilders<Text, RequiredText, Id, Rank> {
  text(name: string, sorted: boolean): Text;
  requiredText(name: string, sorted: boolean): RequiredText;
  id(name: string): Id;
  rank(name: string): Rank;
}

type Own<F extends Fields> = { [K in keyof F]: F[K]['type'] extends 'links' ? never : K }[keyof F];
type Ranked<F extends Fields> = {
  [K in keyof F]: F[K] extends { readonly type: 'choice'; readonly sort: true } ? K : never;
}[keyof F] &
  string;

export type KindColumns<F extends Fields, Text, RequiredText, Id> = {
  [K in Own<F>]: F[K]['type'] extends 'reference' ? Id : F[K]['nullable'] extends true ? Text : RequiredText;
};
export type RankColumns<F extends Fields, Rank> = { [K in Ranked<F> as `${K}Rank`]: Rank };

/**
 * A column per field (links are child rows), named in snake case; a reference is an ID column
 * that `references` ties to its kind's table.
 */
export function kindColumns<F extends Fields, Text, RequiredText, Id, Rank>(
  kind: KindDeclaration<F>,
  builders: ColumnBuilders<Text, RequiredText, Id, Rank>,
  references: Readonly<Record<string, (column: Id) => Id>> = {},
): KindColumns<F, Text, RequiredText, Id> {
  const columns: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(kind.fields)) {
    const name = snakeCase(key);
    // A choice sorts by its rank; the text of others is what a list orders by.
    const sorted = (field.sort === true && field.type !== 'choice') || field.type === 'label';
    if (field.type === 'links') continue;
    if (field.type === 'reference') {
      const tie = references[field.to];
      if (!tie) throw new Error(`${kind.name}.${key}: no table given for references to ${field.to}`);
      columns[key] = tie(builders.id(name));
    } else {
      columns[key] = field.nullable ? builders.text(name, sorted) : builders.requiredText(name, sorted);
    }
  }
  return columns as KindColumns<F, Text, RequiredText, Id>;
}

/** The rank of each sorted choice, `<field>Rank`, which lists sort and filter by. */
export function rankColumns<F extends Fields, Rank>(
  kind: KindDeclaration<F>,
  builders: Pick<ColumnBuilders<unknown, unknown, unknown, Rank>, 'rank'>,
): RankColumns<F, Rank> {
  const columns: Record<string, Rank> = {};
  for (const [key, field] of Object.entries(kind.fields)) {
    if (field.type === 'choice' && field.sort)
      columns[rankKey(key)] = builders.rank(`${snakeCase(key)}_rank`);
  }
  return columns as RankColumns<F, Rank>;
}

/** The property of a sorted choice's rank column. */
export function rankKey(key: string): string {
  return `${key}Rank`;
}

export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
