// A record kind's own fields, declared once (docs/architecture.md#adding-a-field): every layer
// that lists, prints, exchanges or backs up the kind reads them from here.
import { type CalendarDate, calendarDate } from './calendar-date.js';
import { invalidField } from './domain-error.js';
import { checkFields } from './field-checks.js';
import type { RecordKind } from './record.errors.js';
import {
  validateDescription,
  validateLabel,
  validateOptionalLine,
  validateReferenceId,
} from './record-fields.js';

/** How a field is printed on a record's page, and in a table's column when it has one. */
export interface PrintedField {
  readonly label: string;
  /** The table column's heading and its share of the width; none: the field is not a column. */
  readonly column?: { readonly label: string; readonly weight: number; readonly excerpt?: boolean };
}

/** A list filter's query parameter, as the API reference shows it. */
export interface FilterParameter {
  readonly name: string;
  readonly doc: string;
  readonly example?: string;
}

/**
 * A list filter on a field (docs/api/lists.md#filters): rows whose value is exactly the
 * parameter's, or strictly before or after it; a row without a value matches neither.
 */
export type FieldFilter =
  | { readonly equals: FilterParameter }
  | { readonly before: FilterParameter; readonly after: FilterParameter };

export interface FieldOptions {
  /** A list's sort key of the same name (docs/api/lists.md#sorting). */
  readonly sort?: boolean;
  readonly filter?: FieldFilter;
  /** What the API reference says of it. */
  readonly doc?: string;
  readonly print?: PrintedField;
}

interface FieldOf<Type extends string, T, I> extends FieldOptions {
  readonly type: Type;
  /** Stored as null when absent; a required field is never absent. */
  readonly nullable: boolean;
  readonly required: boolean;
  /** What a client sent (null or omitted: the field's default) as stored, or an InvalidInput naming `path`. */
  check(input: I | null | undefined, path: string): T;
  /** Brands the input type, for InputOf; never set. */
  readonly input?: I;
}

export type LabelField = FieldOf<'label', string, string> & {
  readonly required: true;
  readonly nullable: false;
};
type Nullable = { readonly nullable: true };
export type DescriptionField = FieldOf<'description', string | null, string> & Nullable;
export type LineField = FieldOf<'line', string | null, string> & Nullable;
export type DateField = FieldOf<'date', CalendarDate | null, string> & Nullable;
export type ChoiceField<T extends string = string> = FieldOf<'choice', T, string> & {
  readonly values: readonly T[];
  readonly default: T;
  /** How each value reads to a person (a printout, a console list). */
  readonly words: Readonly<Record<T, string>>;
};
/** The ID of a record of another kind, or null. */
export type ReferenceField = FieldOf<'reference', number | null, number> & Nullable & { readonly to: string };
/** IDs of records of another kind, ascending, without duplicates: child rows of the record. */
export type LinksField = FieldOf<'links', readonly number[], readonly number[]> & {
  readonly to: string;
  readonly max: number;
};

export type Field =
  | LabelField
  | DescriptionField
  | LineField
  | DateField
  | ChoiceField
  | ReferenceField
  | LinksField;

export type Fields = Readonly<Record<string, Field>>;

/** A kind: its name in messages, its error-code prefix and its own fields after the code. */
export interface KindDeclaration<F extends Fields = Fields> extends RecordKind {
  readonly fields: F;
}

/** A field's value as stored and answered. */
export type StoredValue<F> = F extends FieldOf<string, infer T, unknown> ? T : never;
/** What a client sends for a field, besides null and omission. */
export type InputValue<F> = F extends FieldOf<string, unknown, infer I> ? I : never;
type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K]['required'] extends true ? K : never }[keyof F];

/** The fields a list sorts by, besides the ones every record sorts by. */
export type SortKeysOf<F extends Fields> = {
  [K in keyof F]: F[K] extends { readonly sort: true } ? K : never;
}[keyof F] &
  string;

type FilterTests = 'equals' | 'before' | 'after';
type ParameterName<F, Test extends FilterTests> = F extends {
  readonly filter: { readonly [T in Test]: { readonly name: infer N extends string } };
}
  ? N
  : never;

/** A list's filter by the declared fields: each parameter's name, and the value it was given. */
export type FiltersOf<F extends Fields> = {
  readonly [K in keyof F as
    | ParameterName<F[K], 'equals'>
    | ParameterName<F[K], 'before'>
    | ParameterName<F[K], 'after'>]?: NonNullable<StoredValue<F[K]>>;
};

/** The fields as stored and answered. */
export type FieldsOf<F extends Fields> = { readonly [K in keyof F]: StoredValue<F[K]> };

/** What a client sends: the required fields, and the others omitted or null for their default. */
export type InputOf<F extends Fields> = { readonly [K in RequiredKeys<F>]: InputValue<F[K]> } & {
  readonly [K in Exclude<keyof F, RequiredKeys<F>>]?: InputValue<F[K]> | null;
};

export function defineKind<F extends Fields>(kind: KindDeclaration<F>): KindDeclaration<F> {
  return kind;
}

