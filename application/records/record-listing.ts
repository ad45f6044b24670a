import type { Archivable } from '../../domain/records/archivable.js';
import {
  type ChoiceField,
  choiceRank,
  type Fields,
  type FieldsOf,
  type KindDeclaration,
  type SortKeysOf,
} from '../../domain/shared/record-kind.js';
import {
  CODED_SORT_KEYS,
  type CodedFilter,
  type CodedSortKey,
  codedSearchText,
  codedSortValue,
} from '../listing/coded-listing.js';
import type { ListDefinition } from '../listing/list-query.js';

// An archivable record sorts, filters and is found as a coded row: by code, label and change times.
export const RECORD_SORT_KEYS = CODED_SORT_KEYS;
export type RecordSortKey = CodedSortKey;
export type RecordFilter = CodedFilter;
export const recordSearchText = codedSearchText;

export type Labelled = Archivable<{ readonly label: string }>;

export const recordListing: ListDefinition<Labelled, RecordSortKey> = {
  sortKeys: RECORD_SORT_KEYS,
  sortValue: codedSortValue,
};

/** A kind's sort keys: the record's, then its own fields marked `sort`. */
export type KindSortKey<F extends Fields> = RecordSortKey | SortKeysOf<F>;

/** A choice sorts by its rank (workflow order), other fields by their value. */
export function kindListing<F extends Fields>(
  kind: KindDeclaration<F>,
): ListDefinition<Archivable<FieldsOf<F>>, KindSortKey<F>> {
  const own = Object.entries(kind.fields).filter(([, field]) => field.sort);
  const sortKeys = {
    ...RECORD_SORT_KEYS,
    ...Object.fromEntries(own.map(([key, field]) => [key, field.type === 'choice' ? 'number' : 'text'])),
  } as ListDefinition<Archivable<FieldsOf<F>>, KindSortKey<F>>['sortKeys'];
  const choices = new Map(
    own.flatMap(([key, field]) => (field.type === 'choice' ? [[key, field as ChoiceField]] : [])),
  );
  return {
    sortKeys,
    sortValue: (record, key) => {
      if (key in RECORD_SORT_KEYS) return codedSortValue(record as Labelled, key as RecordSortKey);
      const value = (record as Readonly<Record<string, unknown>>)[key];
      const choice = choices.get(key);
      return choice ? choiceRank(choice, value as string) : (value as string | null);
    },
  };
}
