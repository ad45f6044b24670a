import type { Archivable } from '../../domain/archivable/archivable.js';
import { searchText } from '../../domain/listing/search-words.js';
import type { Instant } from '../../domain/shared/instant.js';
import {
  type ChoiceField,
  choiceRank,
  type Fields,
  type FieldsOf,
  type KindDeclaration,
  type SortKeysOf,
} from '../../domain/shared/record-kind.js';
import type { ListDefinition, SortValue } from '../listing/list-query.js';

/** What every archivable record sorts by (docs/api/lists.md#sorting). */
export const RECORD_SORT_KEYS = {
  code: 'text',
  label: 'text',
  createdDate: 'number',
  lastModifiedDate: 'number',
} as const;
export type RecordSortKey = keyof typeof RECORD_SORT_KEYS;

/** What every archivable record is filtered by. */
export interface RecordFilter {
  /** Rows changed at or after this instant. */
  readonly modifiedSince?: Instant;
}

export type Labelled = Archivable<{ readonly label: string }>;

export function recordSortValue(record: Labelled, key: RecordSortKey): SortValue {
  switch (key) {
    case 'code':
      return record.code;
    case 'label':
      return record.label;
    case 'createdDate':
      return record.createdAt;
    case 'lastModifiedDate':
      return record.updatedAt;
  }
}

export const recordListing: ListDefinition<Labelled, RecordSortKey> = {
  sortKeys: RECORD_SORT_KEYS,
  sortValue: recordSortValue,
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
      if (key in RECORD_SORT_KEYS) return recordSortValue(record as Labelled, key as RecordSortKey);
      const value = (record as Readonly<Record<string, unknown>>)[key];
      const choice = choices.get(key);
      return choice ? choiceRank(choice, value as string) : (value as string | null);
    },
  };
}

/** What a record is found by: the words of its code, label and description. */
export function recordSearchText(record: {
  readonly code: string;
  readonly label: string;
  readonly description: string | null;
}): string {
  return searchText([record.code, record.label, record.description]);
}