/** Checks every field of `input`, so one answer names every bad one; paths are `path` + the field. */
export function checkKindFields<F extends Fields>(
  kind: KindDeclaration<F>,
  input: InputOf<F>,
  path = '',
): FieldsOf<F> {
  const values = input as Readonly<Record<string, unknown>>;
  const checks = Object.fromEntries(
    Object.entries(kind.fields).map(([key, field]) => [
      key,
      () => (field.check as (value: unknown, at: string) => unknown)(values[key], `${path}${key}`),
    ]),
  );
  return checkFields(checks) as FieldsOf<F>;
}

/** One line with a visible character, at most 255 characters (docs/api/text.md). */
export function label<const O extends FieldOptions = FieldOptions>(options = {} as O): LabelField & O {
  return {
    ...options,
    type: 'label',
    nullable: false,
    required: true,
    check: (input, path) => validateLabel(input ?? '', path),
  };
}

/** Up to 10 000 characters with line breaks; omitted means null. */
export function description<const O extends FieldOptions = FieldOptions>(
  options = {} as O,
): DescriptionField & O {
  return { ...options, type: 'description', nullable: true, required: false, check: validateDescription };
}

/** Optional one-line free text, at most 255 characters; blank means null. */
export function line<const O extends FieldOptions = FieldOptions>(options = {} as O): LineField & O {
  return { ...options, type: 'line', nullable: true, required: false, check: validateOptionalLine };
}

/** A calendar date `YYYY-MM-DD`, or null. */
export function date<const O extends FieldOptions = FieldOptions>(options = {} as O): DateField & O {
  return {
    ...options,
    type: 'date',
    nullable: true,
    required: false,
    check: (input, path) => (input ? calendarDate(input, path) : null),
  };
}

/** One of `values`, `words` for people; sorted in the order of `values`, not by name. */
export function choice<T extends string, const O extends FieldOptions = FieldOptions>(
  kind: RecordKind,
  values: readonly T[],
  words: Readonly<Record<T, string>>,
  fallback: T,
  options = {} as O,
): ChoiceField<T> & O {
  return {
    ...options,
    type: 'choice',
    nullable: false,
    required: false,
    values,
    words,
    default: fallback,
    check: (input, path) => {
      const value = input ?? fallback;
      if (!(values as readonly string[]).includes(value)) {
        throw invalidField(`${kind.code}.INVALID_VALUE`, path, `must be one of ${values.join(', ')}`);
      }
      return value as T;
    },
  };
}

/** One declared filter parameter: its field, and how a row's value is tested against it. */
export interface DeclaredFilter {
  readonly key: string;
  readonly field: Field;
  readonly test: FilterTests;
  readonly parameter: FilterParameter;
}

const filtersByKind = new WeakMap<KindDeclaration, readonly DeclaredFilter[]>();

/**
 * The kind's filter parameters: exact ones first, then the ranges, each in field order. Read on
 * every list request, so worked out once per kind.
 */
export function declaredFilters(kind: KindDeclaration): readonly DeclaredFilter[] {
  let filters = filtersByKind.get(kind);
  if (!filters) {
    const exact: DeclaredFilter[] = [];
    const ranges: DeclaredFilter[] = [];
    for (const [key, field] of Object.entries(kind.fields)) {
      const filter = field.filter;
      if (!filter) continue;
      if ('equals' in filter) exact.push({ key, field, test: 'equals', parameter: filter.equals });
      else {
        ranges.push({ key, field, test: 'before', parameter: filter.before });
        ranges.push({ key, field, test: 'after', parameter: filter.after });
      }
    }
    filters = [...exact, ...ranges];
    filtersByKind.set(kind, filters);
  }
  return filters;
}

/** Whether a record's value passes one declared filter given `wanted`. */
export function passesFilter(test: FilterTests, value: unknown, wanted: unknown): boolean {
  if (test === 'equals') return value === wanted;
  if (value === null) return false;
  return test === 'before' ? (value as string) < (wanted as string) : (value as string) > (wanted as string);
}

/** The rank a choice sorts by: its place in the declared values. */
export function choiceRank<T extends string>(field: ChoiceField<T>, value: T): number {
  return field.values.indexOf(value);
}

export function reference<const O extends FieldOptions = FieldOptions>(
  to: string,
  options = {} as O,
): ReferenceField & O {
  return {
    ...options,
    type: 'reference',
    nullable: true,
    required: false,
    to,
    check: (input, path) => validateReferenceId(input ?? null, path),
  };
}

/** At most `max` IDs of `to` records; `TOO_MANY_<TO>S` when there are more. */
export function links<const O extends FieldOptions = FieldOptions>(
  kind: RecordKind,
  to: string,
  max: number,
  options = {} as O,
): LinksField & O {
  return {
    ...options,
    type: 'links',
    nullable: false,
    required: false,
    to,
    max,
    check: (input, path) => {
      const ids = input ?? [];
      if (ids.length > max) {
        throw invalidField(`${kind.code}.TOO_MANY_${to.toUpperCase()}S`, path, `at most ${max}`);
      }
      for (const id of ids) validateReferenceId(id, path);
      return [...new Set(ids)].sort((a, b) => a - b);
    },
  };
}
